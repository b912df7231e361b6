import { enrollmentRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createEnrollmentService } from './service';

export async function enrollmentRoutes(app: FastifyInstance) {
  const service = createEnrollmentService(app.db, app.config.publicUrl);

  serveRoutes(app, 'enrollment', routes, {
    enroll: {
      // The course's enrolled count is part of the cached catalogue.
      config: { changesCatalogue: true },
      handle: (request) => service.enroll(request.user!.id, request.body),
    },
    userCourses: (request) => service.coursesOf(request.params.id),
    list: (request) => service.list(request.query),
  });
}
