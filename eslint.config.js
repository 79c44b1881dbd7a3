// Lint rules that keep the architecture honest: services never import each other (only
// libs/), libs never import services, scripts never import a service's internals, the browser
// bundle never imports server code, services take config, logger and Redis from the kit, and the
// usual TypeScript hygiene (no `any`). The web app also gets the rules of hooks and JSX a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

const SERVICES = ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation', 'notifications'];

const serviceBoundaries = SERVICES.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: ['**/services/*', '../../*/src/**', ...SERVICES.filter((s) => s !== service).map((s) => `@cannaverse/${s}`)], message: 'Services talk over NATS, never by importing each other. Share code through libs/.' },
        { group: ['**/libs/*/src/**'], message: 'Import libraries by package name (@cannaverse/contracts, @cannaverse/platform).' },
      ],
    }],
  },
}));

// The runtime context is the kit's (libs/platform, RuntimeContextModule): a service injects its config
// (@InjectConfig), logger (@InjectLogger: pino, with the request id) and Redis (ServiceRedis), and
// never builds a Redis client or a Nest Logger of its own. scripts/test/lint-runtime-context.test.mjs.
const runtimeContext = {
  files: ['services/*/src/**/*.ts'],
  rules: {
    'no-restricted-syntax': ['error',
      {
        selector: "NewExpression[callee.name=/^(Redis|IORedis)$/], NewExpression[callee.property.name='Redis']",
        message: 'Inject ServiceRedis (@cannaverse/platform): the kit owns the Redis clients and the key prefix (docs/architecture.md).',
      },
      {
        selector: "NewExpression[callee.name='Logger']",
        message: 'Inject the logger with @InjectLogger() (@cannaverse/platform): pino, every line carrying the request id (docs/architecture.md).',
      },
    ],
  },
};

// A styled component is named `Styled*` (STYLE.md): `const X = styled.div`…``, `styled(Link)`…``
// and `styled.div.attrs(…)`…`` all count.
const styledTag = ['tag.object.name="styled"', 'tag.callee.name="styled"', 'tag.callee.object.object.name="styled"', 'tag.callee.object.callee.name="styled"'];
const styledNaming = styledTag.map((tag) => ({
  selector: `VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init[${tag}]`,
  message: 'Name styled components Styled* (e.g. StyledCard), so JSX shows which elements only carry style.',
}));

// The web app's UI kit (frontend/README.md, docs/architecture.md's recipe). A rule per convention,
// each proven to fire by scripts/test/lint-ui-kit.test.mjs:
// 1. A piece of the kit is imported from app/ui or shared/, never from a feature's folder or a
//    feature's own copy (UserAvatar and useInfiniteScroll once lived in features/posts, Tabs in
//    features/livestreams, useDebouncedValue in features/strains too).
const KIT_PIECES = ['UserAvatar', 'Tabs', 'LoadMore', 'Figures', 'useInfiniteScroll', 'use-infinite-scroll', 'useDebouncedValue', 'use-debounced-value', 'paging'];
const kitPieceImport = {
  regex: `^(?!(?:.*/)?(?:app/ui|shared|app)/[^/]+$)(?:.*/)?(?:${KIT_PIECES.join('|')})$`,
  caseSensitive: true,
  message: 'This is a piece of the UI kit: import it from frontend/src/app/ui (components), frontend/src/shared (hooks) or frontend/src/app/paging, not from a feature.',
};
// 2. A paged list's button is <LoadMore> (app/ui/LoadMore.tsx): no button of its own that calls
//    fetchNextPage or says 'Load more'.
const handRolledLoadMore = [
  ...['onClick', 'onPointerDown', 'onMouseDown'].flatMap((handler) => [
    `JSXAttribute[name.name='${handler}'] CallExpression[callee.name='fetchNextPage']`,
    `JSXAttribute[name.name='${handler}'] CallExpression[callee.property.name='fetchNextPage']`,
    `JSXAttribute[name.name='${handler}'] > JSXExpressionContainer > :matches(Identifier[name='fetchNextPage'], MemberExpression[property.name='fetchNextPage'])`,
  ]),
  'JSXText[value=/^\\s*Load more\\s*$/i]',
  'JSXElement > JSXExpressionContainer Literal[value=/^Load more$/i]',
].map((selector) => ({ selector, message: 'Use <LoadMore> from app/ui/LoadMore for a paged list\'s button (one look, one busy state).' }));
// 3. A tablist is <Tabs> (app/ui/Tabs.tsx, the WAI-ARIA tabs pattern with arrow keys): no
//    role="tablist"/"tab"/"tabpanel" written by hand.
const handRolledTabs = [{
  selector: 'JSXAttribute[name.name=\'role\'] Literal[value=/^tab(list|panel)?$/]',
  message: 'Use <Tabs> from app/ui/Tabs for a tablist (WAI-ARIA tabs: roving tabindex, arrow, Home and End keys).',
}];
// 4. A cursor-paged endpoint takes cursorPaging and pageUrl from app/paging.ts: no config or
//    cursor query of its own.
const handWrittenPaging = [
  'Property[key.name=/^get(Next|Previous)PageParam$/]',
  'Property[key.name=\'infiniteQueryOptions\'] > ObjectExpression.value',
  'CallExpression[callee.property.name=/^(set|append)$/][arguments.0.value=\'cursor\']',
  'TemplateElement[value.raw=/[?&]cursor=/]',
].map((selector) => ({ selector, message: 'Page a list with cursorPaging and pageUrl from app/paging.ts (one cursor-paging config for every infinite query).' }));

const browserImports = {
  paths: [{ name: '@cannaverse/platform', message: 'The browser bundle never imports server code; shared types live in @cannaverse/contracts.' }],
  patterns: [
    { group: ['@cannaverse/platform/*', '**/libs/platform/**', '@cannaverse/gateway', '@cannaverse/identity', '@cannaverse/social', '@cannaverse/content', '@cannaverse/streaming', '@cannaverse/moderation', '@cannaverse/notifications', '**/services/**'], message: 'The browser bundle never imports server code; shared types live in @cannaverse/contracts.' },
    { group: ['**/libs/contracts/**'], message: 'Import @cannaverse/contracts by package name (vite.config.ts aliases it to the source).' },
  ],
};
const frontendSyntax = (...exempt) => ['error', ...[styledNaming, handRolledLoadMore, handRolledTabs, handWrittenPaging].filter((rules) => !exempt.includes(rules)).flat()];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/screenshots/**', '**/*.d.ts', 'coverage/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/**', '@cannaverse/gateway', '@cannaverse/identity', '@cannaverse/social', '@cannaverse/content', '@cannaverse/streaming', '@cannaverse/moderation', '@cannaverse/notifications'], message: 'Libraries must not depend on services.' }] }],
    },
  },
  ...serviceBoundaries,
  runtimeContext,
  {
    // Scripts reach services through their public APIs (HTTP, NATS) or a documented package
    // export such as `@cannaverse/social/bench`; a service's compiled files are its internals.
    files: ['scripts/**/*.{js,mjs,cjs,ts}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/services/*/dist/**', '**/services/*/src/**', '@cannaverse/*/dist/**'],
          message: 'Scripts must not import services/*/dist internals: use the service over HTTP/NATS or a documented export (docs/architecture.md).',
        }],
      }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      // Warnings would pass `npm test` unnoticed: the hook rules fail it like every other rule.
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
      'no-restricted-imports': ['error', browserImports],
      'no-restricted-syntax': frontendSyntax(),
    },
  },
  // The kit's own files are where the hand-written forms live.
  { files: ['frontend/src/app/ui/LoadMore.tsx'], rules: { 'no-restricted-syntax': frontendSyntax(handRolledLoadMore) } },
  { files: ['frontend/src/app/ui/Tabs.tsx'], rules: { 'no-restricted-syntax': frontendSyntax(handRolledTabs) } },
  { files: ['frontend/src/app/paging.ts'], rules: { 'no-restricted-syntax': frontendSyntax(handWrittenPaging) } },
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...browserImports, patterns: [...browserImports.patterns, kitPieceImport] }] },
  },
  // public/ holds classic scripts served as they are (no bundler): browser globals only.
  { files: ['frontend/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // Browser tests are Node scripts whose page.evaluate() callbacks run in the page.
  { files: ['e2e/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.test.ts', '**/*.spec.ts'], languageOptions: { globals: { ...globals.jest } } },
);
