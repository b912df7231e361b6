import { PROFILE_IMAGE_MAX_BYTES, profileMessages } from '@skillpath/contract';

/** The picture types the server keeps (it re-encodes them); SVG is not one of them. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Spec 000 §5 Profile image: at most 5 MB, and an image; null when the file may be sent. */
export function imageFileError(file: File): string | null {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return profileMessages.imageTooLarge;
  if (!PROFILE_IMAGE_TYPES.includes(file.type as never)) return profileMessages.imageInvalid;
  return null;
}

/** The file as a data URL for the preview; a read failure rejects with the spec's message. */
export function readImagePreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error(profileMessages.imageReadFailed));
    reader.onerror = () => reject(new Error(profileMessages.imageReadFailed));
    reader.readAsDataURL(file);
  });
}
