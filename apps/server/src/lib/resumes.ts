import { AppError } from '../errors';

const ACCEPTED: Record<string, { extension: string; type: string }> = {
  'application/pdf': { extension: 'pdf', type: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // Word 97-2003 files are OLE compound documents.
  'application/x-cfb': { extension: 'doc', type: 'application/msword' },
};

/** A resume checked by its content: PDF, DOCX or DOC, whatever its name claims. */
export async function checkResume(
  data: Buffer,
  message: string,
): Promise<{ extension: string; type: string }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  const accepted = detected && ACCEPTED[detected.mime];
  if (!accepted) throw new AppError(415, message);
  return accepted;
}
