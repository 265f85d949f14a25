// Vite plugin for the browser build: has Vite record its manifest (every chunk's source, file,
// static and dynamic imports, CSS and assets) and hands it to the post-build steps in memory. The
// manifest never reaches dist/: it names source paths, and readers have no use for it.
// @see https://vite.dev/guide/backend-integration (the manifest's shape)
import type { AstroUserConfig } from 'astro';

// Vite's plugin type as Astro re-exports it (vite is not a direct dependency of the app).
type VitePlugin = Extract<NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number], { name: string }>;

/** One entry of Vite's build manifest (the fields the steps read). */
export interface ManifestChunk {
  /** The output file, relative to the output folder: `_astro/ApiReference.Bx0kxh3D.js`. */
  file: string;
  /** The source file, relative to the project root, when the chunk has one. */
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically (loaded before it runs). */
  imports?: string[];
  /** Manifest keys of the chunks this one imports with import(). */
  dynamicImports?: string[];
  /** Stylesheets the chunk loads, as output files. */
  css?: string[];
  /** Other assets the chunk references (`?url` imports), as output files. */
  assets?: string[];
}

/** Vite's build manifest: manifest key (source path, or `_<file>` for shared chunks) to chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** Where Vite puts the manifest in the bundle; removed from it before anything is written. */
export const MANIFEST_FILE = '.vite/paydocs-client-manifest.json';

/** The plugin; `receive` gets the client build's manifest once Vite has made it. */
export function clientManifest(receive: (manifest: Manifest) => void): VitePlugin {
  return {
    name: 'paydocs:client-manifest',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Astro turns the manifest off for every build; an environment's own setting wins.
    configEnvironment: (name) => (name === 'client' ? { build: { manifest: MANIFEST_FILE } } : undefined),
    generateBundle: {
      // After Vite's manifest plugin has written the manifest into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[MANIFEST_FILE];
        if (asset?.type !== 'asset') this.error(`${MANIFEST_FILE}: Vite wrote no client manifest into the bundle`);
        receive(JSON.parse(asset.source.toString()) as Manifest);
        delete bundle[MANIFEST_FILE];
      },
    },
  };
}
