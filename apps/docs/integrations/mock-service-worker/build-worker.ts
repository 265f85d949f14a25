// Bundles the Try it Service Worker (src/mock/service-worker.ts) with esbuild into one classic script: the mock
// core, the shared request validator, and the request body validators of the bundled spec compiled to Ajv standalone
// code (virtual:paydocs/request-validators), so the worker never calls `new Function` and the CSP keeps no
// 'unsafe-eval'. Node built-ins that the shared packages import for their file loaders (never called in the worker)
// resolve to stubs that throw if called.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@paydocs/spec-access';
import { requestValidatorsModule } from '@paydocs/spec-tools/validate';
import { build, type Plugin } from 'esbuild';

const ENTRY = fileURLToPath(new URL('../../src/mock/service-worker.ts', import.meta.url));
const VALIDATORS_ID = 'virtual:paydocs/request-validators';
// The generated module imports Ajv's runtime and ajv-formats: resolve them where spec-tools depends on them.
const SPEC_TOOLS_DIR = path.dirname(fileURLToPath(import.meta.resolve('@paydocs/spec-tools/validate')));

const NODE_STUB = `
const unavailable = (name) => () => { throw new Error(name + ' is not available in the mock Service Worker'); };
export const readFileSync = unavailable('fs.readFileSync');
export const statSync = unavailable('fs.statSync');
export const existsSync = unavailable('fs.existsSync');
export const readdirSync = unavailable('fs.readdirSync');
export const createRequire = unavailable('module.createRequire');
export const fileURLToPath = unavailable('url.fileURLToPath');
export default new Proxy({}, { get: (_target, key) => unavailable('node ' + String(key)) });
`;

function workerPlugin(specFile: string): Plugin {
  return {
    name: 'paydocs:mock-worker',
    setup(b) {
      b.onResolve({ filter: /^virtual:paydocs\/request-validators$/ }, () => ({ path: VALIDATORS_ID, namespace: 'validators' }));
      b.onLoad({ filter: /.*/, namespace: 'validators' }, () => ({
        contents: requestValidatorsModule(loadBundle(specFile)),
        loader: 'js',
        resolveDir: SPEC_TOOLS_DIR,
      }));
      b.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stub' }));
      b.onLoad({ filter: /.*/, namespace: 'node-stub' }, () => ({ contents: NODE_STUB, loader: 'js' }));
    },
  };
}

export interface WorkerBuild {
  code: string;
  bytes: number;
}

/** The worker script for a bundled spec and a site base. */
export async function buildMockWorker(options: { specFile: string; base: string }): Promise<WorkerBuild> {
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
  const code = result.outputFiles[0]!.text;
  return { code, bytes: Buffer.byteLength(code) };
}
