// Unit tests only (`*.test.ts` beside the code); the browser tests in e2e/ are Playwright's.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'integrations/**/*.test.ts'],
    exclude: ['e2e/**', 'dist/**', 'node_modules/**'],
  },
});
