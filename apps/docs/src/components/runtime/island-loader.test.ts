import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, loadIsland } from './island-loader.ts';

describe('failedModuleUrl', () => {
  it.each([
    {
      name: 'Chromium message',
      error: new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4321/_astro/Fee.Ab12.js'),
      want: 'http://127.0.0.1:4321/_astro/Fee.Ab12.js',
    },
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
    const module = { default: () => null };
    const loader = vi.fn(async () => module);
    await expect(loadIsland(loader, 0, undefined)).resolves.toBe(module);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('falls back to the registry loader when the failed URL is unknown', async () => {
    const module = { default: () => null };
    const loader = vi.fn(async () => module);
    await expect(loadIsland(loader, 1, new Error('Importing a module script failed.'))).resolves.toBe(module);
  });
});
