import { describe, expect, test } from 'vitest';
import { constantTimeEqual, hmacSha256Hex, verifyWebhookSignature } from './webhook-signature.ts';

describe('hmacSha256Hex', () => {
  // RFC 4231 test case 2.
  test('matches the RFC 4231 vector', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

test.each([
  ['abc', 'abc', true],
  ['abc', 'abd', false],
  ['abc', 'abcd', false],
  ['', '', true],
])('constantTimeEqual(%j, %j) = %s', (a, b, want) => {
  expect(constantTimeEqual(a, b)).toBe(want);
});

describe('verifyWebhookSignature', () => {
  const base = { secret: 'whsec_test', timestamp: '1749055800', rawBody: '{"event_name":"payment.created"}', signature: '' };

  test('names missing inputs', async () => {
    expect(await verifyWebhookSignature({ ...base, secret: '', rawBody: '' })).toEqual({
      status: 'incomplete',
      missing: ['signing secret', 'raw body'],
    });
  });

  test('computes without a signature to compare', async () => {
    const result = await verifyWebhookSignature(base);
    expect(result.status).toBe('computed');
    expect(result).toHaveProperty('expected', await hmacSha256Hex(base.secret, `${base.timestamp}.${base.rawBody}`));
  });

  test('matches the right signature, in any case', async () => {
    const expected = await hmacSha256Hex(base.secret, `${base.timestamp}.${base.rawBody}`);
    expect((await verifyWebhookSignature({ ...base, signature: ` ${expected.toUpperCase()} ` })).status).toBe('match');
  });

  test('a re-serialized body does not match', async () => {
    const expected = await hmacSha256Hex(base.secret, `${base.timestamp}.${base.rawBody}`);
    const pretty = JSON.stringify(JSON.parse(base.rawBody), null, 2);
    expect((await verifyWebhookSignature({ ...base, rawBody: pretty, signature: expected })).status).toBe('mismatch');
  });
});
