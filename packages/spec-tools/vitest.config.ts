import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Lint and bundle of the real spec, and CLI runs in child processes, take seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: each file loaded Redocly, Spectral, Ajv and openapi-typescript anew
    // (about 100 s of CPU for the suite, 27 s without). The files restore what they change (cwd, env, spies).
    isolate: false,
  },
});
