import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, not per file: each file loaded the docs data, the search engine and the SDK anew
    // (42 s of CPU for the suite on a loaded machine, 32 s without). The servers the files start are their own.
    isolate: false,
  },
});
