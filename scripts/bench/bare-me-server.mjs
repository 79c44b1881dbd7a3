// The yardstick for GET /api/me: node:http doing the same work with nothing between — the session
// cookie's signature checked (HMAC-SHA256, as @fastify/cookie signs it), the session read from
// Redis, the same user row read from identity's PostgreSQL database (pool of 10, as the service)
// and mapped to the same JSON. What is left between this and the gateway's figure is the cost of
// our architecture (framework, session library, NATS hop, the service's pipeline). The row is read
// with a named prepared statement, as the service's poolReader reads it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';

const { BENCH_IDENTITY_DB, BENCH_REDIS_URL = 'redis://127.0.0.1:6379', BENCH_SESSION_PREFIX, BENCH_SESSION_SECRET, PGHOST = '127.0.0.1', PGPORT = '5432', PGUSER = 'postgres', PGPASSWORD } = process.env;
const pool = new pg.Pool({ host: PGHOST, port: Number(PGPORT), user: PGUSER, password: PGPASSWORD || undefined, database: BENCH_IDENTITY_DB, max: 10 });
const redis = new Redis(BENCH_REDIS_URL);
const USER_SQL = 'SELECT id, username, email, display_name, bio, avatar, location, website, pronouns, is_admin, created_at FROM users WHERE id = $1';

/** `<id>.<base64 HMAC>` → id, or null when the signature does not match. */
function unsign(value) {
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', BENCH_SESSION_SECRET).update(id).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

const send = (response, status, body) => {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

const server = createServer(async (request, response) => {
  try {
    const cookie = /(?:^|;\s*)cv\.sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const id = cookie ? unsign(decodeURIComponent(cookie)) : null;
    const session = id ? JSON.parse((await redis.get(BENCH_SESSION_PREFIX + id)) ?? 'null') : null;
    if (!session?.actor) return send(response, 401, { message: 'Not authenticated' });
    const { rows: [user] } = await pool.query({ name: 'user_by_id', text: USER_SQL, values: [session.actor.id] });
    if (!user) return send(response, 404, { message: 'User not found' });
    send(response, 200, {
      id: user.id, username: user.username, email: user.email, displayName: user.display_name, bio: user.bio, avatar: user.avatar,
      location: user.location, website: user.website, pronouns: user.pronouns, isAdmin: user.is_admin, createdAt: user.created_at.toISOString(),
    });
  } catch (error) {
    send(response, 500, { message: String(error.message) });
  }
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => { redis.disconnect(); pool.end().finally(() => process.exit(0)); });
