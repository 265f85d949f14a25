import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The property tests and the standalone code compile the real spec's schemas: seconds on 2 cores.
    testTimeout: 60_000,
  },
});
