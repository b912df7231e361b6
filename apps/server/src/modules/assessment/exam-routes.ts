import {
  assessmentPaths,
  attemptsSchema,
  combinedResultSchema,
  idParamSchema,
  OPTION_KEYS,
  reviewSchema,
  startTestSchema,
  submitAnswerSchema,
  submitTestSchema,
  testSessionSchema,
} from '@skillpath/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createExamService } from './exam-service';

const answerSchema = z.object({
  test_question_id: z.number().int(),
  selected_option: z.enum(OPTION_KEYS).nullable(),
  status: z.string(),
});

/** The exam itself (DESIGN §7); student ids in bodies are ignored, the token decides. */
export async function examRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createExamService(app.db);
  const learner = { access: 'learner' } as const;
  const tags = ['exam'];

  r.post(
    assessmentPaths.startTest,
    { config: learner, schema: { tags, body: startTestSchema, response: { 200: testSessionSchema } } },
    (request) => service.start(request.user!, request.body),
  );
  r.post(
    assessmentPaths.submitAnswer,
    {
      config: { ...learner, tokenCheckedByQuery: true },
      schema: { tags, body: submitAnswerSchema, response: { 200: answerSchema } },
    },
    (request) => service.answer(request.user!, request.body, () => request.confirmUser()),
  );
  r.post(
    assessmentPaths.submitTest,
    { config: learner, schema: { tags, body: submitTestSchema, response: { 200: combinedResultSchema } } },
    (request) => service.submit(request.user!, request.body.test_session_id),
  );
  r.get(
    '/v1/api/get-combined-results/:id/',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamSchema, response: { 200: z.array(combinedResultSchema) } },
    },
    (request) => service.results(request.params.id),
  );
  r.get(
    '/v1/api/test-review/:id/',
    { config: learner, schema: { tags, params: idParamSchema, response: { 200: reviewSchema } } },
    (request) => service.review(request.user!, request.params.id),
  );
  // The caller's own attempts at a domain (id = domain id), to show before a section is started.
  r.get(
    '/v1/api/attempts/:id/',
    { config: learner, schema: { tags, params: idParamSchema, response: { 200: attemptsSchema } } },
    (request) => service.attempts(request.user!, request.params.id),
  );
}
