// Serves a built site (any app's dist/, e.g. the pre-change checkout's) with this app's preview
// server in a child process, so the server's work never shares an event loop with Lighthouse or
// Playwright timing code. Resolves once the server answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';

const SERVE_SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'serve-static.ts');

export interface ServedDist {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  close(): Promise<void>;
}

export async function serveDist(dist: string): Promise<ServedDist> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE_SCRIPT, '--port', String(port), '--root', dist], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {}
    if (i >= 100 || child.exitCode !== null) {
      child.kill();
      throw new Error(`the preview server for ${dist} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
