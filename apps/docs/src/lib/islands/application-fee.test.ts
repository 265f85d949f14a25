import { describe, expect, test } from 'vitest';
import { computeApplicationFee, formatUsd, parseInteger } from './application-fee.ts';

describe('computeApplicationFee', () => {
  test.each([
    // amount, bps, fixed -> exact, rounded cents, net
    [10000, 290, 30, '320', 320, 9680, false],
    [1234, 290, 30, '65.786', 66, 1168, true],
    [1000, 5, 0, '0.5', 1, 999, true], // half rounds up
    [1001, 4, 0, '0.4004', 0, 1001, true],
    [51, 0, 0, '0', 0, 51, false],
    [99999999, 10000, 0, '99999999', 99999999, 0, false],
  ])('%i cents at %i bps + %i -> %s (%i)', (amount, bps, fixed, exact, fee, net, rounded) => {
    expect(computeApplicationFee(amount, bps, fixed)).toEqual({ exactFee: exact, feeCents: fee, netCents: net, rounded });
  });
});

describe('parseInteger', () => {
  const amount = { exclusiveMinimum: 50, exclusiveMaximum: 100000000 };
  test.each([
    ['51', { ok: true, value: 51 }],
    [' 99999999 ', { ok: true, value: 99999999 }],
    ['50', { ok: false, error: 'Amount must be a whole number greater than 50 and less than 100000000.' }],
    ['100000000', { ok: false, error: 'Amount must be a whole number greater than 50 and less than 100000000.' }],
    ['12.5', { ok: false, error: 'Amount must be a whole number greater than 50 and less than 100000000.' }],
    ['', { ok: false, error: 'Enter amount.' }],
  ])('%j', (raw, want) => {
    expect(parseInteger(raw, 'Amount', amount)).toEqual(want);
  });

  test('inclusive minimum', () => {
    expect(parseInteger('-1', 'Fixed fee', { minimum: 0 })).toEqual({ ok: false, error: 'Fixed fee must be a whole number at least 0.' });
    expect(parseInteger('0', 'Fixed fee', { minimum: 0 })).toEqual({ ok: true, value: 0 });
  });
});

test.each([
  [12345, '$123.45'],
  [5, '$0.05'],
  [123456789, '$1,234,567.89'],
  [-250, '-$2.50'],
])('formatUsd(%i) = %s', (cents, want) => {
  expect(formatUsd(cents)).toBe(want);
});
