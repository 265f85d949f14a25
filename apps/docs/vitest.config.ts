// Unit tests (`*.test.ts` beside the code); as a second project, the component rendering tests
// (`*.render.test.ts`, vitest.render.config.ts: they need Astro's compiler); as a third, the tests
// over the built site (`site-tests/`: pages, links, headers and markup in dist/, no browser; turbo
// runs `test` after `build`). The browser tests in e2e/ are Playwright's.
import { fileURLToPath } from 'node:url';
import { locateBundle } from '@paydocs/spec-access/node';
import { defineConfig } from 'vitest/config';
import { specSourcePlugin } from './integrations/spec-source/index.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The bundle the unit tests read as the site does (lib/spec/site-spec.ts).
  plugins: [specSourcePlugin({ file: locateBundle(appRoot), base: '/' })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['e2e/**', 'dist/**', '**/node_modules/**', 'src/**/*.render.test.ts'],
          // A few tests go over every operation of the real spec (Ajv compiles per schema, the samples
          // checker parses every sample): about 5 s each on a loaded 2-core machine.
          testTimeout: 30_000,
          // One module graph per worker, not per file: each file loaded the spec model, Ajv and the Markdown
          // pipeline anew (118 s of CPU for this project on a loaded machine, 48 s without). Files that stub globals
          // restore them (color-mode.test.ts).
          isolate: false,
        },
      },
      './vitest.render.config.ts',
      {
        extends: true,
        // Parsing every page of the build takes seconds on a loaded 2-core machine. Not isolated: the files only read
        // dist/, so they share one worker's modules and with them built-site.ts's parse of each page, instead of
        // parsing every page again per file.
        test: {
          name: 'site',
          include: ['site-tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
