import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { launchChromium } from './chromium.ts';
import { startStaticServer } from '../scripts/serve-static.ts';
const cg = process.argv[2];
const cpu = () => Number(readFileSync(`${cg}/cpuacct.usage`, 'utf8')) / 1e9;
const { url: origin } = await startStaticServer({ root: 'dist', port: 0, host: '127.0.0.1', base: '/' });
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const browser = process.env.EXE ? await chromium.launch({ executablePath: process.env.EXE, args: ['--no-sandbox','--disable-gpu', ...extra], headless: true }) : await launchChromium(chromium, extra);
for (const path of ['about:blank', '/testing/overview']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let t = cpu();
  await page.goto(path.startsWith('/') ? `${origin}${path}` : path, { waitUntil: 'load' });
  const load = cpu() - t;
  t = cpu();
  await new Promise((r) => setTimeout(r, 5000));
  console.log(path, 'load', load.toFixed(2), 'idle 5s', (cpu() - t).toFixed(2));
  await context.close();
}
await browser.close();
process.exit(0);
