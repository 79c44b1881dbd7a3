// How every operator command reaches the running product: one NATS connection as the command's
// own NATS user, whose permissions allow exactly its job (libs/platform/src/nats/nats-permissions.ts):
// `ops` the strain import, `ops_renditions` the renditions backfill, `ops_events` the dead letters.
//   - against `npm start`'s nats-server: nothing to set (NATS_PORT, default 4223; the user's
//     password is read from .data/nats/passwords.json, which npm start wrote);
//   - against a deployment: NATS_URL, and NATS_USER / NATS_PASSWORD of that operator user.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NatsLink, natsInboxPrefix } from '@cannaverse/platform';
import { localNatsPasswords } from './nats-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @param {string} user the command's NATS user (`ops`, `ops_renditions`, `ops_events`)
 * @param {string} clientName how the connection appears in NATS's monitoring
 * @returns {{ natsUrl: string, user: string, link: NatsLink }}
 */
export function operatorLink(user, clientName) {
  const natsUrl = process.env.NATS_URL ?? `nats://127.0.0.1:${process.env.NATS_PORT ?? 4223}`;
  const natsUser = process.env.NATS_USER ?? user;
  const password = process.env.NATS_PASSWORD ?? (process.env.NATS_URL ? undefined : localNatsPasswords(path.join(ROOT, '.data/nats'))?.[natsUser]);
  const auth = password ? { user: natsUser, pass: password, inboxPrefix: natsInboxPrefix(natsUser) } : undefined;
  return { natsUrl, user: natsUser, link: new NatsLink(natsUrl, clientName, auth) };
}

/** One line that says what failed and, when nothing answered, where the command looked. */
export function operatorFailure(what, error, natsUrl, service) {
  const hint = error?.status === 503 ? ` (is the ${service} service running on ${natsUrl}?)` : '';
  return `${what} failed: ${error?.message ?? error}${hint}`;
}
