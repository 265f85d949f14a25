// The real bundled spec, loaded once for the tests the way the handlers load it.
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import type { Spec } from '../src/core/index.ts';

export const spec: Spec = loadBundle(locateBundle(import.meta.dirname));
