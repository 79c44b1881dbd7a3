// Lint rules that keep the architecture honest: services never import each other (only
// libs/), libs never import services, and the usual TypeScript hygiene (no `any`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const SERVICES = ['gateway', 'identity', 'social', 'content', 'streaming', 'moderation'];

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/**', 'e2e/**', '**/*.d.ts', 'coverage/**', '.nx/**'] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/services/**', '@cannaverse/gateway', '@cannaverse/identity', '@cannaverse/social', '@cannaverse/content', '@cannaverse/streaming', '@cannaverse/moderation'], message: 'Libraries must not depend on services.' }] }],
    },
  },
  ...serviceBoundaries,
  { files: ['**/*.test.ts', '**/*.spec.ts'], languageOptions: { globals: { ...globals.jest } } },
);
