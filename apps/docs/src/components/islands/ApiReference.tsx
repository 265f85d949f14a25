// The interactive reference on /api-spec: Scalar, configured with the bundled spec (imported into
// this lazily loaded chunk, so no request is made for it), following the site colour mode.
// Loaded through IslandHost only when its section scrolls into view, so the page's first paint and
// the static summary never wait for Scalar's JavaScript or CSS.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import spec from '@paydocs/openapi/openapi.json';
import { useEffect, useMemo, useRef, useState } from 'react';
import { scalarConfiguration, siteAnchor, siteTheme, type SiteTheme } from './scalar-config.ts';

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

/**
 * Scalar reads the URL hash when it mounts and treats one it does not know as a prefix for all
 * its own hashes (`#operation/createCheckout/tag/...`). A hash naming an anchor of the static
 * summary is dropped first: the reader has scrolled on to the interactive reference by now.
 */
function releaseSiteAnchor(): void {
  if (siteAnchor(window.location.hash, (id) => document.getElementById(id) !== null)) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/** Scalar's code-copy buttons carry only an icon; give them the name the site's own use. */
function nameIconButtons(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.scalar-code-copy:not([aria-label])')) {
    if (!button.textContent?.trim()) button.setAttribute('aria-label', 'Copy code');
  }
}

export default function ApiReference() {
  const [ready] = useState(() => {
    releaseSiteAnchor();
    return true;
  });
  const theme = useSiteTheme();
  const configuration = useMemo(() => scalarConfiguration(spec, theme), [theme]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const observer = new MutationObserver(() => nameIconButtons(root));
    observer.observe(root, { childList: true, subtree: true });
    nameIconButtons(root);
    return () => observer.disconnect();
  }, []);
  // data-no-copy: the site's copy buttons must not rewrite Scalar's own code blocks.
  return (
    <div className="api-reference" data-no-copy ref={container}>
      {ready && <ApiReferenceReact configuration={configuration} />}
    </div>
  );
}
