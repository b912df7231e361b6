import { profileMessages } from '@skillpath/contract';
import { useState } from 'react';
import { imageFileError, readImagePreview } from './image-file';

/**
 * A picture chosen on the register form: checked (size, type), read for the preview, and kept to be
 * sent with the rest of the profile. A refused or unreadable file leaves the previous choice in place.
 */
export function usePickedImage(initialPreview: string) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(initialPreview);
  const [error, setError] = useState<string | null>(null);

  const pick = async (next: File) => {
    const problem = imageFileError(next);
    if (problem) return setError(problem);
    try {
      setPreview(await readImagePreview(next));
      setFile(next);
      setError(null);
    } catch {
      setError(profileMessages.imageReadFailed);
    }
  };

  const remove = () => {
    setFile(null);
    setPreview(initialPreview);
    setError(null);
  };

  return { file, preview, error, setError, pick, remove };
}
