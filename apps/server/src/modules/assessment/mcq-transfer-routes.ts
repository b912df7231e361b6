import {
  MCQ_IMPORT_MAX_BYTES,
  mcqExportQuerySchema,
  mcqImportFieldsSchema,
  mcqImportResultSchema,
  mcqTransferPaths,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';
import { createMcqTransferService } from './mcq-transfer-service';

/** Issue 16: bulk import (with a dry run for the preview) and export of the question bank. Admins only. */
export async function mcqTransferRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMcqTransferService({ db: app.db });
  const admin = { access: 'admin' } as const;
  const tags = ['test bank'];

  r.post(
    mcqTransferPaths.importMcqs,
    {
      config: admin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: file, format (csv | gift | aiken), category_id, dry_run (true | false, default true). ' +
          'Answers 200 with what was (or, in a dry run, would be) imported; a file with any problem imports nothing and lists them by line.',
        response: { 200: mcqImportResultSchema },
      },
    },
    async (request) => {
      const body = await readMultipart(request, {
        fileFields: ['file'],
        maxFileBytes: MCQ_IMPORT_MAX_BYTES,
        tooLargeMessage: tm.fileTooLarge,
      });
      const fields = parseOrThrow(mcqImportFieldsSchema, body.fields);
      return service.importFile({
        format: fields.format,
        categoryId: fields.category_id,
        dryRun: fields.dry_run,
        file: body.files.file,
      });
    },
  );

  r.get(
    mcqTransferPaths.exportMcqs,
    { config: admin, schema: { tags, querystring: mcqExportQuerySchema } },
    async (request, reply) => {
      const { category_id: categoryId, domain_id: domainId, format } = request.query;
      const file = await service.exportFile(categoryId !== undefined ? { categoryId } : { domainId }, format);
      return reply
        .headers({
          'content-type': file.contentType,
          'content-disposition': `attachment; filename="${file.filename}"`,
          'cache-control': 'no-store',
        })
        .send(file.body);
    },
  );
}
