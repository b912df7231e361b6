import { catalogueRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createCatalogueService } from './service';

export async function catalogueRoutes(app: FastifyInstance) {
  const service = createCatalogueService(app.db);
  serveRoutes(app, 'catalogue', routes, {
    courses: () => service.listCourses(),
    course: (request) => service.getCourse(request.params.id),
    courseByTitle: (request) => service.getCourseByTitle(request.query.title),
    batches: () => service.listBatches(),
    internships: () => service.listInternships(),
    internship: (request) => service.getInternship(request.params.id),
    programs: () => service.listPrograms(),
    program: (request) => service.getProgram(request.params.id),
  });
}
