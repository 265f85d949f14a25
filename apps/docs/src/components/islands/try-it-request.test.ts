import { describe, expect, it } from 'vitest';
import { walkOperations } from '@paydocs/spec-access';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { checkSample, parseCurl } from '@paydocs/spec-tools/samples';
import { tryItProps } from '../../lib/islands/try-it.ts';
import { buildPath, curlOfForm, mockUnavailableReason, parseHeaderLines, showResponse, targetUrl } from './try-it-request.ts';

describe('parseHeaderLines', () => {
  it.each([
    {
      given: 'Authorization: Bearer <token>\nSub-Account: acc_1',
      want: { ok: true, value: { Authorization: 'Bearer <token>', 'Sub-Account': 'acc_1' } },
    },
    { given: '\n  A: b:c  \n\n', want: { ok: true, value: { A: 'b:c' } } },
    { given: 'A: 1\nbroken', want: { ok: false, error: 'Headers, line 2: expected "Name: value", got "broken"' } },
    { given: ': x', want: { ok: false, error: 'Headers, line 1: expected "Name: value", got ": x"' } },
  ])('$given', ({ given, want }) => expect(parseHeaderLines(given)).toEqual(want));
});

describe('buildPath', () => {
  const form = (values: Record<string, string>, query: string) => ({ ...values, query, headers: '', body: '' });
  it.each<{ template: string; values: Record<string, string>; query: string; want: unknown }>([
    { template: '/v1/payments/{id}', values: { '{id}': 'pay_1' }, query: '', want: { ok: true, value: '/v1/payments/pay_1' } },
    { template: '/v1/payments/{id}', values: { '{id}': 'a/b' }, query: '?x=1', want: { ok: true, value: '/v1/payments/a%2Fb?x=1' } },
    { template: '/v1/payments', values: {}, query: 'limit=5', want: { ok: true, value: '/v1/payments?limit=5' } },
    { template: '/v1/payments/{id}', values: { '{id}': ' ' }, query: '', want: { ok: false, error: 'Path parameter id: enter a value' } },
  ])('$template $values $query', ({ template, values, query, want }) => expect(buildPath(template, form(values, query))).toEqual(want));
});

describe('targetUrl', () => {
  it.each([
    { to: { mockPrefix: '/__mock' }, path: '/v1/payments', want: '/__mock/v1/payments' },
    {
      to: { server: 'https://api.example.com/v1/', specServer: 'https://api.example.com/v1' },
      path: '/v1/payments?limit=5',
      want: 'https://api.example.com/v1/payments?limit=5',
    },
    {
      to: { server: 'https://pay.test/api/v1', specServer: 'https://api.example.com/v1' },
      path: '/v1/payments',
      want: 'https://pay.test/api/v1/payments',
    },
    {
      to: { server: 'https://api.example.com/v1', specServer: 'https://api.example.com/v1' },
      path: '/oauth/token',
      want: 'https://api.example.com/v1/oauth/token',
    },
  ])('$path -> $want', ({ to, path, want }) => expect(targetUrl({ path }, to)).toBe(want));
});

describe('mockUnavailableReason', () => {
  it.each([
    { given: { hasServiceWorker: true, isSecureContext: true }, want: undefined },
    { given: { hasServiceWorker: true, isSecureContext: false }, want: /only on secure pages/ },
    { given: { hasServiceWorker: false, isSecureContext: true }, want: /does not offer/ },
  ])('$given', ({ given, want }) => {
    const reason = mockUnavailableReason(given);
    if (want === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(want);
  });
});

describe('showResponse', () => {
  it('pretty-prints JSON and lists headers', () => {
    expect(showResponse(201, 'Created', [['content-type', 'application/json']], '{"a":1}')).toEqual({
      status: '201 Created',
      headers: 'content-type: application/json',
      body: '{\n  "a": 1\n}',
    });
    expect(showResponse(204, '', [], '').body).toBe('(no body)');
    expect(showResponse(200, 'OK', [], 'not json').body).toBe('not json');
  });
});

describe('curlOfForm: the curl sample of every operation as the form starts passes the samples checker', () => {
  const doc = loadBundle(locateBundle(new URL('../../..', import.meta.url).pathname));
  const operations = walkOperations(doc).filter((w) => w.kind === 'operation');
  it.each(operations.map((w) => w.operationId!))('%s', (operationId) => {
    const props = tryItProps(doc, operationId);
    const values = Object.fromEntries(props.pathParameters.map((p) => [`{${p.name}}`, p.example]));
    const curl = curlOfForm(props, { ...values, query: props.query, headers: props.headers, body: props.body ?? '' }, props.curlOrigin);
    if (props.headers.includes('Authorization')) expect(curl).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    const samples = parseCurl(curl, 'try-it', 1);
    expect(samples).toHaveLength(1);
    expect(checkSample(samples[0]!, doc).problems).toEqual([]);
  });

  it('writes what the reader changed', () => {
    const curl = curlOfForm(
      { method: 'GET', template: '/v1/payments/{id}' },
      { '{id}': 'pay_9', query: 'expand=x', headers: 'Authorization: Bearer secret', body: '' },
      'https://$API_HOST',
    );
    expect(curl).toBe('curl -X GET "https://$API_HOST/v1/payments/pay_9?expand=x" \\\n  -H "Authorization: Bearer $ACCESS_TOKEN"');
  });
});
