import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, loadIsland } from './island-loader.ts';

const Component = () => null;
const chromiumError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4321/_astro/Fee.Ab12.js');

describe('failedModuleUrl', () => {
  it.each([
    { name: 'Chromium message', error: chromiumError, want: 'http://127.0.0.1:4321/_astro/Fee.Ab12.js' },
    {
      name: 'Firefox message',
      error: new TypeError('error loading dynamically imported module: https://docs.example/_astro/Fee.Ab12.js'),
      want: 'https://docs.example/_astro/Fee.Ab12.js',
    },
    { name: 'Safari message names no URL', error: new TypeError('Importing a module script failed.'), want: undefined },
    { name: 'not an error', error: 'offline', want: undefined },
  ])('$name', ({ error, want }) => {
    expect(failedModuleUrl(error)).toBe(want);
  });
});

describe('loadIsland', () => {
  it('uses the registry loader on the first attempt', async () => {
    const module = { default: Component };
    const loader = vi.fn(async () => module);
    await expect(loadIsland('fee', loader, 0, undefined)).resolves.toBe(module);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('rejects a module without a default export, naming the island', async () => {
    const loader = vi.fn(async () => ({}) as never);
    await expect(loadIsland('fee', loader, 0, undefined)).rejects.toThrow(/Island "fee": its module has no default export/);
  });

  it('falls back to the registry loader when the failed URL is unknown', async () => {
    const module = { default: Component };
    const loader = vi.fn(async () => module);
    await expect(loadIsland('fee', loader, 1, new Error('Importing a module script failed.'))).resolves.toBe(module);
  });

  it('retries the failed module under a fresh URL', async () => {
    const module = { default: Component };
    const importUrl = vi.fn(async () => module);
    const loader = vi.fn();
    await expect(loadIsland('fee', loader, 2, chromiumError, { importUrl })).resolves.toBe(module);
    expect(importUrl).toHaveBeenCalledWith('http://127.0.0.1:4321/_astro/Fee.Ab12.js?retry=2');
    expect(loader).not.toHaveBeenCalled();
  });

  it('reloads the page when the fresh module is a shared chunk, not the island', async () => {
    const reload = vi.fn();
    const importUrl = vi.fn(async () => ({ ey: { default: Component } }));
    void loadIsland('fee', vi.fn(), 1, chromiumError, { importUrl, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
