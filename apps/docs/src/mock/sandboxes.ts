// The Try it mock's sandboxes, one per tab (sandbox-session.ts), inside the Service Worker. A browser stops an idle
// worker after a short while, so each sandbox's state is also written to Cache Storage after every request that
// answered and read back when a stopped worker starts again; a reset empties it. Only the newest few sandboxes are
// kept (a closed tab's state is never read again).
import { createSandbox, type Sandbox, type SandboxState, type Spec } from '@paydocs/mock/core';

const CACHE = 'paydocs-mock-sandboxes';
/** Sandboxes kept in Cache Storage; older ones are dropped. */
export const KEPT = 20;

/** The part of Cache Storage the sandboxes use (absent in a test without it: state then lives in memory only). */
export interface StateStore {
  read(id: string): Promise<SandboxState | undefined>;
  write(id: string, state: SandboxState): Promise<void>;
  remove(id: string): Promise<void>;
}

export function cacheStore(caches: CacheStorage | undefined, keyBase: string): StateStore {
  const key = (id: string) => `${keyBase}/__sandbox/state/${id}`;
  const open = () => caches!.open(CACHE);
  if (!caches) return { read: async () => undefined, write: async () => undefined, remove: async () => undefined };
  return {
    async read(id) {
      const hit = await (await open()).match(key(id));
      return hit ? ((await hit.json()) as SandboxState) : undefined;
    },
    async write(id, state) {
      const cache = await open();
      await cache.delete(key(id));
      await cache.put(key(id), Response.json(state));
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) await cache.delete(old);
    },
    async remove(id) {
      await (await open()).delete(key(id));
    },
  };
}

export class Sandboxes {
  private readonly live = new Map<string, Sandbox>();
  private readonly spec: Spec;
  private readonly store: StateStore;

  constructor(spec: Spec, store: StateStore) {
    this.spec = spec;
    this.store = store;
  }

  async get(id: string): Promise<Sandbox> {
    const known = this.live.get(id);
    if (known) return known;
    const state = await this.store.read(id).catch(() => undefined);
    const sandbox = createSandbox(this.spec, state ? { state } : {});
    this.live.set(id, sandbox);
    return sandbox;
  }

  /** Saves a sandbox's state after a request. */
  async save(id: string): Promise<void> {
    const sandbox = this.live.get(id);
    if (sandbox) await this.store.write(id, sandbox.state()).catch(() => undefined);
  }

  async reset(id: string): Promise<void> {
    (await this.get(id)).reset();
    await this.store.remove(id).catch(() => undefined);
  }
}
