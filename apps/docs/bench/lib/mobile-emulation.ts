// A mid-range phone as Lighthouse's mobile preset describes it, applied to Playwright pages over CDP: the viewport
// (412x823, touch), the CPU slowed 4x and the network shaped. The network has two profiles: `lighthouse`, the
// preset's own figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), and `devtools`, the same preset as
// Lighthouse's DevTools throttling applies it per request (latency x3.75, throughput x0.9; the figures
// reference-ttu.ts measured the embedded Scalar reference with). A page's network conditions do not reach the
// Service Workers it starts (each is its own CDP target), so `throttleServiceWorkers` shapes those too: the Try it
// mock fetches the spec from inside its worker.
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { MOBILE_NETWORK } from './reference-ttu.ts';

export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export const NETWORK_PROFILES = {
  lighthouse: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  devtools: MOBILE_NETWORK,
} as const satisfies Record<string, NetworkConditions>;
export type NetworkProfile = keyof typeof NETWORK_PROFILES;

export const CPU_SLOWDOWN = 4;

export const MOBILE_CONTEXT: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Shapes the page's network and slows its CPU; the returned session also reports the page's requests. */
export async function emulateMobile(page: Page, network: NetworkConditions): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Applies the same network conditions to every Service Worker the browser starts, before it runs. Playwright gives
 * no CDP session for a worker and only the flattened protocol can auto-attach at the browser level, so this opens
 * its own CDP connection on the browser's debugging port (launch it with `--remote-debugging-port=<port>`):
 * auto-attach to service workers only, each waits for the debugger, gets the conditions and is let go.
 */
export async function throttleServiceWorkers(port: number, network: NetworkConditions): Promise<{ shaped(): number; stop(): void }> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`no CDP connection on port ${port}`)), { once: true });
  });
  let id = 0;
  let shaped = 0;
  const send = (method: string, params: object, sessionId?: string) =>
    socket.send(JSON.stringify({ id: ++id, method, params, ...(sessionId ? { sessionId } : {}) }));
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      method?: string;
      params?: { sessionId: string; targetInfo: { type: string }; waitingForDebugger: boolean };
    };
    if (message.method !== 'Target.attachedToTarget' || !message.params) return;
    const { sessionId, targetInfo, waitingForDebugger } = message.params;
    if (targetInfo.type === 'service_worker') {
      // Sent in order on one connection: the conditions hold before the worker runs.
      send('Network.enable', {}, sessionId);
      send('Network.emulateNetworkConditions', { offline: false, ...network }, sessionId);
      shaped++;
    }
    if (waitingForDebugger) send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return { shaped: () => shaped, stop: () => socket.close() };
}
