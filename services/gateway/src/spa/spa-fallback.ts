import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../session/session.constants.js';

/**
 * Client-side routes (/profile/…, /strains, …) all answer the web app's shell page. The build makes
 * three (frontend/vite.config.ts): index.html paints the landing hero before any JavaScript, for a
 * visitor on '/'; app.html is the page without it (and preloading the app's start), for every other
 * path; home.html also preloads the home feed, for '/' with a session cookie. So a member never sees
 * the landing hero flash before the feed. A build without them falls back to index.html.
 */
export class SpaFallback {
  private readonly indexFile: string;
  private readonly appShellFile: string;
  private readonly memberHomeFile: string;

  constructor(private readonly distDir: string) {
    this.indexFile = path.join(distDir, 'index.html');
    this.appShellFile = path.join(distDir, 'app.html');
    this.memberHomeFile = path.join(distDir, 'home.html');
  }

  get available(): boolean {
    return existsSync(this.indexFile);
  }

  shouldServe(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/ws')) return false;
    if (path.extname(url.split('?')[0]) !== '') return false; // a missing asset stays a 404
    return this.available;
  }

  /** '/' for a browser that carries a session cookie: most likely a member, whose '/' is the feed. */
  isMemberRoot(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    return request.url.split('?')[0] === '/' && Boolean(request.cookies?.[SESSION_COOKIE]) && this.available;
  }

  /** The shell page for a client route; `memberHome` for a member's '/' (isMemberRoot). */
  serve(reply: FastifyReply, { memberHome = false } = {}) {
    const file = [memberHome ? this.memberHomeFile : null, this.appShellFile].find((candidate) => candidate && existsSync(candidate)) ?? this.indexFile;
    // Read per request: a rebuilt front end is picked up without restarting the gateway.
    // The answer for '/' depends on the session cookie: caches must keep the two apart.
    return reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(readFileSync(file));
  }
}
