import { defineConfig } from 'vitest/config';

// Each test file boots a real Strapi on its own throwaway SQLite database; they run one at a time
// (a boot takes a few seconds and a few hundred MB) in forked processes.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
