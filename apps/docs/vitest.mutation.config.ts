// The tests Stryker runs against the site's gate modules (stryker.config.json): the guide drift check and the JSON
// fence check, with the bundle the unit tests read (the same plugin as vitest.config.ts). Only the unit tests beside
// those modules: the render and built-site projects exercise neither, and would make every mutant cost a site's tests.
import { fileURLToPath } from 'node:url';
import { locateBundle } from '@paydocs/spec-access/node';
import { defineConfig } from 'vitest/config';
import { specSourcePlugin } from './integrations/spec-source/index.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [specSourcePlugin({ file: locateBundle(appRoot), base: '/' })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/lib/spec/drift/*.test.ts', 'src/lib/spec/json-fences.test.ts'],
  },
});
