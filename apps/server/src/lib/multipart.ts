import type {} from '@fastify/multipart';
import { CATALOGUE_IMAGE_MAX_BYTES, catalogueAdminMessages } from '@skillpath/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, Invalid } from '../errors';
import { parseOrThrow, rejectBadInput } from './validation';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart body: text fields, and at most one file per allowed field, each buffered up to
 * `maxFileBytes` (a larger one is a 413 with `tooLargeMessage`). Non-multipart bodies are a 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { fileFields: string[]; maxFileBytes: number; tooLargeMessage: string },
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the form as multipart/form-data.');
  const body: MultipartBody = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxFileBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body.fields[part.fieldname] = part.value;
        continue;
      }
      if (!opts.fileFields.includes(part.fieldname) || body.files[part.fieldname]) {
        part.file.resume(); // drain what we do not keep
        throw Invalid(`Unexpected file field "${part.fieldname}".`);
      }
      const data = await part.toBuffer();
      if (data.length > 0)
        body.files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, opts.tooLargeMessage);
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_'))
      throw new AppError((error as { statusCode?: number }).statusCode ?? 400, 'The form could not be read.');
    throw Invalid('The form could not be read.');
  }
  rejectBadInput(body.fields);
  return body;
}

/**
 * Reads an admin form with a picture (catalogue items, test domains): its fields validated by
 * `schema`, and the optional image part `imageField`, at most CATALOGUE_IMAGE_MAX_BYTES.
 */
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  imageField: string,
): Promise<{ input: z.output<S>; image: UploadedFile | undefined }> {
  const body = await readMultipart(request, {
    fileFields: [imageField],
    maxFileBytes: CATALOGUE_IMAGE_MAX_BYTES,
    tooLargeMessage: catalogueAdminMessages.imageTooLarge,
  });
  return { input: parseOrThrow(schema, body.fields), image: body.files[imageField] };
}
