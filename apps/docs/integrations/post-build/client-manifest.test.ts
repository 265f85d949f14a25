import { describe, expect, it } from 'vitest';
import { clientManifest, MANIFEST_FILE, type Manifest } from './client-manifest.ts';

// Calls the plugin's hooks the way Vite does, with a bundle of plain objects.
function plugin() {
  const received: Manifest[] = [];
  // The hooks as Vite calls them (Astro's re-exported plugin type does not name them).
  const p = clientManifest((manifest) => received.push(manifest)) as unknown as {
    configEnvironment: (name: string) => unknown;
    generateBundle: { handler: (this: unknown, options: unknown, bundle: Record<string, unknown>) => void };
  };
  const configEnvironment = p.configEnvironment;
  const generateBundle = p.generateBundle.handler;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return { received, configEnvironment, run: (bundle: Record<string, unknown>) => generateBundle.call(context, {}, bundle) };
}

describe('clientManifest', () => {
  it.each([
    ['client', { build: { manifest: MANIFEST_FILE } }],
    ['ssr', undefined],
    ['prerender', undefined],
  ])('asks the %s build for a manifest: %j', (environment, want) => {
    expect(plugin().configEnvironment(environment)).toEqual(want);
  });

  it('hands the manifest over and takes it out of the bundle, so it is never written to dist/', () => {
    const { received, run } = plugin();
    const manifest: Manifest = { 'src/a.ts': { file: '_astro/a.1.js', isEntry: true } };
    const bundle: Record<string, unknown> = {
      '_astro/a.1.js': { type: 'chunk' },
      [MANIFEST_FILE]: { type: 'asset', source: JSON.stringify(manifest) },
    };
    run(bundle);
    expect(received).toEqual([manifest]);
    expect(Object.keys(bundle)).toEqual(['_astro/a.1.js']);
  });

  it('fails the build when Vite wrote no manifest', () => {
    expect(() => plugin().run({ '_astro/a.1.js': { type: 'chunk' } })).toThrow(
      `${MANIFEST_FILE}: Vite wrote no client manifest into the bundle`,
    );
  });
});
