// `npm run media:backfill-renditions`: the one-off job that gives photo posts made before issue 14
// their WebP/AVIF renditions, and avatars their small WebP ones. It asks the running social service
// over NATS (a subject the gateway never routes) to queue every photo post still without renditions
// and every avatar for the media worker, and prints how many it queued; the worker then makes them
// as it does for a new post or avatar. Running it again queues only the posts still missing them
// (avatars are queued again, and their jobs stop at once where the renditions exist).
//
//   npm run media:backfill-renditions          (NATS_URL, default nats://127.0.0.1:4222)
import { Logger } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { SocialPatterns } from '@cannaverse/contracts';
import { natsClientOptions, ServiceClient } from '@cannaverse/platform';

Logger.overrideLogger(false);
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const client = new ServiceClient('social', ClientProxyFactory.create({ transport: Transport.NATS, options: natsClientOptions('backfill-renditions', natsUrl) }), 120_000);
try {
  const { enqueued, avatarsEnqueued } = await client.send(SocialPatterns.backfillRenditions, null, {});
  console.log(`queued ${enqueued} photo post${enqueued === 1 ? '' : 's'} and ${avatarsEnqueued} avatar${avatarsEnqueued === 1 ? '' : 's'} for renditions; the social service's media worker makes them in the background`);
} catch (error) {
  console.error(`backfill failed: ${error.message}${error.status === 503 ? ` (is the social service running on ${natsUrl}?)` : ''}`);
  process.exitCode = 1;
} finally {
  await client.close();
}
