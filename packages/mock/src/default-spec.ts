// The spec the mock serves unless told: the bundle `@paydocs/openapi` ships, resolved from this package as an import
// would be (the workspace's build, or the copy in the packed tarball), or the bundled spec at `file`.
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import type { Spec } from './core/index.ts';

export function loadSpec(file?: string): Spec {
  return loadBundle(file ?? locateBundle(import.meta.dirname));
}
