// Configuration of Scalar's explorer on /api-spec/explorer. Pure, so the choices below are unit-tested.
// @see https://github.com/scalar/scalar/blob/main/documentation/configuration.md
import { EXPLORER_DOCUMENT_SLUG } from '../../lib/explorer/document-slug.ts';

export type SiteTheme = 'light' | 'dark';

/** Reads the site colour mode from <html data-theme>; anything but 'dark' is light (the default). */
export function siteTheme(root: { getAttribute(name: string): string | null }): SiteTheme {
  return root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

// Every snippet target Scalar knows, hidden unless listed in SHOWN. Code samples: curl (shell),
// Node (undici, Scalar's featured Node tab, and fetch) and Ruby (net/http), the languages the
// product ships SDKs and examples for.
const ALL_TARGETS =
  'c clojure csharp dart fsharp go http java js julia kotlin node objc ocaml php powershell python r ruby rust shell swift'.split(' ');
const SHOWN: Record<string, string[]> = {
  // value: clients of the target to hide
  shell: ['httpie', 'wget'],
  node: ['axios', 'ofetch'],
  ruby: [],
};

export const HIDDEN_CLIENTS: Record<string, true | string[]> = Object.fromEntries(ALL_TARGETS.map((t) => [t, SHOWN[t] ?? true]));

/**
 * Site fonts, its sidebar below the site's sticky navbar, touch targets of 24px, and a palette that meets WCAG AA
 * (4.5:1 for text on every Scalar background) in both modes: Scalar's default theme uses greys and
 * accent colours below that (e.g. #8e8e8e on #fbfbfb). Scalar puts `light-mode`/`dark-mode` on
 * <body>; only --scalar-* variables are set there, which the site does not read.
 */
export const SCALAR_CSS = `
.scalar-app, .scalar-api-reference {
  --scalar-font: var(--docs-font-sans);
  --scalar-font-code: var(--docs-font-mono);
  --scalar-custom-header-height: var(--docs-navbar-height);
}
/* A tag's list of its operations: links (scalar-markup.ts gives them an href), so they need a 24px touch target. */
.scalar-app a.endpoint {
  min-height: 24px;
  align-items: center;
}
/* The sidebar's expand buttons: 16px icons with 3px padding (22px); 4px makes 24. */
.scalar-app li[data-sidebar-id] button[aria-expanded] {
  padding: 4px;
}
.light-mode {
  --scalar-background-1: #ffffff;
  --scalar-background-2: #f6f8fa;
  --scalar-background-3: #eaeef2;
  --scalar-color-1: #1c1e21;
  --scalar-color-2: #4b5058;
  --scalar-color-3: #5a6068;
  --scalar-color-accent: #1a5fb4;
  --scalar-color-green: #116329;
  --scalar-color-red: #b42318;
  --scalar-color-yellow: #7d4e00;
  --scalar-color-blue: #0550ae;
  --scalar-color-orange: #953800;
  --scalar-color-purple: #6639ba;
}
.dark-mode {
  --scalar-background-1: #1b1b1d;
  --scalar-background-2: #242526;
  --scalar-background-3: #2f3033;
  --scalar-color-1: #e3e3e3;
  --scalar-color-2: #c3c7cd;
  --scalar-color-3: #aab0b7;
  --scalar-color-accent: #8ab4f8;
  --scalar-color-green: #56d364;
  --scalar-color-red: #ff8a80;
  --scalar-color-yellow: #e3b341;
  --scalar-color-blue: #79c0ff;
  --scalar-color-orange: #ffa657;
  --scalar-color-purple: #d2a8ff;
}
`;

/**
 * Scalar's API client on the explorer page: its "Test Request" button opens the client for that operation (loaded
 * on that click), sending to these servers, first the Try it mock on this origin (so the site's CSP allows it).
 */
export interface ScalarClientOptions {
  servers: { url: string; description: string }[];
}

/** `url`: the published spec (same origin, so the site's CSP `connect-src 'self'` allows it). */
export function scalarConfiguration(url: string, theme: SiteTheme, client: ScalarClientOptions) {
  return {
    url,
    slug: EXPLORER_DOCUMENT_SLUG,
    layout: 'modern' as const,
    theme: 'default' as const,
    // The site owns the colour mode: Scalar starts in it and offers no toggle of its own (Scalar
    // reads this once; ApiReference.tsx follows later changes of html[data-theme]).
    forceDarkModeState: theme,
    darkMode: theme === 'dark',
    hideDarkModeToggle: true,
    // No requests from this page but the API client's: web fonts would come from Scalar's CDN (blocked by the
    // site's CSP anyway).
    withDefaultFonts: false,
    telemetry: false,
    hideTestRequestButton: false,
    hideClientButton: true,
    showDeveloperTools: 'never' as const,
    mcp: { disabled: true },
    servers: client.servers,
    agent: { disabled: true },
    // The page has its own download links for /openapi.json and /openapi.yaml.
    documentDownloadType: 'none' as const,
    defaultHttpClient: { targetKey: 'shell' as const, clientKey: 'curl' as const },
    hiddenClients: HIDDEN_CLIENTS,
    orderSchemaPropertiesBy: 'preserve' as const,
    customCss: SCALAR_CSS,
  };
}

/** Scalar's colour mode lives in two classes on <body>; this is how it switches them. */
export function applyScalarMode(body: { classList: { toggle(name: string, force: boolean): unknown } }, theme: SiteTheme): void {
  body.classList.toggle('dark-mode', theme === 'dark');
  body.classList.toggle('light-mode', theme === 'light');
}
