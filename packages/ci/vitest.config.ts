// @actions/workflow-parser imports its JSON schemas without an import attribute (it is built for bundlers), which
// Node refuses; inlining it lets Vite load it. The workflow test runs the CLIs' --help in child processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Inlining it also makes Vite warn about its source maps (they point to sources the package does not ship).
  logLevel: 'error',
  test: {
    include: ['src/**/*.test.ts'],
    server: { deps: { inline: ['@actions/workflow-parser'] } },
    testTimeout: 60_000,
  },
});
