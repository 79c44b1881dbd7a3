import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { IdentityEvents, IdentityPatterns, type Actor } from '@cannaverse/contracts';
import { connectNats, eventSubject, NatsLink, ServiceClient } from '@cannaverse/platform';
import { natsAuthOn, rpcFailure } from '@cannaverse/platform/testing';
import { startIdentity, type IdentityHarness } from './identity-harness.js';

/**
 * Issue 16, blocker 5: any pod that could reach NATS could act as any member, admin included,
 * because services trust the actor in the payload. Now each process has its own NATS user and
 * only the gateway may send requests; these run against the harness's nats-server, which has
 * authentication and the product's permissions on (libs/platform/src/nats/nats-permissions.ts).
 */
describe('NATS permissions', () => {
  let identity: IdentityHarness;
  const admin: Actor = { id: randomUUID(), isAdmin: true, tier: 'free' };
  const opened: NatsConnection[] = [];

  beforeAll(async () => {
    identity = await startIdentity();
  });

  afterAll(async () => {
    for (const nc of opened) await nc.close().catch(() => undefined);
    await identity.close();
  });

  /** A connection as `user`, with the server's error reports (permission violations) collected. */
  const connectAs = async (user: string) => {
    const nc = await connectNats(identity.nats.url, `${user}-intruder`, natsAuthOn(identity.nats, user));
    opened.push(nc);
    const errors: string[] = [];
    void (async () => {
      for await (const status of nc.status()) if (status.type === 'error') errors.push(String(status.error?.message ?? status.error));
    })();
    return { nc, errors };
  };

  const waitForError = async (errors: string[], pattern: RegExp) => {
    for (let i = 0; i < 100 && !errors.some((line) => pattern.test(line)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return errors.find((line) => pattern.test(line));
  };

  it('the gateway\'s credentials send an admin request and get the answer', async () => {
    const stats = await identity.call<{ members: number }>(IdentityPatterns.stats, {}, admin);
    expect(typeof stats.members).toBe('number');
  });

  it.each(['social', 'content', 'streaming', 'moderation', 'notifications', 'ops', 'ops_renditions', 'ops_events'])('%s\'s credentials cannot send an admin request (the server refuses the publish)', async (user) => {
    const link = new NatsLink(identity.nats.url, `${user}-as-admin`, natsAuthOn(identity.nats, user));
    const client = new ServiceClient('identity', link, 1500);
    const nc = await link.connection;
    const errors: string[] = [];
    void (async () => {
      for await (const status of nc.status()) if (status.type === 'error') errors.push(String(status.error?.message ?? status.error));
    })();
    try {
      // Never delivered to identity: no answer, so the caller sees the service as unreachable.
      expect(await rpcFailure(client.send(IdentityPatterns.stats, { actor: admin }, {}))).toEqual({ status: 503, message: 'The identity service is not available right now' });
      expect(await waitForError(errors, /permissions violation for publish to "identity\.stats\.get"/i)).toBeDefined();
    } finally {
      await link.close();
    }
  });

  it('another service cannot answer identity\'s requests (no subscription to its subjects)', async () => {
    const { nc, errors } = await connectAs('social');
    nc.subscribe(`${IdentityPatterns.getUser}`);
    expect(await waitForError(errors, /permissions violation for subscription to "identity\.user\.get"/i)).toBeDefined();
  });

  it('another service cannot publish identity\'s events, nor read another user\'s replies', async () => {
    const { nc, errors } = await connectAs('moderation');
    nc.publish(eventSubject(IdentityEvents.userUpdated), '{}');
    expect(await waitForError(errors, /permissions violation for publish to "events\.identity\.user\.updated"/i)).toBeDefined();
    nc.subscribe('_INBOX_gateway.>');
    expect(await waitForError(errors, /permissions violation for subscription to "_INBOX_gateway\.>"/i)).toBeDefined();
  });

  it('a client without credentials is refused', async () => {
    await expect(connect({ servers: [identity.nats.url], reconnect: false })).rejects.toThrow(/authorization violation/i);
  });
});
