import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { HEALTH_PATTERNS, IdentityEvents } from '@cannaverse/contracts';
import { connectNats, DEAD_LETTER_STREAM } from '../events/jetstream.js';
import { testNatsAuth } from './test-infra.js';
import type { CommonConfig } from '../config/config.js';
import { startServiceHarness, type ServiceHarness, type ServiceHarnessOptions } from './service-harness.js';
import { databaseRoleFacts } from './database-role.js';

/**
 * What every service built on the kit with user cards must do, as one jest suite its own test
 * file calls: it starts on a fresh database and runs its migrations (user_cards included),
 * answers the health request the gateway's /api/health sends, and keeps its user-card projection
 * current (a renamed member shows the new name), and applies an event only when it came from its
 * own service (an envelope named `identity.user.updated` that another service published on its own
 * subject changes nothing and is dead-lettered). A separate entry point
 * (`@cannaverse/platform/testing/conformance`) because it needs jest's globals.
 */
export function describeServiceConformance<TConfig extends CommonConfig>(options: ServiceHarnessOptions<TConfig>): void {
  describe(`${options.service} service on the kit`, () => {
    let service: ServiceHarness<TConfig>;
    beforeAll(async () => {
      service = await startServiceHarness(options);
    }, 60_000);
    afterAll(async () => service?.close());

    it('has migrated its database, user_cards and the event tables included', async () => {
      const { rows } = await service.db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1) ORDER BY 1`,
        [['inbox', 'outbox', 'user_cards']],
      );
      expect(rows.map((row) => row.name)).toEqual(['inbox', 'outbox', 'user_cards']);
    });

    it('runs as its own PostgreSQL role: no superuser, owner of its tables, refused by another service\'s database', async () => {
      expect(await databaseRoleFacts(service.dataSource(), service.config)).toEqual({
        role: service.config.PGUSER, superuser: false, createDatabase: false, createRole: false,
        tableOwners: [service.config.PGUSER], otherDatabaseError: 'permission denied for database "<other>"',
      });
    });

    it('answers the health request of the gateway', async () => {
      expect(await service.call(HEALTH_PATTERNS[options.service], {})).toEqual({ service: options.service, status: 'up', database: 'up' });
    });

    it('keeps its user cards current: a member renamed in identity shows the new name', async () => {
      const member = await service.member({ username: `before_${randomUUID().slice(0, 8)}`, displayName: 'Before' });
      await service.publish(IdentityEvents.userUpdated, {
        id: member.id, username: 'after_the_rename', displayName: 'After', avatar: '/media/avatars/2026/01/new.jpg', isAdmin: false,
      });
      await service.waitForConsumerIdle();
      const { rows } = await service.db.query('SELECT username, display_name, avatar FROM user_cards WHERE id = $1', [member.id]);
      expect(rows).toEqual([{ username: 'after_the_rename', display_name: 'After', avatar: '/media/avatars/2026/01/new.jpg' }]);
    });

    it("refuses another service's forged event: nothing changes and it is dead-lettered with the reason", async () => {
      const member = await service.member({ username: `honest_${randomUUID().slice(0, 8)}`, displayName: 'Honest' });
      // Any service but identity may try; its NATS user may publish only under events.<itself>.>.
      const forger = options.service === 'content' ? 'social' : 'content';
      const forgedSubject = `events.${forger}.forged`;
      const forged = await service.publishAs(forger, forgedSubject, IdentityEvents.userUpdated, {
        id: member.id, username: 'made_admin', displayName: 'Forged', avatar: null, isAdmin: true,
      });
      await service.waitForConsumerIdle();
      const { rows } = await service.db.query('SELECT username, display_name FROM user_cards WHERE id = $1', [member.id]);
      expect(rows).toEqual([{ username: member.username, display_name: 'Honest' }]);
      const { rows: inbox } = await service.db.query('SELECT 1 FROM inbox WHERE event_id = $1', [forged.id]);
      expect(inbox).toEqual([]);

      const nc = await connectNats(service.nats.url, 'conformance-dead-letters', testNatsAuth(service.nats));
      try {
        const jsm = await jetstreamManager(nc);
        const kept = await jsm.streams.getMessage(DEAD_LETTER_STREAM, { last_by_subj: `deadletter.${options.service}.${IdentityEvents.userUpdated}` });
        expect(kept?.json<{ id: string }>().id).toBe(forged.id);
        expect(kept?.header.get('Cv-Subject')).toBe(forgedSubject);
        expect(kept?.header.get('Cv-Error')).toContain('only its own service may publish it');
      } finally {
        await nc.close();
      }
    });
  });
}
