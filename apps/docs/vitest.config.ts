// Unit tests (`*.test.ts` beside the code) and, as a second project, the component rendering tests
// (`*.render.test.ts`, vitest.render.config.ts: they need Astro's compiler). The browser tests in
// e2e/ are Playwright's.
import { fileURLToPath } from 'node:url';
import { locateBundle } from '@paydocs/spec-access';
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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts'],
          exclude: ['e2e/**', 'dist/**', 'node_modules/**', 'src/**/*.render.test.ts'],
        },
      },
      './vitest.render.config.ts',
    ],
  },
});
