import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleDoors from './eslint-rules/module-doors.js';

/** Allowed imports between parts: web -> domain; api -> domain, db; db -> domain; e2e -> db; domain -> nothing. */
const restrict = (files, forbidden, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({ group: [`@chairside/${name}`, `@chairside/${name}/*`], message: `This part may not import @chairside/${name}.` })),
          ...extra,
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  restrict(
    ['packages/domain/**'],
    ['db', 'api', 'web', 'server'],
    [{ group: ['react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', 'node:*'], message: 'The domain is pure: no I/O, no React, no SQL.' }],
  ),
  restrict(['packages/db/**'], ['api', 'web', 'server']),
  restrict(
    ['apps/api/**'],
    ['web', 'server'],
    [
      {
        group: ['nodemailer', 'web-push', 'twilio'],
        message:
          'Nothing is sent inline: email, push and texts leave through the notice queue (ctx.mailer.send, queuePushNotice, queueText), whose handlers alone hold the transports (ADR 77).',
      },
    ],
  ),
  // The notice queue's handlers: the only places that hand a notice to its transport.
  restrict(['apps/api/src/platform/mailer.ts', 'apps/api/src/modules/push/push-delivery.ts'], ['web', 'server']),
  restrict(
    ['apps/web/**'],
    ['db', 'api', 'server'],
    [{ group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'], message: 'The web app reads data only through the HTTP API.' }],
  ),
  restrict(['e2e/**'], ['api', 'web', 'server']),
  { files: ['apps/api/**', 'apps/server/**', 'packages/db/**'], rules: { 'no-console': 'error' } },
  // The API test files share their worker's loaded modules (vitest.config.ts): a module mock would leak into the next file.
  {
    files: ['apps/api/**/*.test.ts', 'apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share loaded modules: wrap what the app holds (api.ctx) instead.',
        })),
      ],
    },
  },
  // Modules talk only through their doors (ADR 10, ADR 93): another module's files only through its
  // public-api.ts. platform/ and testing/ import doors only; app.ts, the composition root, may also
  // import modules' route files (routes.ts, *-routes.ts). scheduled-tasks.ts takes each module's
  // task through its door.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'module-doors': moduleDoors },
    rules: {
      'module-doors/through-doors': [
        'error',
        {
          root: 'apps/api/src/modules',
          door: 'public-api',
          compositionRoots: { '^apps/api/src/app\\.ts$': ['^(.+-)?routes$'] },
        },
      ],
    },
  },
  // The same rule for the web app's features. The route tables (app.tsx, entry-server.tsx, routes/,
  // the app shell and every *-routes file) and tests may also load another feature's pages, routes
  // and page data by file, so each page stays its own lazily loaded chunk.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'module-doors': moduleDoors },
    rules: {
      'module-doors/through-doors': [
        'error',
        {
          root: 'apps/web/src/features',
          door: 'public-api',
          compositionRoots: {
            '^apps/web/src/(app\\.tsx|entry-server\\.tsx|routes/|features/app-shell/)|-routes\\.tsx?$|\\.test\\.tsx?$': [
              '-(page|pages|route|routes|data|screen|area)$',
            ],
          },
        },
      ],
    },
  },
);
