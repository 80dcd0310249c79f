import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'];

// The API test files share each worker's loaded modules (isolate: false): every file builds its own
// app on its own database, and loading the app's modules once per worker instead of once per file
// roughly halves the run. So a test file never mocks a module (vi.mock); it wraps what the app holds.

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core free): an API test spends much of its
    // time waiting for PostgreSQL, and the embedded database's files run on the other core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                // It makes its own primary and replica clusters, so it runs once (in api-pglite).
                exclude: ['**/node_modules/**', 'apps/api/src/platform/read-replicas.test.ts'],
                globalSetup: ['apps/api/src/testing/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
