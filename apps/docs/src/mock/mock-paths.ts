// Where the Try it mock lives on the docs origin: the Service Worker script, the pages it controls (its scope) and
// the URL prefix it answers. A Service Worker only sees the requests of the pages in its scope, so the scope is the
// reference pages (`/api-spec`, `/api-spec/<tag>`, `/api-spec/explorer`); of their requests it answers only those
// under the mock prefix (`/__mock/v1/checkouts` is the API's `/v1/checkouts`) and leaves every other to the network.

import { baseDir } from '@paydocs/spec-access/urls';

export const MOCK_SW_FILE = 'mock-sw.js';
export const MOCK_PREFIX = '__mock';

export interface MockPaths {
  /** The worker script (`/mock-sw.js`). */
  script: string;
  /** Its registration scope (`/api-spec`). */
  scope: string;
  /** The prefix of the URLs it answers (`/__mock`), without a trailing slash. */
  prefix: string;
  /** The bundled spec it answers from (`/openapi.json`). */
  spec: string;
}

/** The paths under a site base (`/`, `/docs/`). */
export function mockPaths(base: string): MockPaths {
  const root = baseDir(base);
  return { script: `${root}${MOCK_SW_FILE}`, scope: `${root}api-spec`, prefix: `${root}${MOCK_PREFIX}`, spec: `${root}openapi.json` };
}

/** The API path a mock URL stands for (`/docs/__mock/v1/payments?limit=5` -> `/v1/payments?limit=5`), or undefined. */
export function apiPathOf(url: URL, paths: Pick<MockPaths, 'prefix'>): string | undefined {
  if (!url.pathname.startsWith(`${paths.prefix}/`)) return undefined;
  return `${url.pathname.slice(paths.prefix.length)}${url.search}`;
}
