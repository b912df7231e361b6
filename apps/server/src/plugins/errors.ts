import { type ApiError, commonMessages, STATUS_ERROR_CODES } from '@skillpath/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/errors';
import { AppError } from '../errors';
import { rejectBadInput } from '../lib/validation';

const GENERIC_DETAIL: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Authentication credentials were not provided.',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  413: 'The request is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please try again later.',
  503: commonMessages.serviceUnavailable,
};

/** What a client is told to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function validationFields(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const pathParts = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const key = pathParts.length > 0 ? pathParts.map(String).join('.') : 'non_field_errors';
    fields[key] = [...(fields[key] ?? []), issue.message ?? 'Invalid value.'];
  }
  return fields;
}

/** The code of an error that names no cause of its own: its status's. */
export const statusCode = (status: number) =>
  STATUS_ERROR_CODES[status] ?? STATUS_ERROR_CODES[status < 500 ? 400 : 500]!;

/**
 * One error shape on the wire (DESIGN §4): {detail, code, fields?}, `code` a stable cause to branch on
 * (issue 19); 5xx details never leave the server.
 */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  // Bad input is refused here, before validation: PostgreSQL text cannot hold U+0000, and input
  // nested too deep would cost every recursive step after it (issue 20).
  app.addHook('preValidation', async (request) => rejectBadInput(request.body, request.query));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: Omit<ApiError, 'code'> & { code?: string };
    if (error instanceof AppError) {
      status = error.statusCode;
      // An upstream service failed (a 502 from a payment provider): the log keeps what it answered.
      if (status >= 500) request.log.warn({ err: error }, 'upstream service failed');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      body = {
        detail: error.detail,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields = validationFields(error);
      const first = Object.values(fields)[0]?.[0];
      body = { detail: first ?? GENERIC_DETAIL[400]!, fields };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { detail: GENERIC_DETAIL[status] ?? error.message };
      if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        body.detail = 'Malformed JSON body.';
    } else if (isDataException(error)) {
      // Validation should have refused the value; the log says which one slipped through.
      status = 400;
      request.log.warn({ err: error }, 'value refused by the database');
      body = { detail: 'A value in the request is out of range or cannot be stored.' };
    } else if (isDatabaseUnavailable(error)) {
      // A database outage is temporary: say so and when to retry, never a 500 (issue 9).
      status = 503;
      request.log.warn({ err: error }, 'database unavailable');
      body = { detail: GENERIC_DETAIL[503]! };
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else {
      status = error.statusCode === 503 ? 503 : 500;
      request.log.error({ err: error }, 'request failed');
      body = { detail: GENERIC_DETAIL[503]! };
      if (status === 500) body.detail = 'Something went wrong on our side. Please try again.';
    }
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.status(status).send({ ...body, code: body.code ?? statusCode(status) } satisfies ApiError);
  });
});
