// `npm run media:backfill-renditions`: the one-off job that gives photo posts made before issue 14
// their WebP/AVIF renditions, and avatars their small WebP ones. It asks the running social service
// over NATS (a subject the gateway never routes) to queue every photo post still without renditions
// and every avatar for the media worker, and prints how many it queued; the worker then makes them
// as it does for a new post or avatar. Running it again queues only the posts still missing them
// (avatars are queued again, and their jobs stop at once where the renditions exist).
//
//   npm run media:backfill-renditions
// It connects as the NATS user `ops_renditions`, which may send only this request
// (scripts/lib/operator-nats.mjs: npm start's nats-server, or NATS_URL with NATS_USER / NATS_PASSWORD).
import { SocialPatterns } from '@cannaverse/contracts';
import { ServiceClient } from '@cannaverse/platform';
import { operatorFailure, operatorLink } from './lib/operator-nats.mjs';

const { natsUrl, link } = operatorLink('ops_renditions', 'backfill-renditions');
const client = new ServiceClient('social', link, 120_000);
try {
  const { enqueued, avatarsEnqueued } = await client.send(SocialPatterns.backfillRenditions, { actor: null }, {});
  console.log(`queued ${enqueued} photo post${enqueued === 1 ? '' : 's'} and ${avatarsEnqueued} avatar${avatarsEnqueued === 1 ? '' : 's'} for renditions; the social service's media worker makes them in the background`);
} catch (error) {
  console.error(operatorFailure('backfill', error, natsUrl, 'social'));
  process.exitCode = 1;
} finally {
  await link.close();
}
