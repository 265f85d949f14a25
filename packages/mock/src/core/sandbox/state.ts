// What a sandbox holds: the resources created through it, by kind (the collection's path template, `/checkouts`)
// and id, in creation order, and the payment tokens already used. Plain JSON, so the docs site's Service Worker can
// keep a copy across its restarts and a reset is a new empty state.
export type Resource = Record<string, unknown> & { id: string };

export interface SandboxState {
  resources: Record<string, Record<string, Resource>>;
  usedTokens: string[];
}

export function emptyState(): SandboxState {
  return { resources: {}, usedTokens: [] };
}

export function getResource(state: SandboxState, kind: string, id: string | undefined): Resource | undefined {
  return id === undefined ? undefined : state.resources[kind]?.[id];
}

export function putResource(state: SandboxState, kind: string, resource: Resource): Resource {
  state.resources[kind] ??= {};
  state.resources[kind][resource.id] = resource;
  return resource;
}

export function listResources(state: SandboxState, kind: string): Resource[] {
  return Object.values(state.resources[kind] ?? {});
}
