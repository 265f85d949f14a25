// Bundles the Try it Service Worker (src/mock/service-worker.ts) with esbuild into one classic script: the mock
// core, the shared request validator, and the request body validators of the bundled spec compiled to Ajv standalone
// code (virtual:paydocs/request-validators), so the worker never calls `new Function` and the CSP keeps no
// 'unsafe-eval'. The validator (@paydocs/request-validator) and the mock core import only browser-safe modules (no
// Node built-ins, no linter or compiler), so the bundle needs no stubs: an import of `node:*` fails the build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@paydocs/spec-access/node';
import { requestValidatorsModule } from '@paydocs/request-validator';
import { build, type Plugin } from 'esbuild';

const ENTRY = fileURLToPath(new URL('../../src/mock/service-worker.ts', import.meta.url));
const VALIDATORS_ID = 'virtual:paydocs/request-validators';
// The generated module imports Ajv's runtime and ajv-formats: resolve them where the validator depends on them.
const VALIDATOR_DIR = path.dirname(fileURLToPath(import.meta.resolve('@paydocs/request-validator')));

function workerPlugin(specFile: string): Plugin {
  return {
    name: 'paydocs:mock-worker',
    setup(b) {
      b.onResolve({ filter: /^virtual:paydocs\/request-validators$/ }, () => ({ path: VALIDATORS_ID, namespace: 'validators' }));
      b.onLoad({ filter: /.*/, namespace: 'validators' }, () => ({
        contents: requestValidatorsModule(loadBundle(specFile)),
        loader: 'js',
        resolveDir: VALIDATOR_DIR,
      }));
    },
  };
}

/** The worker script for a bundled spec and a site base. */
export async function buildMockWorker(options: { specFile: string; base: string }): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __MOCK_BASE__: JSON.stringify(options.base) },
    plugins: [workerPlugin(options.specFile)],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
