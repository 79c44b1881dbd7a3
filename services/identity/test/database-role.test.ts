import { databaseRoleFacts } from '@cannaverse/platform/testing';
import { startIdentity, type IdentityHarness } from './identity-harness.js';

// Issue 20: identity logs in as its own role (the harness makes one per run, as the migrate step
// does), which is no superuser, owns the tables its migrations made, and is refused by another
// service's database. The other services check the same in their conformance suite.
describe('identity runs as its own PostgreSQL role', () => {
  let identity: IdentityHarness;
  beforeAll(async () => {
    identity = await startIdentity();
  }, 60_000);
  afterAll(async () => identity?.close());

  test('no superuser, owner of its tables, refused by another service\'s database', async () => {
    expect(await databaseRoleFacts(identity.dataSource(), identity.config)).toEqual({
      role: identity.config.PGUSER, superuser: false, createDatabase: false, createRole: false,
      tableOwners: [identity.config.PGUSER], otherDatabaseError: 'permission denied for database "<other>"',
    });
  });
});
