import { examRoutes as routes } from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import { serveRoutes } from '../../lib/serve-route';
import { createExamService } from './exam-service';

/** The exam itself (DESIGN §7); student ids in bodies are ignored, the token decides. */
export async function examRoutes(app: FastifyInstance) {
  const service = createExamService(app.db);
  serveRoutes(app, 'exam', routes, {
    start: (request) => service.start(request.user!, request.body),
    answer: {
      config: { tokenCheckedByQuery: true },
      handle: (request) => service.answer(request.user!, request.body, () => request.confirmUser()),
    },
    submit: (request) => service.submit(request.user!, request.body.test_session_id),
    combinedResults: (request) => service.results(request.params.id),
    review: (request) => service.review(request.user!, request.params.id),
    attempts: (request) => service.attempts(request.user!, request.params.id),
  });
}
