import { useState } from 'react';
import { imageFileProblem } from './image-file';

/**
 * The image file chosen in an admin form and what is wrong with it: a file that is not an image or is
 * too large is refused as soon as it is chosen, and again on submit.
 */
export function useImageChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? imageFileProblem(next) : null);
  };

  /** On submit: shows and returns what is wrong with the file or, with none chosen, `missing`. */
  const check = (missing: string | null = null) => {
    const problem = file ? imageFileProblem(file) : missing;
    setError(problem);
    return problem;
  };

  return { file, error, setError, choose, check, clear: () => setFile(null) };
}
