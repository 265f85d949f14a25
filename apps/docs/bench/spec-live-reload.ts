// Live spec preview benchmark (prints figures; not a test): starts `astro dev`, opens the
// pagination guide in Chromium, then saves a one-field edit of spec/components/schemas/PageInfo.yaml
// and times how long the open page takes to show it, three times (the edit is undone after each).
// Target: under 2 s per edit on the 2-core build machine.
//
//   node bench/spec-live-reload.ts [--runs 3] [--port 4399]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launchChromium } from '../e2e/chromium.ts';
import { PAGE_INFO, replaceIn } from '../e2e-dev/spec-edit.ts';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const TARGET_MS = 2000;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '4399' } } });
const runs = Number(values.runs);
const base = `http://127.0.0.1:${values.port}`;

async function waitForServer(url: string, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const server = spawn('pnpm', ['exec', 'astro', 'dev', '--port', String(values.port), '--host', '127.0.0.1'], {
  cwd: APP_DIR,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
server.stdout.on('data', (chunk: Buffer) => process.env.DEBUG && process.stdout.write(chunk));
const browser = await launchChromium(chromium);
try {
  const started = performance.now();
  await waitForServer(`${base}${PAGE_INFO.route}`);
  console.log(`dev server ready in ${Math.round(performance.now() - started)} ms`);
  const page = await browser.newPage();
  await page.goto(`${base}${PAGE_INFO.route}`);
  await page.getByText(PAGE_INFO.text).waitFor();
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const marker = `edit ${i} ${Date.now()}`;
    const t0 = performance.now();
    const undo = replaceIn(PAGE_INFO.file, PAGE_INFO.text, `Whether a page exists after this one (${marker}).`);
    try {
      await page.getByText(marker).waitFor({ timeout: 60_000 });
      times.push(performance.now() - t0);
      console.log(`run ${i}: save -> page shows the edit in ${Math.round(times.at(-1)!)} ms`);
    } finally {
      undo();
    }
    await page.getByText(PAGE_INFO.text).waitFor({ timeout: 60_000 });
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  console.log(
    `median ${Math.round(median)} ms over ${runs} runs (target < ${TARGET_MS} ms): ${median < TARGET_MS ? 'within target' : 'OVER TARGET'}`,
  );
} finally {
  await browser.close();
  process.kill(-server.pid!, 'SIGTERM');
}
