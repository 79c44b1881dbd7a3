import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Our Content-Security-Policy and the rest of helmet's defaults. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"], // styled-components injects <style> tags
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The security headers helmet would set, computed once: they depend on configuration only.
 * (@fastify/helmet rebuilds helmet's middleware, CSP included, on every request.) Sending the same
 * list from one place also lets answers made outside the normal route pipeline (a URL the router
 * cannot even decode) carry them.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => undefined);
  return [...headers.entries()];
}

/** Sent only over https (see applySecurityHeaders). */
export const HSTS = 'strict-transport-security';

/**
 * Sets the headers on an answer. Strict-Transport-Security only when the request came over https
 * (directly, or per a trusted proxy's X-Forwarded-Proto: Fastify's `request.protocol`): browsers
 * ignore it over http (RFC 6797 §8.1), and a gateway reached over plain http (`npm start`, a
 * misrouted ingress) must not claim that the host speaks https.
 */
export function applySecurityHeaders(response: ServerResponse, headers: ReadonlyArray<readonly [string, string]>, https: boolean): void {
  for (const [name, value] of headers) {
    if (name !== HSTS || https) response.setHeader(name, value);
  }
}
