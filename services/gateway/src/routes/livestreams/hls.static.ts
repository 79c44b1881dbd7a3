import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LivestreamMessages, StreamingPatterns, type PlaybackAccessDto } from '@cannaverse/contracts';
import { RpcError, type Logger, type ServiceClient } from '@cannaverse/platform';
import { errorBody } from '../../errors/error-body.js';
import { actorOf } from '../../session/actor.js';
import type { PlaybackSigner } from './playback-signature.js';

export interface LiveHlsOptions {
  /** Where the RTMP ingest writes HLS (LIVE_HLS_DIR). */
  hlsDir: string;
  streaming: ServiceClient;
  /** Checks signed playback links. */
  signer: PlaybackSigner;
  logger: Logger;
}

/** nginx-rtmp's names: `<playbackId>/index.m3u8` (hls_nested) and numbered `.ts` segments. */
const PLAYBACK_ID = /^[0-9a-f]{24}$/;
const FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts)$/;

/**
 * A member's yes for a stream's segments holds this long; playlists are always asked (a ban or a
 * stream made private stops the player at its next playlist fetch, every few seconds), segments
 * would otherwise cost one question each.
 */
const SEGMENT_ACCESS_MS = 10_000;
const SEGMENT_ACCESS_ENTRIES = 50_000;

type Refusal = { status: number; message: string };

/**
 * `/live/{playbackId}/index.m3u8` and its segments, from the directory the RTMP ingest writes HLS
 * into, for those allowed (issue 21): a session that may see the stream and is not banned from it
 * (the streaming service decides, as for the stream's JSON), or a signed, expiring link (`?exp=&sig=`;
 * the playlist then lists its segments with the same signature). Playlists change every segment
 * (never cached); a segment's name is never reused while its stream runs, so the member's own
 * browser may keep it briefly (private: a shared cache must not hand it to someone else).
 * Deployments that do not share that directory with the gateway route /live to the ingest's own
 * HTTP server instead (docs/deploy.md).
 */
export function serveLiveHls(fastify: FastifyInstance, options: LiveHlsOptions): void {
  const allowedSegments = new Map<string, number>();

  const sessionAccess = async (request: FastifyRequest, playbackId: string, playlist: boolean): Promise<Refusal | null> => {
    const actor = actorOf(request);
    if (!actor) return { status: 401, message: LivestreamMessages.playbackSignInRequired };
    const cacheKey = `${actor.id}:${playbackId}`;
    if (!playlist && (allowedSegments.get(cacheKey) ?? 0) > Date.now()) return null;
    try {
      await options.streaming.send<PlaybackAccessDto>(StreamingPatterns.playbackAccess, actor, { playbackId });
    } catch (error) {
      allowedSegments.delete(cacheKey);
      if (error instanceof RpcError && error.status < 500) return { status: error.status, message: error.message };
      throw error;
    }
    if (allowedSegments.size >= SEGMENT_ACCESS_ENTRIES) allowedSegments.clear();
    allowedSegments.set(cacheKey, Date.now() + SEGMENT_ACCESS_MS);
    return null;
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) =>
    reply.code(refusal.status).header('cache-control', 'no-store').send(errorBody(refusal.message, request.id));

  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/live/:playbackId/:file',
    handler: async (request, reply) => {
      const { playbackId, file } = request.params as { playbackId: string; file: string };
      const notFound = { status: 404, message: LivestreamMessages.notFound };
      if (!PLAYBACK_ID.test(playbackId) || !FILE.test(file)) return refuse(request, reply, notFound);
      const playlist = file.endsWith('.m3u8');
      const { exp, sig } = request.query as { exp?: unknown; sig?: unknown };
      const signed = exp !== undefined || sig !== undefined;
      if (signed) {
        if (typeof exp !== 'string' || typeof sig !== 'string' || !options.signer.verify(playbackId, exp, sig)) {
          return refuse(request, reply, { status: 403, message: LivestreamMessages.playbackLinkInvalid });
        }
      } else {
        const refusal = await sessionAccess(request, playbackId, playlist);
        if (refusal) return refuse(request, reply, refusal);
      }

      const filePath = path.join(options.hlsDir, playbackId, file);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile()) return refuse(request, reply, notFound);
      void reply.header('X-Content-Type-Options', 'nosniff');
      if (playlist) {
        let text = await readFile(filePath, 'utf8').catch(() => null);
        if (text === null) return refuse(request, reply, notFound);
        // A signed playlist's segments carry its signature: the player has nothing else to show.
        if (signed) text = text.replace(/^(?!#)(\S+)$/gm, `$1?exp=${String(exp)}&sig=${String(sig)}`);
        return reply.header('Cache-Control', 'no-cache, no-store').type('application/vnd.apple.mpegurl').send(request.method === 'HEAD' ? '' : text);
      }
      void reply.header('Cache-Control', 'private, max-age=60').type('video/mp2t').header('Content-Length', info.size);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(createReadStream(filePath));
    },
  });
  options.logger.debug({ hlsDir: options.hlsDir }, 'serving HLS under /live/');
}
