// Given/want: the Try it props of real operations, and the curl sample of every operation passes the samples checker
// (the same check as `pnpm spec samples`).
import { loadBundle, locateBundle, walkOperations } from '@paydocs/spec-access';
import { checkSample, parseCurl } from '@paydocs/spec-tools/samples';
import { describe, expect, it } from 'vitest';
import { curlOf, shellQuote, tryItProps } from './try-it.ts';

const doc = loadBundle(locateBundle(new URL('../../..', import.meta.url).pathname));

describe('tryItProps', () => {
  it('fills a request with a path parameter, its headers and the mock paths', () => {
    const props = tryItProps(doc, 'getPayment', '/');
    expect(props.method).toBe('GET');
    expect(props.template).toBe('/v1/payments/{id}');
    expect(props.pathParameters).toEqual([{ name: 'id', example: expect.stringMatching(/^\S+$/) }]);
    expect(props.headers.split('\n')[0]).toBe('Authorization: Bearer <token>');
    expect(props.body).toBeUndefined();
    expect(props.server).toBe('https://api.example.com/v1');
    expect(props.mock).toEqual({ script: '/mock-sw.js', scope: '/api-spec', prefix: '/__mock', spec: '/openapi.json' });
  });

  it('fills a body and the required headers of a create call', () => {
    const props = tryItProps(doc, 'createCheckout', '/docs/');
    expect(props.headers).toMatch(/^Sub-Account: \S+$/m);
    expect(props.headers).toMatch(/^Content-Type: application\/json$/m);
    expect(JSON.parse(props.body!)).toHaveProperty('amount');
    expect(props.mock.script).toBe('/docs/mock-sw.js');
    expect(props.explorer).toBe('/docs/api-spec/explorer#tag/checkouts/POST/checkouts');
    expect(props.curl).toMatch(/^curl -X POST "https:\/\/\$API_HOST\/v1\/checkouts"/);
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

describe('every curl sample', () => {
  const operations = walkOperations(doc).filter((w) => w.kind === 'operation');
  it.each(operations.map((w) => w.operationId!))('%s passes the samples checker', (operationId) => {
    const { curl } = tryItProps(doc, operationId, '/');
    const samples = parseCurl(curl, 'try-it', 1);
    expect(samples).toHaveLength(1);
    expect(checkSample(samples[0]!, doc).problems).toEqual([]);
  });
});
