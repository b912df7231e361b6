import { LESSON_PLAYBACK, learningRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createLearningService } from './service';

export async function learningRoutes(app: FastifyInstance) {
  const service = createLearningService(app.db);
  serveRoutes(app, 'learning', routes, {
    courseLessons: (request) => service.courseLessons(request.user!, request.params.id),
    heartbeat: {
      config: {
        // Per learner, counted once the token is checked and before the body is.
        rateLimit: {
          max: LESSON_PLAYBACK.heartbeatsPerMinute,
          timeWindow: 60_000,
          hook: 'preValidation',
          keyGenerator: (request) => `lesson-heartbeat:${request.user!.id}`,
        },
      },
      handle: (request) => service.heartbeat(request.user!, request.params.id, request.body.position_seconds),
    },
    attendance: (request) =>
      service.setAttendance(request.params.id, request.body.sessions_held, request.body.sessions_attended),
  });
}
