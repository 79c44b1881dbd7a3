import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@cannaverse/contracts';
import { errorBody } from '../../errors/error-body.js';
import { CurrentActor } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { LiveUpdatesHub, MAX_CHANNELS_PER_MEMBER, type LiveUpdate } from './live-updates.hub.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it reconnects on its own (EventSource). */
const RETRY_MS = 3_000;

/**
 * `GET /api/live-updates`: the one real-time channel of a signed-in member (Server-Sent Events).
 * `event: notification` means "your notifications changed" and `event: message` "a direct message
 * arrived"; the app refetches the bell or the messages badge. No content goes over it, so it
 * cannot leak what the member's normal calls would not show.
 */
@ApiTags('live-updates')
@Controller('api')
export class LiveUpdatesController {
  constructor(private readonly hub: LiveUpdatesHub) {}

  @Route({
    summary: 'The caller\'s real-time channel (Server-Sent Events: `notification`, `message`)', audience: 'member',
    description: `A \`text/event-stream\` that stays open. Events carry no content: \`event: notification\` (refetch \`/api/notifications/unread/count\`) and \`event: message\` (refetch \`/api/messages/unread/count\`). At most ${MAX_CHANNELS_PER_MEMBER} open per member (429 beyond).`,
    errors: { 429: ['Too many open live channels'] },
  })
  @ApiOkResponse({
    description: 'Server-Sent Events, open until the client leaves.',
    content: { 'text/event-stream': { schema: { type: 'string', example: 'event: notification\ndata: {}\n\n' } } },
  })
  @Get('live-updates')
  stream(@CurrentActor() actor: Actor | null, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!actor) {
      void reply.code(401).type('application/json; charset=utf-8').send(errorBody('Not authenticated', request.id));
      return;
    }
    const raw = reply.raw;
    const unsubscribe = this.hub.listen(actor.id, (update: LiveUpdate) => raw.write(`event: ${update}\ndata: {}\n\n`));
    if (!unsubscribe) {
      void reply.code(429).type('application/json; charset=utf-8').send(errorBody('Too many open live channels', request.id));
      return;
    }
    reply.hijack();
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
    raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.once('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }
}
