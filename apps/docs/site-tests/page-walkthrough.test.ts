// Which bash blocks ask the reader to export a value, and where a guide's set-up ends.
import { describe, expect, it } from 'vitest';
import { blocksThroughExport, carried, placeholderExports } from './page-walkthrough.ts';

describe('placeholderExports', () => {
  it.each([
    { given: 'export CHECKOUT_ID="<the data.id from the response>"', want: ['CHECKOUT_ID'] },
    { given: 'export API_HOST="<host>"\nexport CLIENT_SECRET="<secret>"   # keep it on your server', want: ['API_HOST', 'CLIENT_SECRET'] },
    { given: 'export API_HOST=localhost:4010', want: undefined },
    { given: 'npx paydocs-mock --port 4010', want: undefined },
    { given: 'export A="<a>"\ncurl "https://$API_HOST/v1/checkouts"', want: undefined },
  ])('$given', ({ given, want }) => expect(placeholderExports(given)).toEqual(want));
});

describe('blocksThroughExport', () => {
  const blocks = [
    { language: 'bash', code: 'curl x' },
    { language: 'bash', code: 'export ACCESS_TOKEN="<token>"' },
    { language: 'js', code: 'later' },
  ];
  it('keeps the blocks through the export', () => expect(blocksThroughExport(blocks, 'ACCESS_TOKEN')).toEqual(blocks.slice(0, 2)));
  it('fails naming a variable no block exports', () =>
    expect(() => blocksThroughExport(blocks, 'PAYMENT_ID')).toThrow(/no code block exports PAYMENT_ID/));
});

describe('carried', () => {
  it.each([
    { given: { type: 'checkout', data: { id: 'cho_1' } }, want: { CHECKOUT_ID: 'cho_1' } },
    { given: { data: { access_token: 'mock_abc' } }, want: { ACCESS_TOKEN: 'mock_abc' } },
    { given: { code: 'insufficient_funds' }, want: {} },
    { given: undefined, want: {} },
  ])('$given', ({ given, want }) => expect(carried(given)).toEqual(want));
});
