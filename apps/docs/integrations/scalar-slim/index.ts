// Vite plugin for the browser build: drops the parts of Scalar /api-spec never runs (see
// ./transforms.ts for what and why). Production client build only: the dev server pre-bundles
// Scalar whole, and the server build never renders it.
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

export default function scalarSlim(): VitePlugin {
  return {
    name: 'paydocs:scalar-slim',
    // Before Vite's resolver, so Scalar's `import ... from 'yaml'` reaches the stand-in.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Hook filters: the bundler calls these hooks only for the ids they name, so the thousands of other
    // modules of the browser build never cross into JavaScript for a hook that would return null.
    resolveId: {
      filter: { id: /^yaml$/ },
      handler: (source, importer) => (isScalarYamlImport(source, importer) ? YAML_STUB_ID : null),
    },
    load: {
      filter: { id: new RegExp(`^${YAML_STUB_ID}$`) },
      handler: () => YAML_STUB,
    },
    options(options) {
      const treeshake = typeof options.treeshake === 'object' ? options.treeshake : {};
      return { ...options, treeshake: { ...treeshake, moduleSideEffects: SIDE_EFFECT_FREE } };
    },
    transform: {
      filter: { id: EDITED_MODULE },
      handler(code, id) {
        try {
          const transform = transformFor(id);
          return transform ? { code: transform(code, id), map: null } : null;
        } catch (error) {
          if (error instanceof ScalarSlimError) this.error(error.message);
          throw error;
        }
      },
    },
  };
}
