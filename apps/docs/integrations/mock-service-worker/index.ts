// Astro integration: writes the Try it Service Worker (./build-worker.ts) to dist/mock-sw.js after the build, and
// serves the same script from the dev server, built from the bundle the dev server renders. The build's worker is
// bundled while Vite builds the browser bundle, by esbuild's own process, so the end of the build only waits for it
// (it took seconds of wall time after the post-build steps). Not earlier: its plugin compiles the request validators
// on the main thread (about half a second), which the server bundle keeps busy and the browser bundle leaves idle.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseDir } from '@paydocs/spec-access/urls';
import type { AstroIntegration } from 'astro';
import type { VitePlugin } from '../spec-source/index.ts';
import { MOCK_SW_FILE, mockPaths } from '../../src/mock/mock-paths.ts';
import { buildMockWorker } from './build-worker.ts';

export default function mockServiceWorker(options: { specFile: string; base: string }): AstroIntegration {
  const base = baseDir(options.base);
  const build = () => buildMockWorker({ specFile: options.specFile, base });
  let worker: Promise<string> | undefined;
  return {
    name: 'paydocs:mock-service-worker',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const script = mockPaths(base).script;
        server.middlewares.use((req, res, next) => {
          if (req.url?.split('?')[0] !== script) return next();
          build()
            .then((code) => {
              res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(code);
            })
            .catch(next);
        });
      },
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        const startWorker: VitePlugin = {
          name: 'paydocs:mock-service-worker',
          // Not in the dev server Astro runs to sync content before the build, whose client environment starts too.
          apply: 'build',
          applyToEnvironment: (environment) => environment.name === 'client',
          buildStart() {
            worker ??= build();
            // Awaited in astro:build:done, which reports a failure; until then it is no unhandled rejection.
            worker.catch(() => {});
          },
        };
        updateConfig({ vite: { plugins: [startWorker] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        // esbuild's failure prints as "undefined" through Astro's hook runner: say what failed, with its messages.
        const code = await (worker ?? build()).catch((error: unknown) => {
          throw new Error(`${MOCK_SW_FILE}: the Try it worker did not build: ${error instanceof Error ? error.message : String(error)}`);
        });
        await writeFile(path.join(fileURLToPath(dir), MOCK_SW_FILE), code);
        logger.info(`${MOCK_SW_FILE}: the Try it mock, ${Math.round(Buffer.byteLength(code) / 1024)} KiB`);
      },
    },
  };
}
