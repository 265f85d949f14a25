import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every operation of the real spec goes through Ajv once: seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    // One module graph per worker, not per file: each file compiled the spec's schemas and loaded msw anew (36.4 s of
    // CPU for the suite on a loaded machine, 25.7 s without). msw's server is closed by the file that opens it.
    isolate: false,
  },
});
