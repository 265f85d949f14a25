// Mounts a registered island by name, with the props its component declares (type-checked):
//   <IslandHost client:visible name="application-fee-calculator" props={{ ... }} />
// While the island's code loads, its children show (server-rendered content readers without
// JavaScript keep, e.g. the error catalogue's full table), else a spinner; if it fails to load an error box offers
// "Retry" (which re-attempts the import); if the island throws, CrashBoundary shows
// "This page crashed." with the message, its causes and "Try again".
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CrashBoundary } from './CrashBoundary.tsx';
import { errorMessage } from './error-chain.ts';
import { loadIsland } from './island-loader.ts';
import { type IslandLoader, type IslandModule, type IslandName, type IslandProps, islandRegistry } from './island-registry.ts';
import './island-host.css';

export interface IslandHostProps<N extends IslandName = IslandName> {
  /** Key of the island in island-registry.ts. */
  name: N;
  /** Props passed to the island component (must be serializable: Astro sends them as JSON). */
  props?: IslandProps<N>;
  /** Shown until the island has loaded (static HTML from the Astro wrapper); else a spinner. */
  children?: ReactNode;
}

type LoadState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; Island: IslandModule['default'] };

export function IslandHost<N extends IslandName>({ name, props, children }: IslandHostProps<N>): ReactNode {
  const loader = (islandRegistry as unknown as Record<string, IslandLoader>)[name];
  if (!loader) {
    // A page naming an unknown island is an authoring error: fail the build (SSR) loudly.
    throw new Error(
      `IslandHost: no island named "${name}" in src/components/runtime/island-registry.ts ` +
        `(known: ${Object.keys(islandRegistry).join(', ') || 'none'})`,
    );
  }
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The last load error only tells a retry which module URL failed; a ref, because a new error
  // must not start another load (a new attempt does).
  const lastError = useRef<unknown>(undefined);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadIsland(name, loader, attempt, lastError.current)
      .then((module) => current && setState({ status: 'ready', Island: module.default }))
      .catch((error: unknown) => {
        if (!current) return;
        lastError.current = error;
        setState({ status: 'failed', error });
      });
    return () => {
      current = false;
    };
  }, [name, loader, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div className="island-host" data-island-host={name}>
      {state.status === 'loading' && children}
      {state.status === 'loading' && !children && (
        <div className="island-host__loading" role="status">
          <span className="runtime-spinner" aria-hidden="true" />
          <span className="sr-only">Loading interactive example</span>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="island-host__error" role="alert">
          <p>This interactive example could not be loaded.</p>
          <p className="island-host__detail">{errorMessage(state.error)}</p>
          <button type="button" className="runtime-button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <CrashBoundary>
          <state.Island {...(props as unknown as Record<string, unknown>)} />
        </CrashBoundary>
      )}
    </div>
  );
}

export default IslandHost;
