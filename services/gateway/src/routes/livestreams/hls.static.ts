import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LivestreamMessages, StreamingPatterns, type PlaybackAccessDto } from '@cannaverse/contracts';
import { RpcError, type Logger, type ServiceClient } from '@cannaverse/platform';
import { HLS_CACHE_CONTROL, HLS_CONTENT_TYPE, hlsFileKind, isPlaybackId, type HlsFileKind, type LiveHlsStore } from '@cannaverse/platform/media';
import { errorBody } from '../../errors/error-body.js';
import { actorOf } from '../../session/actor.js';
import type { PlaybackSigner } from './playback-signature.js';

/** Where a stream's HLS files are read from: the ingest's folder, or the object store its pods publish to. */
export type LiveHlsSource = { hlsDir: string } | { store: LiveHlsStore };

export interface LiveHlsOptions {
  source: LiveHlsSource;
  streaming: ServiceClient;
  /** Checks signed playback links. */
  signer: PlaybackSigner;
  logger: Logger;
}

/**
 * A member's yes for a stream's segments holds this long; playlists are always asked (a ban or a
 * stream made private stops the player at its next playlist fetch, every few seconds), segments
 * would otherwise cost one question each.
 */
const SEGMENT_ACCESS_MS = 10_000;
const SEGMENT_ACCESS_ENTRIES = 50_000;

/**
 * Cache headers by how the file was opened. A signed link is the whole capability, in the URL, so a
 * CDN may keep its answer for everyone who has that URL (HLS_CACHE_CONTROL: the playlist a second,
 * segments immutable). A session's answer depends on the cookie: no shared cache may keep it, the
 * playlist is asked again every time (a ban stops playback at the next fetch) and the member's own
 * browser may keep a segment briefly.
 */
const SESSION_CACHE_CONTROL: Record<HlsFileKind, string> = {
  playlist: 'no-cache, no-store',
  segment: 'private, max-age=60',
};

type Refusal = { status: number; message: string };

class StoreUnavailable extends Error {}

/**
 * `/live/{playbackId}/index.m3u8` and its segments, for those allowed (issue 21): a session that
 * may see the stream and is not banned from it (the streaming service decides, as for the stream's
 * JSON), or a signed, expiring link (`?exp=&sig=`; the playlist then lists its segments with the same
 * signature). Read from the ingest's folder (`npm start`, compose: one ingest beside the gateway) or
 * from the object store (LIVE_HLS_BUCKET: Kubernetes, several ingest pods; any gateway replica serves
 * any stream). Names the ingest never writes are 404 before anyone is asked.
 */
export function serveLiveHls(fastify: FastifyInstance, options: LiveHlsOptions): void {
  const allowedSegments = new Map<string, number>();

  const sessionAccess = async (request: FastifyRequest, playbackId: string, playlist: boolean): Promise<Refusal | null> => {
    const actor = actorOf(request);
    if (!actor) return { status: 401, message: LivestreamMessages.playbackSignInRequired };
    const cacheKey = `${actor.id}:${playbackId}`;
    if (!playlist && (allowedSegments.get(cacheKey) ?? 0) > Date.now()) return null;
    try {
      await options.streaming.send<PlaybackAccessDto>(StreamingPatterns.playbackAccess, { actor, requestId: request.id }, { playbackId });
    } catch (error) {
      allowedSegments.delete(cacheKey);
      if (error instanceof RpcError && error.status < 500) return { status: error.status, message: error.message };
      throw error;
    }
    if (allowedSegments.size >= SEGMENT_ACCESS_ENTRIES) allowedSegments.clear();
    allowedSegments.set(cacheKey, Date.now() + SEGMENT_ACCESS_MS);
    return null;
  };

  /** The file's bytes, or null when there is none. Whole files: playlists are bytes, segments a second or two of video. */
  const read = async (playbackId: string, file: string, requestId: string): Promise<Buffer | null> => {
    if ('hlsDir' in options.source) return readFile(path.join(options.source.hlsDir, playbackId, file)).catch(() => null);
    try {
      return await options.source.store.get(playbackId, file);
    } catch (error) {
      // The store is down or slow: the player retries (and says so after a while); never a bare 500.
      options.logger.warn({ err: error, playbackId, file, requestId }, 'live HLS: the object store did not answer');
      throw new StoreUnavailable();
    }
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) =>
    reply.code(refusal.status).header('cache-control', 'no-store').send(errorBody(refusal.message, request.id));

  fastify.route({
    method: ['GET', 'HEAD'],
    url: '/live/:playbackId/:file',
    handler: async (request, reply) => {
      const { playbackId, file } = request.params as { playbackId: string; file: string };
      const notFound = { status: 404, message: LivestreamMessages.notFound };
      const kind = hlsFileKind(file);
      if (!isPlaybackId(playbackId) || !kind) return refuse(request, reply, notFound);
      const { exp, sig } = request.query as { exp?: unknown; sig?: unknown };
      const signed = exp !== undefined || sig !== undefined;
      if (signed) {
        if (typeof exp !== 'string' || typeof sig !== 'string' || !options.signer.verify(playbackId, exp, sig)) {
          return refuse(request, reply, { status: 403, message: LivestreamMessages.playbackLinkInvalid });
        }
      } else {
        const refusal = await sessionAccess(request, playbackId, kind === 'playlist');
        if (refusal) return refuse(request, reply, refusal);
      }

      let body: Buffer | null;
      try {
        body = await read(playbackId, file, request.id);
      } catch (error) {
        if (!(error instanceof StoreUnavailable)) throw error;
        return reply.code(503).header('Retry-After', '1').header('Cache-Control', 'no-store')
          .send({ statusCode: 503, error: 'Service Unavailable', message: LivestreamMessages.liveVideoUnavailable });
      }
      if (!body) return refuse(request, reply, notFound);
      void reply
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', signed ? HLS_CACHE_CONTROL[kind] : SESSION_CACHE_CONTROL[kind])
        .type(HLS_CONTENT_TYPE[kind]);
      // A signed playlist's segments carry its signature: the player has nothing else to show.
      if (kind === 'playlist' && signed) body = Buffer.from(body.toString('utf8').replace(/^(?!#)(\S+)$/gm, `$1?exp=${String(exp)}&sig=${String(sig)}`));
      void reply.header('Content-Length', body.length);
      return reply.send(request.method === 'HEAD' ? '' : body);
    },
  });
  options.logger.debug({ source: 'hlsDir' in options.source ? options.source.hlsDir : 'object store' }, 'serving HLS under /live/');
}
