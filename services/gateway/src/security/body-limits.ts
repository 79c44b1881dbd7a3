import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The parser's hard cap. A profile save may carry a downscaled avatar data URL; beyond 1 MB a
 * request could not travel over NATS (its default message cap) anyway.
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Every other JSON body is small text. */
export const JSON_BODY_BYTES = 256 * 1024;

const LARGE_JSON_ROUTES = /^\/api\/users\/[^/]+\/?$/;

export function createJsonSizeHook() {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const type = request.headers['content-type'] ?? '';
    if (!type.includes('json')) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > JSON_BODY_BYTES && !LARGE_JSON_ROUTES.test(request.url.split('?')[0])) {
      return reply.code(413).send({ message: 'Request body is too large' });
    }
  };
}
