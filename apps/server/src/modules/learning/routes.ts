import {
  attendanceInputSchema,
  courseLessonsSchema,
  heartbeatInputSchema,
  idParamSchema,
  LESSON_PLAYBACK,
  lessonPlaybackSchema,
  progressSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLearningService } from './service';

export async function learningRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(app.db);
  const tags = ['learning'];

  r.get(
    '/v1/api/courses/:id/lessons/',
    {
      config: { access: 'learner' },
      schema: { tags, params: idParamSchema, response: { 200: courseLessonsSchema } },
    },
    (request) => service.courseLessons(request.user!, request.params.id),
  );

  r.post(
    '/v1/api/lessons/:id/heartbeat/',
    {
      config: {
        access: 'learner',
        // Per learner, counted once the token is checked and before the body is.
        rateLimit: {
          max: LESSON_PLAYBACK.heartbeatsPerMinute,
          timeWindow: 60_000,
          hook: 'preValidation',
          keyGenerator: (request) => `lesson-heartbeat:${request.user!.id}`,
        },
      },
      schema: {
        tags,
        params: idParamSchema,
        body: heartbeatInputSchema,
        response: { 200: lessonPlaybackSchema },
      },
    },
    (request) => service.heartbeat(request.user!, request.params.id, request.body.position_seconds),
  );

  r.put(
    '/v1/api/enrollments/:id/attendance/',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParamSchema, body: attendanceInputSchema, response: { 200: progressSchema } },
    },
    (request) =>
      service.setAttendance(request.params.id, request.body.sessions_held, request.body.sessions_attended),
  );
}
