import { batchInputSchema, courseInputSchema, catalogueAdminRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { readImageForm } from '../../lib/multipart';
import { serveRoutes } from '../../lib/serve-route';
import { createCatalogueAdminService } from './admin-service';

/** Admin writes of spec 001 §7 (catalogue); every route requires the admin role. */
export async function catalogueAdminRoutes(app: FastifyInstance) {
  const service = createCatalogueAdminService({ db: app.db, media: app.media });
  // Card images are data URLs inside JSON: allow bodies up to ~8 MB for these two routes only.
  const bodyLimit = 8 * 1024 * 1024;
  // A deletion answers 204 with no body.
  const nothing = () => undefined;

  serveRoutes(app, 'catalogue admin', routes, {
    createCourse: async (request) => {
      const { input, image } = await readImageForm(request, courseInputSchema, 'course_image');
      return service.createCourse(input, image);
    },
    updateCourse: async (request) => {
      const { input, image } = await readImageForm(request, courseInputSchema, 'course_image');
      return service.updateCourse(request.params.id, input, image);
    },
    deleteCourse: (request) => service.deleteCourse(request.params.id).then(nothing),

    createSyllabus: (request) => service.createSyllabus(request.body),
    updateSyllabus: (request) => service.updateSyllabus(request.params.id, request.body),
    deleteSyllabus: (request) => service.deleteSyllabus(request.params.id).then(nothing),

    createInternship: { bodyLimit, handle: (request) => service.createInternship(request.body) },
    updateInternship: {
      bodyLimit,
      handle: (request) => service.updateInternship(request.params.id, request.body),
    },
    deleteInternship: (request) => service.deleteInternship(request.params.id).then(nothing),

    createBatch: async (request) => {
      const { input, image } = await readImageForm(request, batchInputSchema, 'image');
      return service.createBatch(input, image);
    },
    updateBatch: async (request) => {
      const { input, image } = await readImageForm(request, batchInputSchema, 'image');
      return service.updateBatch(request.params.id, input, image);
    },
    deleteBatch: (request) => service.deleteBatch(request.params.id).then(nothing),

    createProgram: (request) => service.createProgram(request.body),
    updateProgram: (request) => service.updateProgram(request.params.id, request.body),
    deleteProgram: (request) => service.deleteProgram(request.params.id).then(nothing),
  });
}
