// Builds the publishable package in dist/: the mock as plain JavaScript for a stock Node 22+, so `npm pack dist`
// gives a tarball that runs outside this repository. esbuild (already the docs site's worker bundler) bundles each
// entry with the workspace packages it imports (@paydocs/spec-access, @paydocs/request-validator, Ajv, spec-tools' command-line runner and error catalogue reader), since those
// are private and TypeScript-only; msw stays a peer dependency. Each entry keeps its depth under dist/ (bin/, src/),
// so `../tls/` from server code still finds the certificate. The bundled spec travels as a bundled dependency
// (dist/node_modules/@paydocs/openapi), where spec-access's `locateBundle` already looks.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locateBundle } from '@paydocs/spec-access/node';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'dist');
const source = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const pick = (object: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((key) => [key, object[key]]));
const toJs = (file: string) => file.replace(/\.ts$/, '.js');
const specFile = locateBundle(ROOT);
const specPackage = JSON.parse(readFileSync(path.join(path.dirname(specFile), '..', 'package.json'), 'utf8'));

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [source.bin['paydocs-mock'], ...Object.values<string>(source.exports)].map((file) => path.join(ROOT, file)),
  outbase: ROOT,
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: ['msw'],
  // Ajv is CommonJS: its bundled `require` calls need a real one in an ES module.
  banner: { js: "import { createRequire as __paydocsRequire } from 'node:module'; const require = __paydocsRequire(import.meta.url);" },
  logLevel: 'warning',
});

for (const file of ['tls/localhost-cert.pem', 'tls/localhost-key.pem', 'README.md']) cpSync(path.join(ROOT, file), path.join(OUT, file));
const specDir = path.join(OUT, 'node_modules', '@paydocs', 'openapi');
mkdirSync(path.join(specDir, 'dist'), { recursive: true });
cpSync(specFile, path.join(specDir, 'dist', 'openapi.json'));
writeFileSync(
  path.join(specDir, 'package.json'),
  `${JSON.stringify({ ...pick(specPackage, ['name', 'version', 'description', 'license', 'type']), exports: { './openapi.json': specPackage.exports['./openapi.json'] } }, null, 2)}\n`,
);

const manifest = {
  name: source.name,
  version: source.version,
  private: true,
  description: source.description,
  type: 'module',
  engines: { node: '>=22' },
  bin: { 'paydocs-mock': toJs(source.bin['paydocs-mock']) },
  exports: Object.fromEntries(Object.entries<string>(source.exports).map(([key, file]) => [key, toJs(file)])),
  dependencies: { [specPackage.name]: specPackage.version },
  bundleDependencies: [specPackage.name],
  peerDependencies: source.peerDependencies,
  // Only the msw handlers (`@paydocs/mock`) need msw; the server and the core run without it.
  peerDependenciesMeta: { msw: { optional: true } },
};
writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
