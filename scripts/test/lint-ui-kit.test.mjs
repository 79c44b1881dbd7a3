// Issue 23: the web app's UI-kit conventions are ESLint rules (eslint.config.js), one per
// convention. Each is run here on a snippet that breaks it (the rule must fire, with its message)
// and on the kit's way of writing the same thing (it must stay quiet), through the root config
// exactly as `npm run lint` loads it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the rule `ruleId` for `code` as if it were the file `file` (relative to the root). */
async function messagesOf(code, file, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `the snippet does not parse as ${file}`);
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const FEATURE = 'frontend/src/features/example/components/Example.tsx';

describe('UI kit: shared pieces come from app/ui and shared/, not from a feature', () => {
  const rule = 'no-restricted-imports';
  for (const from of [
    '../../posts/components/UserAvatar',
    '../../posts/hooks/useInfiniteScroll',
    '../hooks/useDebouncedValue',
    './Tabs',
    '../../admin-messages/components/Figures',
  ]) {
    test(`refuses import from '${from}'`, async () => {
      const found = await messagesOf(`import { X } from '${from}';\nexport const y = X;\n`, FEATURE, rule);
      assert.equal(found.length, 1, `no error for '${from}'`);
      assert.match(found[0], /piece of the UI kit/);
    });
  }
  test('accepts the kit, and another feature\'s own components and API', async () => {
    const code = [
      "import { UserAvatar } from '../../../app/ui/UserAvatar';",
      "import { Tabs } from '../../../app/ui/Tabs';",
      "import { LoadMore } from '../../../app/ui/LoadMore';",
      "import { cursorPaging } from '../../../app/paging';",
      "import { useInfiniteScroll } from '../../../shared/use-infinite-scroll';",
      "import { useDebouncedValue } from '../../../shared/use-debounced-value';",
      "import { PostList } from '../../posts/components/PostList';",
      "import { ReportsTab } from './ReportsTab';",
      'export const all = [UserAvatar, Tabs, LoadMore, cursorPaging, useInfiniteScroll, useDebouncedValue, PostList, ReportsTab];',
    ].join('\n');
    assert.deepEqual(await messagesOf(code, FEATURE, rule), []);
  });
});

describe('UI kit: a paged list\'s button is <LoadMore>', () => {
  const rule = 'no-restricted-syntax';
  const cases = {
    'an onClick calling fetchNextPage()': 'export const B = ({ q }) => <button type="button" onClick={() => q.fetchNextPage()}>More</button>;',
    'an onClick that is fetchNextPage': 'export const B = ({ fetchNextPage }) => <button type="button" onClick={fetchNextPage}>More</button>;',
    "a button saying 'Load more'": 'export const B = ({ more }) => <button type="button" onClick={more}>Load more</button>;',
    "'Load more' as a JSX expression": "export const B = ({ busy, more }) => <button type=\"button\" onClick={more}>{busy ? 'Loading...' : 'Load more'}</button>;",
  };
  for (const [what, code] of Object.entries(cases)) {
    test(`refuses ${what}`, async () => {
      const found = await messagesOf(code, FEATURE, rule);
      assert.equal(found.length, 1, `no error for ${what}`);
      assert.match(found[0], /<LoadMore>/);
    });
  }
  test('accepts <LoadMore>, and the kit\'s own button', async () => {
    const use = "import { LoadMore } from '../../../app/ui/LoadMore';\nexport const L = ({ q }) => <LoadMore {...q} label=\"Load more\" variant=\"secondary\" />;\n";
    assert.deepEqual(await messagesOf(use, FEATURE, rule), []);
    const kit = 'export const L = ({ fetchNextPage }) => <button type="button" onClick={() => fetchNextPage()}>Load more</button>;\n';
    assert.deepEqual(await messagesOf(kit, 'frontend/src/app/ui/LoadMore.tsx', rule), []);
  });
});

describe('UI kit: a tablist is <Tabs>', () => {
  const rule = 'no-restricted-syntax';
  for (const role of ['tablist', 'tab', 'tabpanel']) {
    test(`refuses role="${role}" in a feature`, async () => {
      const found = await messagesOf(`export const T = () => <div role="${role}">x</div>;\n`, FEATURE, rule);
      assert.equal(found.length, 1);
      assert.match(found[0], /<Tabs>/);
    });
  }
  test('refuses role={\'tablist\'} written as an expression', async () => {
    const found = await messagesOf("export const T = () => <div role={'tablist'}>x</div>;\n", FEATURE, rule);
    assert.equal(found.length, 1);
  });
  test('accepts other roles, <Tabs>, and app/ui/Tabs.tsx itself', async () => {
    const code = "import { Tabs } from '../../../app/ui/Tabs';\nexport const T = () => <><div role=\"group\" aria-label=\"g\">x</div><Tabs label=\"l\" tabs={[]} selected=\"a\" onSelect={() => {}}>x</Tabs></>;\n";
    assert.deepEqual(await messagesOf(code, FEATURE, rule), []);
    assert.deepEqual(await messagesOf('export const T = () => <div role="tablist" aria-label="l">x</div>;\n', 'frontend/src/app/ui/Tabs.tsx', rule), []);
  });
});

describe('UI kit: a cursor-paged endpoint uses app/paging.ts', () => {
  const rule = 'no-restricted-syntax';
  const API = 'frontend/src/features/example/api/exampleApi.ts';
  const cases = {
    'its own getNextPageParam': 'export const paging = { initialPageParam: null, getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined };',
    'an inline infiniteQueryOptions object': 'export const endpoint = { infiniteQueryOptions: { initialPageParam: null } };',
    "a URLSearchParams 'cursor'": "export const url = (cursor: string) => { const q = new URLSearchParams(); q.set('cursor', cursor); return q.toString(); };",
    'a cursor= in a template': 'export const url = (cursor: string) => `/api/x?limit=20&cursor=${cursor}`;',
  };
  for (const [what, code] of Object.entries(cases)) {
    test(`refuses ${what}`, async () => {
      const found = await messagesOf(code, API, rule);
      assert.ok(found.length >= 1, `no error for ${what}`);
      assert.match(found[0], /app\/paging\.ts/);
    });
  }
  test('accepts cursorPaging and pageUrl, and app/paging.ts itself', async () => {
    const code = "import { cursorPaging, pageUrl } from '../../../app/paging';\nexport const endpoint = { infiniteQueryOptions: cursorPaging, query: ({ pageParam }: { pageParam: string | null }) => pageUrl('/api/x', pageParam, { limit: 20 }) };\n";
    assert.deepEqual(await messagesOf(code, API, rule), []);
    const kit = "export const cursorPaging = { initialPageParam: null, getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined };\nexport const set = (q: URLSearchParams, c: string) => q.set('cursor', c);\n";
    assert.deepEqual(await messagesOf(kit, 'frontend/src/app/paging.ts', rule), []);
  });
});

test('the web app as it is passes every UI-kit rule', async () => {
  const results = await eslint.lintFiles(['frontend/src']);
  const kitMessages = /piece of the UI kit|<LoadMore>|<Tabs>|app\/paging\.ts/;
  const found = results.flatMap((result) => result.messages.filter((message) => kitMessages.test(message.message)).map((message) => `${path.relative(ROOT, result.filePath)}:${message.line} ${message.message}`));
  assert.deepEqual(found, []);
});
