// The colour-mode rule is written once (pre-paint.ts `pickMode`); two scripts run it: the pre-paint script (its
// source text inlined in <head>) picks the mode before the first paint, color-mode.ts keeps it afterwards. This
// runs both on every case (stored preference x system preference x site settings, storage missing or throwing
// included) in a small fake browser and checks that each picks the mode the rule says. A broken copy of the
// inline script's text shows the check fails when they differ.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { prePaintScript } from './pre-paint.ts';

type Mode = 'light' | 'dark';
/** What localStorage holds under `theme`: a mode, nothing, an invalid value, or storage that throws. */
type Stored = Mode | 'none' | 'invalid' | 'unavailable';

interface Case {
  stored: Stored;
  system: Mode;
  respectPrefers: boolean;
  defaultMode: Mode;
  colorSwitch: 'enabled' | 'disabled';
}

/** The text BaseLayout inlines. */
const PRE_PAINT = prePaintScript();

/** The product spec's rule: a valid stored choice (switch enabled), else the system's when respected, else the default. */
function want(c: Case): Mode {
  if (c.colorSwitch === 'enabled' && (c.stored === 'light' || c.stored === 'dark')) return c.stored;
  return c.respectPrefers ? c.system : c.defaultMode;
}

/** The globals the two scripts touch, for one case: <html> with its data attributes, storage, media queries. */
function fakeBrowser(c: Case) {
  const attributes = new Map<string, string>([
    ['data-default-mode', c.defaultMode],
    ['data-respect-prefers', String(c.respectPrefers)],
    ['data-color-switch', c.colorSwitch],
  ]);
  const toAttribute = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  const dataset = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, key: string) => attributes.get(toAttribute(key)),
    set: (_target, key: string, value: string) => {
      attributes.set(toAttribute(key), String(value));
      return true;
    },
  });
  const documentElement = {
    dataset,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  const values = new Map<string, string>();
  if (c.stored === 'light' || c.stored === 'dark') values.set('theme', c.stored);
  if (c.stored === 'invalid') values.set('theme', 'blue');
  const unavailable = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const localStorage =
    c.stored === 'unavailable'
      ? { getItem: unavailable, setItem: unavailable, removeItem: unavailable }
      : {
          getItem: (key: string) => values.get(key) ?? null,
          setItem: (key: string, value: string) => void values.set(key, value),
          removeItem: (key: string) => void values.delete(key),
        };
  const matchMedia = (query: string) => ({
    matches: query.includes('prefers-color-scheme: dark') ? c.system === 'dark' : false,
    addEventListener: () => {},
  });
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const events: string[] = [];
  const document = {
    documentElement,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatchEvent: (event: Event) => void events.push(event.type),
    querySelectorAll: () => [],
  };
  const window = { addEventListener: () => {} };
  /** A click on an element; `closest` finds the switch when `onSwitch`. */
  const click = (onSwitch: boolean) => {
    const target = Object.assign(Object.create(FakeElement.prototype), { closest: () => (onSwitch ? {} : null) });
    for (const listener of listeners.get('click') ?? []) listener({ target });
  };
  return {
    document,
    window,
    localStorage,
    matchMedia,
    click,
    events,
    listeners,
    stored: () => values.get('theme'),
    theme: () => attributes.get('data-theme'),
  };
}

/** Stands in for the DOM's Element, which the pre-paint click handler checks its event target against. */
class FakeElement {}

/** The mode the pre-paint script (this source text) sets. */
function prePaintMode(c: Case, source = PRE_PAINT): string | undefined {
  const browser = fakeBrowser(c);
  new Function('document', 'localStorage', 'matchMedia', source)(browser.document, browser.localStorage, browser.matchMedia);
  return browser.theme();
}

/** The mode color-mode.ts applies when it starts on a page with nothing set yet. */
async function runtimeMode(c: Case): Promise<string | undefined> {
  const browser = fakeBrowser(c);
  for (const name of ['document', 'window', 'localStorage', 'matchMedia'] as const) vi.stubGlobal(name, browser[name]);
  vi.resetModules();
  await import('./color-mode.ts');
  return browser.theme();
}

const CASES: Case[] = (['light', 'dark', 'none', 'invalid', 'unavailable'] as const).flatMap((stored) =>
  (['light', 'dark'] as const).flatMap((system) =>
    [true, false].flatMap((respectPrefers) =>
      (['light', 'dark'] as const).flatMap((defaultMode) =>
        (['enabled', 'disabled'] as const).map((colorSwitch) => ({ stored, system, respectPrefers, defaultMode, colorSwitch })),
      ),
    ),
  ),
);
const label = (c: Case) =>
  `stored ${c.stored}, system ${c.system}, ${c.respectPrefers ? 'respected' : 'not respected'}, default ${c.defaultMode}, switch ${c.colorSwitch}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pre-paint script and color-mode.ts pick the same mode', () => {
  test('every combination is a case', () => {
    expect(CASES).toHaveLength(5 * 2 * 2 * 2 * 2);
  });

  test.each(CASES.map((c) => [label(c), c] as const))('%s', async (_label, c) => {
    expect(prePaintMode(c), 'pre-paint script').toBe(want(c));
    expect(await runtimeMode(c), 'color-mode.ts').toBe(want(c));
  });

  test('a pre-paint script that ignores the system preference disagrees with the runtime (broken fixture)', async () => {
    const broken = PRE_PAINT.replace(/data\.respectPrefers === ["']true["']/, 'false');
    expect(broken).not.toBe(PRE_PAINT);
    const disagreeing: string[] = [];
    for (const c of CASES) if (prePaintMode(c, broken) !== (await runtimeMode(c))) disagreeing.push(label(c));
    // Exactly the cases where the system preference decides and differs from the default.
    const storedDecides = (c: Case) => c.colorSwitch === 'enabled' && (c.stored === 'light' || c.stored === 'dark');
    expect(disagreeing).toEqual(CASES.filter((c) => !storedDecides(c) && c.respectPrefers && c.system !== c.defaultMode).map(label));
    expect(disagreeing.length).toBeGreaterThan(0);
  });
});

describe('the switch works from the first paint (pre-paint script, before the bundled scripts arrive)', () => {
  const enabled: Case = { stored: 'none', system: 'light', respectPrefers: false, defaultMode: 'light', colorSwitch: 'enabled' };

  test('a click on the switch flips the mode, stores it and tells color-mode.ts; a click elsewhere does nothing', () => {
    vi.stubGlobal('Element', FakeElement);
    const browser = fakeBrowser(enabled);
    new Function('document', 'localStorage', 'matchMedia', PRE_PAINT)(browser.document, browser.localStorage, browser.matchMedia);
    // given clicks; want the mode, the stored value and the events after each
    const steps: { onSwitch: boolean; theme: string; stored: string | undefined; events: number }[] = [
      { onSwitch: false, theme: 'light', stored: undefined, events: 0 },
      { onSwitch: true, theme: 'dark', stored: 'dark', events: 1 },
      { onSwitch: true, theme: 'light', stored: 'light', events: 2 },
    ];
    for (const step of steps) {
      browser.click(step.onSwitch);
      expect({ theme: browser.theme(), stored: browser.stored(), events: browser.events.length }).toEqual({
        theme: step.theme,
        stored: step.stored,
        events: step.events,
      });
    }
    expect(new Set(browser.events)).toEqual(new Set(['paydocs:color-mode']));
  });

  test('the click listener is added once, however often the script runs', () => {
    const browser = fakeBrowser(enabled);
    for (let run = 0; run < 2; run++)
      new Function('document', 'localStorage', 'matchMedia', PRE_PAINT)(browser.document, browser.localStorage, browser.matchMedia);
    expect(browser.listeners.get('click')).toHaveLength(1);
  });
});
