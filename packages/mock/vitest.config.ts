import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every operation of the real spec goes through Ajv once: seconds on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
