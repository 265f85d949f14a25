import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Lint and bundle of the real spec, and CLI runs in child processes, take seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
