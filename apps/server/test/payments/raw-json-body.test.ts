import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepRawJsonBody } from '../../src/lib/raw-json-body';
import { errorsPlugin } from '../../src/plugins/errors';

describe('keepRawJsonBody', () => {
  let app: FastifyInstance;
  const echo = (request: { body: unknown; rawBody?: Buffer }) => ({
    body: request.body,
    raw: request.rawBody?.toString('utf8') ?? null,
  });

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(async (scope) => {
      keepRawJsonBody(scope);
      scope.post('/signed', async (request) => echo(request));
    });
    app.post('/plain', async (request) => echo(request));
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps the bytes as sent beside the parsed body', async () => {
    const sent = '{ "event" :"payment.captured",\n  "amount": 118000, "name": "ठीक ₹" }';
    const response = await app.inject({
      method: 'POST',
      url: '/signed',
      payload: sent,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      body: { event: 'payment.captured', amount: 118000, name: 'ठीक ₹' },
      raw: sent,
    });
  });

  it('keeps no copy on routes outside its scope', async () => {
    const response = await app.inject({ method: 'POST', url: '/plain', payload: { a: 1 } });
    expect(response.json()).toEqual({ body: { a: 1 }, raw: null });
  });

  it('parses as Fastify does: malformed JSON and prototype poisoning are 400s', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/signed',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ detail: 'Malformed JSON body.', code: 'invalid_input' });
    const poisoned = await app.inject({
      method: 'POST',
      url: '/signed',
      payload: '{"__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
