import { chromium } from '@playwright/test';
import { launchChromium } from './e2e/chromium.ts';
const browser = await launchChromium(chromium);
const page = await browser.newPage({ viewport: { width: Number(process.argv[3] ?? 1440), height: 900 } });
await page.goto('http://127.0.0.1:4393' + process.argv[2]);
await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const out: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(':is(.spec-table, .ref-params) :is(th[scope="row"], td:not(:last-child)) :is(code, .spec-method)')) {
    const rects = [...el.getClientRects()];
    if (rects.length === 0) continue;
    const cs = getComputedStyle(el);
    if (rects.length > 1 || rects[0]!.height > 30) out.push(`${el.textContent} rects=${rects.length} tops=${rects.map(r=>Math.round(r.top)+":"+Math.round(r.left)+"-"+Math.round(r.right)).join(" ")} html=${el.outerHTML.slice(0,120)} lh=${cs.lineHeight} ws=${cs.whiteSpace} ${el.closest('table')?.className}`);
  }
  return out.slice(0, 8).join('\n');
}));
await browser.close();
