import { defineConfig } from 'vitest/config';

// The suite runs on embedded PGlite; when TEST_DATABASE_URL is set it runs again on PostgreSQL.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

// Each file has a database of its own (an in-memory PGlite, or a new PostgreSQL database): files run
// side by side, two at a time on the two cores.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: ['test/**/*.test.ts'],
        environment: 'node',
        env: { TEST_ENGINE: engine },
        testTimeout: 60_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
