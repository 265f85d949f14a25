import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One module graph per worker, not per file: each file loaded Redocly and the comparison modules anew (about 62 s
    // of CPU for the suite on a loaded machine, 38 s without). The files keep their state in temporary folders.
    isolate: false,
    // pr-comment.test.ts and branch-gate.test.ts run the CLI in a child process: seconds each on two loaded cores.
    testTimeout: 30_000,
  },
});
