import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie auth. Browsers send Origin and Sec-Fetch-Site on state-changing
 * requests; we refuse any that say another site sent them. Requests with neither header are
 * not from a browser page (curl, server-to-server) and cannot ride a victim's cookie, so they
 * pass; SameSite=Lax on the cookie is the second layer.
 */
export function createCsrfHook(publicOrigin: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return reply.code(403).send({ message: 'Cross-site request blocked' });
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const allowed = new Set<string>([`${request.protocol}://${request.host}`]);
      if (publicOrigin) allowed.add(new URL(publicOrigin).origin);
      if (!allowed.has(origin)) return reply.code(403).send({ message: 'Cross-site request blocked' });
    } else if (origin === 'null') {
      return reply.code(403).send({ message: 'Cross-site request blocked' });
    }
  };
}
