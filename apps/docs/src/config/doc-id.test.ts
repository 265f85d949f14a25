import { describe, expect, it } from 'vitest';
import { docIdFromPath } from './doc-id.ts';

describe('docIdFromPath', () => {
  it.each([
    { entry: 'gettingStarted.mdx', want: 'gettingStarted' },
    { entry: 'apiFundamentals/index.mdx', want: 'apiFundamentals' },
    { entry: 'apiFundamentals/authentication.mdx', want: 'apiFundamentals/authentication' },
    { entry: 'payments/guides/achForm.mdx', want: 'payments/guides/achForm' },
    { entry: 'checkouts/hosted-checkout.md', want: 'checkouts/hosted-checkout' },
    { entry: 'testing/card_payments.mdx', want: 'testing/card_payments' },
    { entry: 'payments\\apple-pay.mdx', want: 'payments/apple-pay' },
    { entry: 'reindex.mdx', want: 'reindex' },
  ])('$entry -> $want', ({ entry, want }) => {
    expect(docIdFromPath(entry)).toBe(want);
  });

  it('refuses a root index page, which would shadow the home page', () => {
    expect(() => docIdFromPath('index.mdx')).toThrow('src/content/docs/index.mdx: a root index page');
  });
});
