// The real bundled spec for the tests. Found by path, not by package: @paydocs/openapi builds with spec-tools, which
// imports this package, so a dependency on it would be a cycle; turbo.json's `@paydocs/request-validator#test` builds
// it first.
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@paydocs/spec-access';

export const BUNDLE_FILE = fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));
export const realSpec = () => loadBundle(BUNDLE_FILE);
