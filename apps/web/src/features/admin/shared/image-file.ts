import { CATALOGUE_IMAGE_MAX_BYTES, catalogueAdminMessages } from '@skillpath/contract';

/** Why a chosen file cannot be a catalogue image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return catalogueAdminMessages.imageInvalid;
  if (file.size > CATALOGUE_IMAGE_MAX_BYTES) return catalogueAdminMessages.imageTooLarge;
  return null;
}

/** The file as a data URL (spec 001 §3: the internship card image is sent as one). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image file could not be read.'));
    reader.readAsDataURL(file);
  });
}
