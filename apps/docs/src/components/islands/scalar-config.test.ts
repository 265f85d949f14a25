import { describe, expect, test } from 'vitest';
import { applyScalarMode, HIDDEN_CLIENTS, scalarConfiguration, siteTheme } from './scalar-config.ts';

const client = { servers: [{ url: 'https://docs.test/__mock/v1', description: 'Try it mock' }] };

describe('scalarConfiguration', () => {
  test('shows curl, Node and Ruby samples only, curl first', () => {
    const config = scalarConfiguration('/openapi.json', 'light', client);
    expect(config.defaultHttpClient).toEqual({ targetKey: 'shell', clientKey: 'curl' });
    const hidden = HIDDEN_CLIENTS;
    const shown = Object.entries(hidden)
      .filter(([, v]) => v !== true)
      .map(([k]) => k);
    expect(shown.sort()).toEqual(['node', 'ruby', 'shell']);
    expect(hidden.shell).not.toContain('curl');
    expect(hidden.node).not.toContain('fetch');
    // undici is the Node client Scalar features as a tab.
    expect(hidden.node).not.toContain('undici');
  });

  test.each([
    ['light', false],
    ['dark', true],
  ] as const)('follows the site colour mode %s', (theme, dark) => {
    const config = scalarConfiguration('/openapi.json', theme, client);
    expect(config.forceDarkModeState).toBe(theme);
    expect(config.darkMode).toBe(dark);
    expect(config.hideDarkModeToggle).toBe(true);
  });

  test('reads the published spec by URL (no copy in the chunk) and makes no other requests', () => {
    const config = scalarConfiguration('/docs/openapi.json', 'light', client);
    expect(config.url).toBe('/docs/openapi.json');
    expect(config).not.toHaveProperty('content');
    expect(config).not.toHaveProperty('proxyUrl');
    expect(config).toMatchObject({ withDefaultFonts: false, telemetry: false });
  });
});

test.each([
  ['dark', 'dark'],
  ['light', 'light'],
  [null, 'light'],
  ['sepia', 'light'],
])('data-theme=%j reads as %s', (value, want) => {
  expect(siteTheme({ getAttribute: () => value })).toBe(want);
});

test('applyScalarMode swaps the two body classes', () => {
  const classes = new Set(['light-mode']);
  const body = { classList: { toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name)) } };
  applyScalarMode(body, 'dark');
  expect([...classes]).toEqual(['dark-mode']);
  applyScalarMode(body, 'light');
  expect([...classes]).toEqual(['light-mode']);
});

test('the explorer opens the API client, sending to the mock first', () => {
  expect(scalarConfiguration('/openapi.json', 'light', client)).toMatchObject({ hideTestRequestButton: false, servers: client.servers });
});
