// The worker's sandboxes survive a worker restart through their store, and a reset empties both memory and store.
// Requests carry Try it's `<token>` placeholder, which the sandbox takes as a token it issued.
import type { SandboxState } from '@paydocs/mock/core';
import { exampleRequest } from '@paydocs/request-validator';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { describe, expect, it } from 'vitest';
import { Sandboxes, type StateStore } from './sandboxes.ts';

const spec = loadBundle(locateBundle(new URL('../..', import.meta.url).pathname));

function memoryStore(): StateStore & { saved: Map<string, SandboxState> } {
  const saved = new Map<string, SandboxState>();
  return {
    saved,
    read: async (id) => saved.get(id),
    write: async (id, state) => void saved.set(id, structuredClone(state)),
    remove: async (id) => void saved.delete(id),
  };
}

const create = exampleRequest(spec, 'createCheckout');

describe('Sandboxes', () => {
  it('reads a saved sandbox back after a restart, per id', async () => {
    const store = memoryStore();
    const before = new Sandboxes(spec, store);
    const id = JSON.parse((await before.get('tab-a')).respond(create).body!).data.id as string;
    await before.save('tab-a');
    const after = new Sandboxes(spec, store);
    const read = { ...exampleRequest(spec, 'getCheckout'), path: `/v1/checkouts/${id}` };
    expect((await after.get('tab-a')).respond(read).status).toBe(200);
    expect((await after.get('tab-b')).respond(read).status).toBe(404);
  });

  it('reset forgets in memory and in the store', async () => {
    const store = memoryStore();
    const sandboxes = new Sandboxes(spec, store);
    (await sandboxes.get('tab-a')).respond(create);
    await sandboxes.save('tab-a');
    await sandboxes.reset('tab-a');
    expect(store.saved.has('tab-a')).toBe(false);
    expect((await sandboxes.get('tab-a')).state().resources).toEqual({});
  });
});
