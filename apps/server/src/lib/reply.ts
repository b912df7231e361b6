import type { FastifyReply, FastifyRequest } from 'fastify';

/** A DELETE handler for `/…/:id/`: runs the deletion, answers 204 with no body. */
export function deleteById(run: (id: number) => Promise<unknown>) {
  return async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    await run(request.params.id);
    return reply.code(204).send(null);
  };
}
