// Given/want: the Try it props of real operations, and the curl writer (the samples checker's check of every
// operation's curl is in src/components/islands/try-it-request.test.ts).
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { describe, expect, it } from 'vitest';
import { curlOf, shellQuote } from './curl.ts';
import { tryItProps } from './try-it.ts';

const doc = loadBundle(locateBundle(new URL('../../..', import.meta.url).pathname));

describe('tryItProps', () => {
  it('fills a request with a path parameter, its headers and the mock paths', () => {
    const props = tryItProps(doc, 'getPayment');
    expect(props.method).toBe('GET');
    expect(props.template).toBe('/v1/payments/{id}');
    expect(props.pathParameters).toEqual([{ name: 'id', example: expect.stringMatching(/^\S+$/) }]);
    expect(props.headers.split('\n')[0]).toBe('Authorization: Bearer <token>');
    expect(props.body).toBeUndefined();
    expect(props.server).toBe('https://api.example.com/v1');
  });

  it('fills a body and the required headers of a create call', () => {
    const props = tryItProps(doc, 'createCheckout');
    expect(props.headers).toMatch(/^Sub-Account: \S+$/m);
    expect(props.headers).toMatch(/^Content-Type: application\/json$/m);
    expect(JSON.parse(props.body!)).toHaveProperty('amount');
    expect(props.explorerAnchor).toBe('tag/checkouts/POST/checkouts');
    expect(props.curlOrigin).toBe('https://$API_HOST');
  });
});

describe('shellQuote and curlOf', () => {
  it.each([
    { given: 'plain', want: "'plain'" },
    { given: "it's", want: `'it'\\''s'` },
  ])('quotes $given', ({ given, want }) => expect(shellQuote(given)).toBe(want));

  it('writes one header per line and the body compact', () => {
    expect(curlOf({ method: 'POST', path: '/v1/x', headers: { A: '1' }, body: '{\n "a": 1\n}' }, 'https://h')).toBe(
      `curl -X POST "https://h/v1/x" \\\n  -H "A: 1" \\\n  -d '{"a":1}'`,
    );
  });
});
