import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../errors/error-body.js';
import { avatarKeyOfRendition } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import { isValidMediaKey, MEDIA_STORE, mediaUrlFor, type ByteRange, type MediaStore } from '@cannaverse/platform/media';

/**
 * Parses `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range; browsers' video players send these).
 * A header we do not serve (several ranges, another unit, garbage) is ignored, so the whole file
 * goes out with 200, as RFC 9110 §14.2 allows; only a well-formed range outside the file is a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    if (match[2] !== '' && Number(match[2]) < start) return null; // `bytes=5-2` is not a range at all
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `GET /media/{key}`: immutable objects (keys are never reused), streamed with Range support; a missing avatar rendition redirects to its avatar. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {}

  @Get('*')
  get(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.serve(request, reply);
  }

  /** Fastify answers HEAD from this GET handler and drops the body. */
  private async serve(request: FastifyRequest, reply: FastifyReply) {
    let key: string;
    try {
      key = decodeURIComponent(request.url.split('?')[0].slice('/media/'.length));
    } catch {
      throw RpcError.notFound('Media not found'); // not even a decodable path
    }
    // Staged uploads and members' data exports (issue 25: downloaded through a session-checked route only) are never served here.
    if (!isValidMediaKey(key) || key.startsWith('incoming/') || key.startsWith('exports/')) throw RpcError.notFound('Media not found');
    const info = await this.store.stat(key);
    if (!info) return this.avatarNotRenderedYet(key, reply);

    const etag = `"${key.split('/').pop()}-${info.size}"`;
    void reply
      .header('Content-Type', info.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') return reply.code(416).type('application/json').header('Content-Range', `bytes */${info.size}`).send(errorBody('Requested range not satisfiable', request.id));
    if (range) {
      void reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`).header('Content-Length', String(range.end - range.start + 1));
    } else {
      void reply.code(200).header('Content-Length', String(info.size));
    }
    return reply.send(await this.store.read(key, range ?? undefined));
  }

  /**
   * An avatar rendition's URL is derived from the avatar's (libs/contracts avatar-renditions.ts), so
   * it is asked for before social's media job made it: for a new avatar during the seconds its job
   * takes, for an older one until the backfill ran. Then the browser is sent to the original, and
   * the redirect is `no-store`: no browser or proxy keeps it in place of the rendition, which is
   * fetched (and cached as immutable) on the next look. The original keeps its own immutable URL.
   */
  private async avatarNotRenderedYet(key: string, reply: FastifyReply) {
    const avatarKey = avatarKeyOfRendition(key);
    if (!avatarKey || !(await this.store.stat(avatarKey))) throw RpcError.notFound('Media not found');
    return reply.code(307).header('Location', mediaUrlFor(avatarKey)).header('Cache-Control', 'no-store').send();
  }
}
