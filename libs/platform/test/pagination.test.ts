import pg from 'pg';
import { PageMessages } from '@cannaverse/contracts';
import {
  decodeKeysetCursor, decodeRankedCursor, encodeCursor, encodeKeysetCursor, encodeRankedCursor, isPgTimestamp, keysetSql,
  parseLimit, requireId, requireIntId, RpcError, toKeysetPage, toRankedPage,
} from '../src/index.js';
import { getTestServers } from '../src/testing/index.js';

const UUID = '7d5e1f0c-8b1a-4d53-9d1e-2f0c4a9b1c11';
const AT = '2026-01-05 10:11:12.123456+00';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The RpcError a call threw, as the gateway would see it. */
const failure = (call: () => unknown) => {
  try {
    call();
  } catch (error) {
    if (error instanceof RpcError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
};
const badRequest = (message: string) => ({ status: 400, message });
const invalidCursor = badRequest(PageMessages.invalidCursor);

describe('parseLimit', () => {
  it.each([[undefined, 20], [null, 20], ['', 20], [1, 1], [100, 100], ['5', 5], ['0100', 100]])('reads %p as %p', (value, limit) => {
    expect(parseLimit(value)).toBe(limit);
  });

  it.each([0, 101, -1, 2.5, 'ten', '1e2', '5 ', '99999', true, [], {}, Number.NaN])('refuses %p with 400', (value) => {
    expect(failure(() => parseLimit(value))).toEqual(badRequest(PageMessages.invalidLimit));
  });
});

describe('ids', () => {
  it('answers a UUID in lower case and refuses anything else with a 404', () => {
    expect(requireId(UUID.toUpperCase(), 'Post not found')).toBe(UUID);
    for (const value of ['bob', `${UUID}x`, 42, null, undefined, UUID.replace(/-/g, '')]) {
      expect(failure(() => requireId(value, 'Post not found'))).toEqual({ status: 404, message: 'Post not found' });
    }
  });

  it.each([[1, 1], ['1', 1], ['2147483647', 2147483647], [2147483647, 2147483647]])('accepts the integer id %p', (value, id) => {
    expect(requireIntId(value, 'Story not found')).toBe(id);
  });

  it.each([0, -1, 1.5, '01', '2147483648', 2147483648, '1e3', ' 1', 'one', null, undefined, Number.MAX_SAFE_INTEGER + 2])(
    'refuses the integer id %p with a 404', (value) => {
      expect(failure(() => requireIntId(value, 'Story not found'))).toEqual({ status: 404, message: 'Story not found' });
    },
  );
});

/** Every timestamp text the check accepts must also be accepted by PostgreSQL (asserted below). */
const ACCEPTED_TIMESTAMPS = [
  AT, '2026-01-05 10:11:12+00', '2024-02-29 23:59:59.999999+00', '2000-02-29 00:00:00+00', '0001-01-01 00:00:00+00',
  '9999-12-31 23:59:59-15:59:59', '2026-06-30 12:00:00+05:30', '2026-04-30 00:00:00-03', '2026-12-31 00:00:00+15:59',
];
/** Impossible instants: PostgreSQL answers these with an error, so they must never reach it. */
const IMPOSSIBLE_TIMESTAMPS = [
  '2026-02-30 10:00:00+00', '2026-02-29 10:00:00+00', '1900-02-29 10:00:00+00', '2026-04-31 10:00:00+00', '2026-13-01 10:00:00+00',
  '2026-00-10 10:00:00+00', '2026-01-00 10:00:00+00', '0000-01-01 00:00:00+00', '2026-01-01 25:00:00+00', '2026-01-01 10:60:00+00',
  '2026-01-01 10:00:00+99', '2026-01-01 10:00:00+16', '2026-01-01 10:00:00+05:60',
];
/** Texts PostgreSQL would read but never prints for a timestamptz: refused too, a cursor never holds them. */
const NOT_AS_POSTGRESQL_PRINTS = [
  '2026-01-01 24:00:00+00', '2026-01-01 10:00:60+00', '2026-01-01 10:00:00.1234567+00', '2026-01-01T10:00:00Z', '2026-01-01 10:00:00',
  'yesterday', '', 20260101, null,
];

describe('PostgreSQL timestamp text', () => {
  it.each(ACCEPTED_TIMESTAMPS)('accepts %s', (value) => expect(isPgTimestamp(value)).toBe(true));
  it.each([...IMPOSSIBLE_TIMESTAMPS, ...NOT_AS_POSTGRESQL_PRINTS])('refuses %p', (value) => expect(isPgTimestamp(value)).toBe(false));

  it('agrees with PostgreSQL: it casts every accepted text and refuses every impossible one', async () => {
    const servers = await getTestServers();
    const client = new pg.Client({ ...servers.pg, password: servers.pg.password || undefined, database: 'postgres' });
    await client.connect();
    const castable = async (value: unknown) => client.query('SELECT $1::timestamptz', [value]).then(() => true, () => false);
    try {
      for (const value of ACCEPTED_TIMESTAMPS) expect([value, await castable(value)]).toEqual([value, true]);
      for (const value of IMPOSSIBLE_TIMESTAMPS) expect([value, await castable(value)]).toEqual([value, false]);
    } finally {
      await client.end();
    }
  });
});

describe('keyset cursors', () => {
  it('round-trips a position with a UUID id and one with an integer id', () => {
    expect(decodeKeysetCursor(encodeKeysetCursor({ at: AT, id: UUID }))).toEqual({ at: AT, id: UUID });
    expect(decodeKeysetCursor(encodeKeysetCursor({ at: AT, id: 42 }), 'int')).toEqual({ at: AT, id: 42 });
  });

  it.each([undefined, null, ''])('reads %p as the first page', (cursor) => {
    expect(decodeKeysetCursor(cursor)).toBeNull();
  });

  it.each([
    ['not base64', 'not-base64!'],
    ['too long', 'A'.repeat(201)],
    ['not JSON', Buffer.from('not json').toString('base64url')],
    ['JSON but not an object', cursorOf([AT, UUID])],
    ['JSON null', cursorOf(null)],
    ['garbage fields', cursorOf({ t: 'x', i: 'y' })],
    ['no id', cursorOf({ t: AT })],
    ['an impossible date', cursorOf({ t: '2026-02-30 10:11:12+00', i: UUID })],
    ['hour 25', cursorOf({ t: '2026-01-05 25:11:12+00', i: UUID })],
    ['a +99 zone', cursorOf({ t: '2026-01-05 10:11:12+99', i: UUID })],
    ['a number for the date', cursorOf({ t: 1767607872000, i: UUID })],
    ['an integer id where UUIDs are expected', cursorOf({ t: AT, i: 42 })],
    ['an id with SQL in it', cursorOf({ t: AT, i: `${UUID}'; DROP TABLE posts; --` })],
  ])('refuses %s with 400', (_case, cursor) => {
    expect(failure(() => decodeKeysetCursor(cursor))).toEqual(invalidCursor);
  });

  it.each([
    ['a UUID where integers are expected', { t: AT, i: UUID }],
    ['integer ids as text', { t: AT, i: '42' }],
    ['zero', { t: AT, i: 0 }],
    ['a fraction', { t: AT, i: 1.5 }],
    ['beyond PostgreSQL integer', { t: AT, i: 2147483648 }],
  ])('refuses an integer-id cursor with %s', (_case, value) => {
    expect(failure(() => decodeKeysetCursor(cursorOf(value), 'int'))).toEqual(invalidCursor);
  });

  it('makes a page of limit + 1 rows whose cursor points after the last item shown', () => {
    const rows = [1, 2, 3].map((n) => ({ id: n, cursor_at: `2026-01-0${n} 00:00:00+00` }));
    const page = toKeysetPage(rows, 2, (row) => row.id);
    expect(page.items).toEqual([1, 2]);
    expect(decodeKeysetCursor(page.nextCursor, 'int')).toEqual({ at: '2026-01-02 00:00:00+00', id: 2 });
    expect(toKeysetPage(rows, 3, (row) => row.id)).toEqual({ items: [1, 2, 3], nextCursor: null });
    expect(toKeysetPage([], 3, (row: { id: number; cursor_at: string }) => row.id)).toEqual({ items: [], nextCursor: null });
  });

  it('writes the SQL of a page in either direction, binding the position as parameters', () => {
    const params: unknown[] = ['post', 21];
    expect(keysetSql({ createdAt: 'c.created_at', id: 'c.id', idKind: 'uuid', order: 'asc' }, { at: AT, id: UUID }, params)).toEqual({
      and: 'AND (c.created_at, c.id) > ($3::timestamptz, $4::uuid)', orderBy: 'c.created_at ASC, c.id ASC',
    });
    expect(params).toEqual(['post', 21, AT, UUID]);
    const first: unknown[] = [];
    expect(keysetSql({ createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' }, null, first)).toEqual({ and: '', orderBy: 's.created_at DESC, s.id DESC' });
    expect(keysetSql({ createdAt: 's.created_at', id: 's.id', idKind: 'int', order: 'desc' }, { at: AT, id: 7 }, first).and).toBe('AND (s.created_at, s.id) < ($1::timestamptz, $2::int)');
  });
});

describe('ranked (trending) cursors', () => {
  const position = { score: 0.3535533905932738, at: AT, id: UUID, rankedAt: '2026-01-05 10:15:00.5+00' };

  it('starts at the top, and round-trips a position exactly', () => {
    expect(decodeRankedCursor(null)).toBeNull();
    expect(decodeRankedCursor('')).toBeNull();
    expect(decodeRankedCursor(encodeRankedCursor(position))).toEqual(position);
  });

  it.each([
    ['a score as text', { ...position, score: '0.35' }],
    ['no score', { ...position, score: undefined }],
    ['an impossible date', { ...position, at: '2026-02-30 10:11:12+00' }],
    ['an id that is not a UUID', { ...position, id: 42 }],
    ['no ranking moment', { ...position, rankedAt: undefined }],
    ['a ranking moment out of range', { ...position, rankedAt: '2026-01-05 25:00:00+00' }],
    ['an offset cursor', { o: 20, n: Date.now() }],
    ['a keyset cursor', { t: AT, i: UUID }],
  ])('refuses %s with 400', (_case, value) => {
    const { score: s, at: t, id: i, rankedAt: r } = value as Partial<typeof position>;
    const encoded = 'o' in value || !('score' in value) ? encodeCursor(value) : encodeCursor({ s, t, i, r });
    expect(failure(() => decodeRankedCursor(encoded))).toEqual(invalidCursor);
  });

  it('points after the last item while more rows follow', () => {
    const rows = [0.9, 0.5, 0.4, 0.1].map((score, n) => ({ id: UUID, cursor_at: AT, rank_score: score, ranked_at: position.rankedAt, n }));
    const page = toRankedPage(rows, 3, (row) => row.n);
    expect(page.items).toEqual([0, 1, 2]);
    expect(decodeRankedCursor(page.nextCursor)).toEqual({ score: 0.4, at: AT, id: UUID, rankedAt: position.rankedAt });
    expect(toRankedPage(rows, 4, (row) => row.n).nextCursor).toBeNull();
  });
});
