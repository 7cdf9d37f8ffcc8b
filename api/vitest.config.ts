import { defineConfig } from 'vitest/config';

// API tests run once on PGlite and, when DATABASE_URL is set, once more on PostgreSQL.
const databases = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((name) => ({
      test: {
        name,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        env: { TEST_DATABASE: name },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
