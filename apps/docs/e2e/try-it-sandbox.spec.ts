// Try it keeps the tab's sandbox across pages: a checkout created with Try it on the createCheckout page is completed
// on the completeCheckout page and read back `completed` on the getCheckout page, with the amount and description
// it was created with; "Reset sandbox" empties it, and the same read then gets the documented 404.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function pageOf(page: Page, operationId: string): Promise<string> {
  const anchors = (await (await page.request.get('/api-spec/anchors.json')).json()) as Record<string, string>;
  const route = anchors[`operation/${operationId}`];
  if (!route) throw new Error(`anchors.json names no page for operation/${operationId}`);
  return route;
}

async function tryIt(page: Page, operationId: string) {
  await page.goto(await pageOf(page, operationId));
  const root = page.locator(`.ref-try-it[data-try-it-operation="${operationId}"]`);
  // The panel opens from its "Try it" button (its code loads on that click), as a reader opens it.
  await page.locator(`[data-try-it-open][aria-controls="${await root.getAttribute('id')}"]`).click();
  await expect(root.locator(`[data-try-it="${operationId}"]`)).toBeVisible();
  return root;
}

async function send(root: ReturnType<Page['locator']>, status: number) {
  await root.getByRole('button', { name: /^Send to the mock/ }).click();
  await expect(root.locator('[data-try-it-status]')).toHaveText(new RegExp(`^${status}\\b`), { timeout: 15_000 });
  return JSON.parse((await root.locator('[data-try-it-body]').textContent()) ?? '');
}

test('a checkout created, completed and read on three operation pages keeps its state; reset clears it', async ({ page }) => {
  const create = await tryIt(page, 'createCheckout');
  const body = create.getByLabel('JSON body');
  const sent = { ...JSON.parse(await body.inputValue()), amount: 4321, description: 'Try it order 7' };
  await body.fill(JSON.stringify(sent, null, 2));
  const created = (await send(create, 201)).data;
  expect(created).toMatchObject({ payment_amount: 4321, payment_description: 'Try it order 7', status: 'created' });

  const complete = await tryIt(page, 'completeCheckout');
  await complete.getByLabel(/Path parameter id/).fill(created.id);
  const completion = (await send(complete, 201)).data;
  expect(completion).toMatchObject({ checkout_id: created.id, payment_status: 'succeeded' });

  const read = await tryIt(page, 'getCheckout');
  await read.getByLabel(/Path parameter id/).fill(created.id);
  expect((await send(read, 200)).data).toMatchObject({
    id: created.id,
    status: 'completed',
    payment_amount: 4321,
    successful_payment_id: completion.payment_id,
  });

  await read.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(read.getByRole('status')).toContainText('Sandbox reset');
  expect((await send(read, 404)).code).toBe('resource_not_found');
});
