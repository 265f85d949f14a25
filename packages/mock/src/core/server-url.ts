// The server URL of an operation as OpenAPI picks it (operation, then path item, then root `servers`), its
// variables replaced by their defaults (`https://{api_host}/v1` -> `https://api.example.com/v1`), and its base path.
// @see https://spec.openapis.org/oas/v3.1.0#server-object
import type { WalkedOperation } from '@paydocs/spec-access';

interface Server {
  url: string;
  variables?: Record<string, { default?: string }>;
}

export function serverUrl(walked: Pick<WalkedOperation, 'servers'>): string {
  const server = walked.servers[0] as Server | undefined;
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}

export { serverBasePath as basePath } from '@paydocs/spec-access/walk';
