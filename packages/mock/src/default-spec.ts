// The one answer to "which spec does the mock serve unless told": the bundle `@paydocs/openapi` ships, resolved from
// this package the way an import would be (in the workspace, the built spec/dist/openapi.json; in the packed
// tarball, the copy bundled with it), or the bundled spec at `file`.
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import type { Spec } from './core/index.ts';

export function loadSpec(file?: string): Spec {
  return loadBundle(file ?? locateBundle(import.meta.dirname));
}
