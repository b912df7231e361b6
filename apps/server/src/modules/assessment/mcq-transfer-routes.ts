import {
  MCQ_IMPORT_MAX_BYTES,
  mcqImportFieldsSchema,
  mcqTransferRoutes as routes,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { serveRoutes } from '../../lib/serve-route';
import { parseOrThrow } from '../../lib/validation';
import { createMcqTransferService } from './mcq-transfer-service';

/** Issue 16: bulk import (with a dry run for the preview) and export of the question bank. Admins only. */
export async function mcqTransferRoutes(app: FastifyInstance) {
  const service = createMcqTransferService({ db: app.db });
  serveRoutes(app, 'test bank', routes, {
    importMcqs: async (request) => {
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
    exportMcqs: async (request, reply) => {
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
  });
}
