// Scalar's full-page reference on /api-spec/explorer, reading the description the build prepared for it
// (/api-spec/explorer.json, src/lib/explorer/scalar-document.ts; the chunk carries no copy of the spec) and
// following the site colour mode. Loaded through IslandHost on that page only: no other page loads a Scalar byte.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import { withBase } from '@paydocs/spec-access/urls';
// Linked at runtime, not imported as CSS: a CSS import here would be hoisted by Astro into the
// stylesheet of every page that uses IslandHost (Scalar's CSS is ~260 kB and styles <body>).
import scalarCssUrl from '@scalar/api-reference-react/style.css?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { repairScalarMarkup } from './scalar-markup.ts';
import { EXPLORER_DOCUMENT_SLUG } from '../../lib/explorer/document-slug.ts';
import { applyScalarMode, type ScalarClientOptions, scalarConfiguration, siteTheme, type SiteTheme } from './scalar-config.ts';

function useSiteTheme(): SiteTheme {
  const [theme, setTheme] = useState<SiteTheme>(() => siteTheme(document.documentElement));
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setTheme(siteTheme(root)));
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** Adds Scalar's stylesheet once; resolves when it has loaded so Scalar never paints unstyled. */
function useScalarStylesheet(): 'loading' | 'ready' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[data-scalar-css]');
    if (link?.dataset.loaded) {
      setState('ready');
      return;
    }
    if (!link) {
      link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: scalarCssUrl });
      link.dataset.scalarCss = '';
      document.head.append(link);
    }
    const onLoad = () => {
      link.dataset.loaded = 'true';
      setState('ready');
    };
    const onError = () => {
      link.remove();
      setState('failed');
    };
    link.addEventListener('load', onLoad);
    link.addEventListener('error', onError);
    return () => {
      link.removeEventListener('load', onLoad);
      link.removeEventListener('error', onError);
    };
  }, []);
  // Thrown during render so the island's crash boundary reports it with "Try again".
  if (state === 'failed') throw new Error(`The interactive reference's stylesheet (${scalarCssUrl}) could not be loaded.`);
  return state;
}

export interface ApiReferenceProps {
  /** The description Scalar reads, a path on this site without its base (the explorer's prepared `/api-spec/explorer.json`). */
  document: string;
  /** Scalar's API client, sending to these servers (the mock first; paths resolved on this origin). */
  client: ScalarClientOptions;
}

export default function ApiReference({ document: documentPath, client }: ApiReferenceProps) {
  const css = useScalarStylesheet();
  const theme = useSiteTheme();
  // Built once, with the mode of the moment Scalar starts: it reads forceDarkModeState only then,
  // and a new configuration object would make it re-process the whole document.
  const configuration = useMemo(
    () =>
      css === 'ready'
        ? scalarConfiguration(withBase(import.meta.env.BASE_URL, documentPath), siteTheme(document.documentElement), {
            servers: client.servers.map((s) => ({ ...s, url: new URL(s.url, window.location.origin).href })),
          })
        : undefined,
    [css, documentPath, client],
  );
  useEffect(() => {
    applyScalarMode(document.body, theme);
    // Scalar re-applies its start mode when the system preference changes; the site may keep its
    // own choice then, so put the site's mode back after Scalar's update.
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const reapply = () => setTimeout(() => applyScalarMode(document.body, siteTheme(document.documentElement)), 0);
    media.addEventListener('change', reapply);
    return () => media.removeEventListener('change', reapply);
  }, [theme]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const repair = () => repairScalarMarkup(root, EXPLORER_DOCUMENT_SLUG);
    const observer = new MutationObserver(repair);
    observer.observe(root, { childList: true, subtree: true });
    repair();
    return () => observer.disconnect();
  }, []);
  // data-no-copy: the site's copy buttons must not rewrite Scalar's own code blocks.
  return (
    <div className="api-reference" data-no-copy ref={container}>
      {configuration ? <ApiReferenceReact configuration={configuration} /> : <p role="status">Loading the interactive reference…</p>}
    </div>
  );
}
