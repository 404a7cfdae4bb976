import { defineConfig } from 'vitest/config';

/** `npm run test:crash`: slow (servers started and killed many times), so outside the default run. */
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/crash/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
});
