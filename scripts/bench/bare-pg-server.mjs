// What both bare node:http + pg yardsticks share: a pool like the services' (10 connections), a
// JSON answer, and the port reported to bench.mjs (which forked this process). No framework.
import { createServer } from 'node:http';
import pg from 'pg';

/** Connection settings from the environment the services read too. */
export const pgConnection = (database) => ({
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  password: process.env.PGPASSWORD || undefined,
  database,
});

/** @param {string} database @param {(url: URL, pool: pg.Pool) => Promise<unknown>} answer */
export function startBarePgServer(database, answer) {
  const pool = new pg.Pool({ ...pgConnection(database), max: 10 });
  const server = createServer(async (request, response) => {
    try {
      const body = JSON.stringify(await answer(new URL(request.url ?? '/', 'http://localhost'), pool));
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error.message));
    }
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
  process.on('disconnect', () => pool.end().finally(() => process.exit(0)));
}
