// Astro integration for the browser build of Scalar (/api-spec/explorer's island): Scalar is bundled on its own by
// Rolldown, without the parts /api-spec never runs (./transforms.ts: what and why), from the start of the build, and
// the browser build takes the result in place of `@scalar/api-reference-react`.
// Why on its own: Scalar is ~2,900 modules. Through Vite's plugin pipeline (every module crossing into each of its
// JavaScript hooks) the browser build took ~4 s after the server build; bundled by Rolldown alone it takes ~1 s,
// on the bundler's own threads while the server build keeps the main thread busy, and the browser build then reads
// ~100 modules (the bundle's chunks: Scalar's lazy parts stay lazy). React stays an import, so the site's one copy
// of React serves Scalar too. Production build only: the dev server pre-bundles Scalar whole.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { rolldown } from 'rolldown';
import type { VitePlugin } from '../spec-source/index.ts';
import {
  EDITED_MODULE,
  isScalarYamlImport,
  SIDE_EFFECT_FREE,
  ScalarSlimError,
  transformFor,
  YAML_STUB,
  YAML_STUB_ID,
} from './transforms.ts';

const SCALAR_ENTRY = '@scalar/api-reference-react';

/** The Rolldown plugin applying ./transforms.ts: the `yaml` stand-in and the edited modules. */
const slimPlugin = {
  name: 'paydocs:scalar-slim',
  // Hook filters: the bundler calls these hooks only for the ids they name, so the thousands of other modules never
  // cross into JavaScript for a hook that would return null.
  resolveId: {
    filter: { id: /^yaml$/ },
    handler: (source: string, importer: string | undefined) => (isScalarYamlImport(source, importer) ? YAML_STUB_ID : null),
  },
  load: { filter: { id: new RegExp(`^${YAML_STUB_ID}$`) }, handler: () => YAML_STUB },
  transform: {
    filter: { id: EDITED_MODULE },
    handler: (code: string, id: string) => {
      const transform = transformFor(id);
      return transform ? { code: transform(code, id), map: null } : null;
    },
  },
};

/**
 * Bundles Scalar's React entry into `outDir` (emptied first), minified: the browser build then reads a third of the
 * code (it minifies again, which costs little on minified code); its entry file.
 */
export async function bundleScalar(appDir: string, outDir: string): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  const bundle = await rolldown({
    input: { [path.basename(SCALAR_ENTRY)]: SCALAR_ENTRY },
    cwd: appDir,
    platform: 'browser',
    external: [/^react(-dom)?($|\/)/],
    experimental: { lazyBarrel: true },
    treeshake: { moduleSideEffects: SIDE_EFFECT_FREE },
    plugins: [slimPlugin],
    logLevel: 'silent',
  });
  try {
    // Chunks keep their names only: the browser build adds its content hash (`modal.<hash>.js`), as when it bundled Scalar.
    const { output } = await bundle.write({
      dir: outDir,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name].js',
      minify: true,
    });
    return path.join(outDir, output[0].fileName);
  } finally {
    await bundle.close();
  }
}

export default function scalarSlim(): AstroIntegration {
  // Shared by every setup of the config (the dev server Astro runs to sync content sets it up again): one bundle.
  let bundled: Promise<string> | undefined;
  return {
    name: 'paydocs:scalar-slim',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        const appDir = fileURLToPath(config.root);
        const outDir = fileURLToPath(new URL('scalar-slim/', config.cacheDir));
        // Now, not at the build's start: the bundler's threads use the second core while the main thread loads the
        // rest of the config and syncs the content (alternating, 8 clean builds each: medians 25.6 s wall / 35.8 s
        // CPU against 27.2 / 38.6 s when started with the build).
        bundled ??= bundleScalar(appDir, outDir);
        const scalar = bundled;
        // Awaited when the browser build imports Scalar, which reports a failure; until then no unhandled rejection.
        scalar.catch(() => {});
        const useBundle: VitePlugin = {
          name: 'paydocs:scalar-slim',
          enforce: 'pre',
          applyToEnvironment: (environment) => environment.name === 'client',
          resolveId: {
            filter: { id: new RegExp(`^${SCALAR_ENTRY}$`) },
            async handler() {
              try {
                return await scalar;
              } catch (error) {
                this.error(error instanceof ScalarSlimError ? error.message : `scalar-slim: Scalar did not bundle: ${String(error)}`);
              }
            },
          },
        };
        updateConfig({ vite: { plugins: [useBundle] } });
      },
    },
  };
}
