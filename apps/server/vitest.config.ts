import { defineConfig } from 'vitest/config';

// The suite runs on embedded PGlite; when TEST_DATABASE_URL is set it runs again on PostgreSQL.
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: ['test/**/*.test.ts'],
        environment: 'node',
        env: { TEST_ENGINE: engine },
        testTimeout: 60_000,
        hookTimeout: 60_000,
        fileParallelism: false,
      },
    })),
  },
});
