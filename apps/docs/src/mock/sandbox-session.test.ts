// Given/want: the tab's sandbox id kept in sessionStorage, and the ids the worker accepts.
import { describe, expect, it } from 'vitest';
import { SHARED_SANDBOX, sandboxIdOf, tabSandboxId } from './sandbox-session.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('tabSandboxId', () => {
  it('makes one id per tab storage and keeps it', () => {
    const tab = memoryStorage();
    const first = tabSandboxId(tab);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabSandboxId(tab)).toBe(first);
    expect(tabSandboxId(memoryStorage())).not.toBe(first);
  });

  it('falls back to the shared sandbox without storage, or when storage throws', () => {
    expect(tabSandboxId(undefined)).toBe(SHARED_SANDBOX);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(tabSandboxId(throwing)).toBe(SHARED_SANDBOX);
  });
});

describe('sandboxIdOf', () => {
  it.each([
    { given: '0F4C1C8E-7D4E-4D6B-9A53-3B1D2F6E8A01', want: '0f4c1c8e-7d4e-4d6b-9a53-3b1d2f6e8a01' },
    { given: null, want: SHARED_SANDBOX },
    { given: '../../etc', want: SHARED_SANDBOX },
    { given: 'x'.repeat(36), want: SHARED_SANDBOX },
  ])('$given -> $want', ({ given, want }) => expect(sandboxIdOf(given)).toBe(want));
});
