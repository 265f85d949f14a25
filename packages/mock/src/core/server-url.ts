// The server URL of an operation as OpenAPI picks it (operation, then path item, then root `servers`), its
// variables replaced by their defaults (`https://{api_host}/v1` -> `https://api.example.com/v1`), and its base path.
// @see https://spec.openapis.org/oas/v3.1.0#server-object
import type { WalkedOperation } from '@paydocs/spec-access';
import type { Spec } from './types.ts';

interface Server {
  url: string;
  variables?: Record<string, { default?: string }>;
}

export function serverUrl(spec: Spec, walked: Pick<WalkedOperation, 'operation' | 'pathItem'>): string {
  const servers = (walked.operation.servers ?? walked.pathItem.node.servers ?? spec.servers) as Server[] | undefined;
  const server = servers?.[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}

/** The path part of a server URL (`https://api.example.com/v1` -> `/v1`, `` for none). */
export function basePath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path === '/' ? '' : path.replace(/\/$/, '');
}
