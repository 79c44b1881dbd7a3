import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnswerChecker } from './openapi-client/answer-checker.js';

/**
 * Issue 16, "The API document": the OpenAPI document the gateway serves at /api/docs/json is
 * complete (every route: body, query, answers, errors, auth), lints clean with Redocly's strict
 * ruleset, generates a client (openapi-typescript) that type-checks against the web app's calls,
 * and docs/api.md's route table is the document's. The document comes from the built gateway
 * (dist/openapi/print-document.js: Nest's preview mode, no service needed).
 */
const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(GATEWAY, '../..');
const BIN = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> } };

const run = (command: string, args: string[], cwd = GATEWAY) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}\n${result.stderr}` };
};

const printDocument = (args: string[] = []) => run(process.execPath, [path.join(GATEWAY, 'dist/openapi/print-document.js'), ...args]);

let workDir: string;
let documentText: string;
let document: Document;
const operations = () => Object.entries(document.paths).flatMap(([route, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ route, method, operation: item[method] })));

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'cv-openapi-'));
  const printed = printDocument();
  expect(printed.status).toBe(0);
  documentText = printed.stdout;
  document = JSON.parse(documentText) as Document;
  writeFileSync(path.join(workDir, 'api.json'), documentText);
}, 120_000); // each step below starts a node process (Nest, Redocly, tsc): slow on a loaded 2-core machine
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** `redocly lint` with services/gateway/redocly.yaml (recommended-strict): every problem counted. */
function lint(file: string) {
  const { status, stdout } = run(BIN('redocly'), ['lint', file, '--config', path.join(GATEWAY, 'redocly.yaml'), '--format=json']);
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
  return { status, ...report };
}

/** openapi-typescript's client types from `documentFile`, type-checked against test/openapi-client/frontend-calls.ts. */
function typeCheckClient(documentFile: string) {
  const dir = mkdtempSync(path.join(workDir, 'client-'));
  const generated = run(BIN('openapi-typescript'), [documentFile, '-o', path.join(dir, 'api.generated.ts')]);
  expect(generated.status).toBe(0);
  copyFileSync(path.join(GATEWAY, 'test/openapi-client/frontend-calls.ts'), path.join(dir, 'frontend-calls.ts'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, skipLibCheck: true, target: 'ES2022', module: 'preserve', moduleResolution: 'bundler', types: [],
      paths: { '@cannaverse/contracts': [path.join(ROOT, 'libs/contracts/src/index.ts')] },
    },
    files: ['frontend-calls.ts'],
  }));
  return run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')], dir);
}

describe('the OpenAPI document (issue 16)', () => {
  it('describes every route: summary, security, a typed success answer, error answers in the { message } shape', () => {
    const missing: string[] = [];
    for (const { route, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${route}`;
      if (!operation.summary) missing.push(`${name}: no summary (no @Route)`);
      if (!operation.security) missing.push(`${name}: no security`);
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      if (success.length !== 1 || !success[0][1].content) missing.push(`${name}: no typed success answer`);
      if (!Object.keys(operation.responses).some((status) => status.startsWith('4') || status.startsWith('5'))) missing.push(`${name}: no error answer`);
    }
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThanOrEqual(80);
    expect(document.components.schemas.ErrorResponse.required).toEqual(['message', 'requestId']);
  });

  it('applies the session cookie to member-only routes and takes bodies and list queries', () => {
    const op = (route: string, method: (typeof METHODS)[number]) => document.paths[route][method];
    expect(op('/api/posts', 'get').security).toEqual([{ session: [] }]);
    expect(op('/api/admin/audit', 'get').security).toEqual([{ session: [] }]);
    expect(op('/api/strains', 'get').security).toEqual(expect.arrayContaining([{}, { session: [] }]));
    expect(op('/api/login', 'post').security).toEqual([]);
    expect(op('/api/posts', 'get').parameters?.map((parameter) => parameter.name)).toEqual(['sort', 'limit', 'cursor']);
    expect(op('/api/posts', 'post').requestBody).toEqual({ required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/CreatePostBody' } } } });
    expect(op('/api/posts', 'post').responses['401']).toMatchObject({ description: '`You must be logged in to create a post`' });
    expect(op('/api/upload', 'post').requestBody).toMatchObject({ content: { 'multipart/form-data': {} } });
    // Every state-changing route can meet the CSRF origin check.
    expect(op('/api/posts/{id}', 'delete').responses['403']).toMatchObject({ description: expect.stringContaining('Cross-site request blocked') });
  });

  it('lints with Redocly (recommended-strict) with no problem at all', () => {
    const report = lint(path.join(workDir, 'api.json'));
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(report.status).toBe(0);
  }, 60_000);

  it('the lint fails on a broken document (a dangling $ref, an operation without answers)', () => {
    const broken = JSON.parse(documentText) as Document;
    delete broken.components.schemas.AuthorCardResponse;
    broken.paths['/api/me'].get.responses = {};
    const file = path.join(workDir, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const report = lint(file);
    expect(report.status).not.toBe(0);
    expect(report.problems.map((problem) => problem.ruleId)).toEqual(expect.arrayContaining(['no-unresolved-refs']));
    expect(report.totals.errors).toBeGreaterThan(1);
  }, 60_000);

  it('generates a client (openapi-typescript) that type-checks against the web app\'s calls', () => {
    const checked = typeCheckClient(path.join(workDir, 'api.json'));
    expect(checked.output.trim()).toBe('');
    expect(checked.status).toBe(0);
  }, 120_000);

  it('the client check fails when the document drifts from libs/contracts (a field lost, a null not described)', () => {
    const drifted = JSON.parse(documentText) as Document;
    const post = drifted.components.schemas.PostResponse;
    delete post.properties?.likesCount;
    post.required = post.required?.filter((name) => name !== 'likesCount');
    (drifted.components.schemas.UserResponse.properties?.bio as { nullable?: boolean }).nullable = false;
    const file = path.join(workDir, 'drifted.json');
    writeFileSync(file, JSON.stringify(drifted));
    const checked = typeCheckClient(file);
    expect(checked.status).not.toBe(0);
    expect(checked.output).toMatch(/frontend-calls\.ts\(\d+,\d+\): error TS2345/);
  }, 120_000);

  it('documents every /api URL the web app calls', () => {
    const featuresDir = path.join(ROOT, 'frontend/src/features');
    const sources = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\/api\/[^/]+\.ts$/.test(`/${file}`))
      .map((file) => readFileSync(path.join(featuresDir, file), 'utf8'));
    expect(sources.length).toBeGreaterThan(10);
    // '/api/posts', `/api/users/${...}/follow` and `${streamPath(id)}/chats/...` (streamPath = /api/livestreams/${id}).
    const urls = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/['`](\/api\/[^'`?]*)/g)) {
        urls.add(match[1].replace(/\$\{[^}]*\}/g, '{}').replace(/\/$/, ''));
      }
    }
    // Segment by segment: `{}` on either side (a path parameter, or a value the web app fills in) matches any segment.
    const segments = (route: string) => route.replace(/\{[^}]*\}/g, '{}').split('/');
    const documented = Object.keys(document.paths).map(segments);
    const known = (url: string) => documented.some((route) => {
      const parts = segments(url);
      return parts.length === route.length && parts.every((part, index) => part === route[index] || part === '{}' || route[index] === '{}');
    });
    const unknown = [...urls].filter((url) => !known(url));
    expect(urls.size).toBeGreaterThan(30);
    expect(unknown).toEqual([]);
  });

  it('the harness\'s answer check (every gateway test\'s answers) fails on an answer the document does not describe', () => {
    const checker = new AnswerChecker(document as unknown as ConstructorParameters<typeof AnswerChecker>[0]);
    const user = {
      id: '3f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b', username: 'grower_one', email: 'g@example.com', displayName: null, bio: null,
      avatar: null, location: null, website: null, pronouns: null, isAdmin: false, createdAt: '2026-11-23T04:00:00.000Z',
    };
    const json = 'application/json; charset=utf-8';
    expect(checker.problem('GET', '/api/me', 200, json, user)).toBeNull();
    expect(checker.problem('GET', '/api/me', 200, json, { ...user, bio: 7 })).toMatch(/GET \/api\/me answered 200 with a body the document does not describe: \/bio/);
    expect(checker.problem('GET', '/api/me', 200, json, { ...user, isAdmin: undefined })).toMatch(/isAdmin/);
    expect(checker.problem('GET', '/api/me', 201, json, user)).toMatch(/answered 201, which the document does not list/);
    expect(checker.problem('GET', '/api/me', 401, json, { message: 'Not authenticated' })).toMatch(/requestId/);
    expect(checker.problem('GET', '/api/messages/settings', 200, json, { allowMessagesFrom: 'everyone' })).toBeNull();
    expect(checker.problem('GET', '/api/posts?limit=2', 200, json, { items: [], nextCursor: null })).toBeNull();
    expect(checker.problem('GET', '/api/posts', 200, json, { items: [{}], nextCursor: null })).toMatch(/\/items\/0/);
  });

  it('docs/api.md\'s route table is the one the document gives (npm run docs:api)', () => {
    const copy = path.join(workDir, 'api.md');
    copyFileSync(path.join(ROOT, 'docs/api.md'), copy);
    expect(printDocument(['--write-docs', copy]).status).toBe(0);
    expect(readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8')).toBe(readFileSync(copy, 'utf8'));
  }, 60_000);
});
