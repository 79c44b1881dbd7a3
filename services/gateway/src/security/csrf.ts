import type { FastifyReply, FastifyRequest } from 'fastify';
import { RpcError } from '@cannaverse/platform';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const blocked = () => RpcError.forbidden('Cross-site request blocked');

/**
 * CSRF defence for cookie auth. Browsers send Origin and Sec-Fetch-Site on state-changing
 * requests; we refuse any that say another site sent them. Requests with neither header are
 * not from a browser page (curl, server-to-server) and cannot ride a victim's cookie, so they
 * pass; SameSite=Lax on the cookie is the second layer.
 *
 * Our origin is PUBLIC_ORIGIN when it is set (production): the Host header is the client's to
 * choose, so an allow-list built from it would allow whatever the request claims. Without
 * PUBLIC_ORIGIN (a developer's machine, tests on a random port) the request's own host is ours.
 */
export function createCsrfHook(publicOrigin: string | undefined) {
  const configured = publicOrigin ? new URL(publicOrigin).origin : null;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') throw blocked();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ours = configured ?? `${request.protocol}://${request.host}`;
    if (origin !== ours) throw blocked();
  };
}
