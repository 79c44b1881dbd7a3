import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HEALTH_PATTERNS, IdentityEvents } from '@cannaverse/contracts';
import type { CommonConfig } from '../config/config.js';
import { startServiceHarness, type ServiceHarness, type ServiceHarnessOptions } from './service-harness.js';
import { databaseRoleFacts } from './database-role.js';

/**
 * What every service built on the kit with user cards must do, as one jest suite its own test
 * file calls: it starts on a fresh database and runs its migrations (user_cards included),
 * answers the health request the gateway's /api/health sends, and keeps its user-card projection
 * current (a renamed member shows the new name). A separate entry point
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
  });
}
