import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, not per file: each file loaded the docs data, the search engine and the SDK anew
    // (42 s of CPU for the suite on a loaded machine, 32 s without). The servers the files start are their own.
    isolate: false,
    // The suite runs beside the browser tests on two cores: a relevance walk over every question took 6.3 s there
    // against vitest's 5 s default. Generous, not tight: speed is the benchmarks' to measure.
    testTimeout: 30_000,
  },
});
