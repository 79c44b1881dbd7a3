import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Client-side routes (/profile/…, /strains, …) all answer the web app's index.html. */
export class SpaFallback {
  private readonly indexFile: string;

  constructor(private readonly distDir: string) {
    this.indexFile = path.join(distDir, 'index.html');
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

  serve(reply: FastifyReply) {
    // Read per request: a rebuilt front end is picked up without restarting the gateway.
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(this.indexFile));
  }
}
