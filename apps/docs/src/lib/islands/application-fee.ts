// Application fee arithmetic for the calculator island: basis points of the amount plus a fixed
// fee, all in integer cents. The API does not document how fractions of a cent are rounded,
// so the calculator shows the exact fee and a half-up rounding, and says which it used.

import type { SchemaObject } from '@paydocs/spec-access';

/** The bounds of an integer schema (Amount, ApplicationFeeRate's properties) the reader's number is checked against. */
export type IntegerLimits = Pick<SchemaObject, 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'>;

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

function limitsText(limits: IntegerLimits): string {
  const parts: string[] = [];
  if (limits.exclusiveMinimum !== undefined) parts.push(`greater than ${limits.exclusiveMinimum}`);
  if (limits.minimum !== undefined) parts.push(`at least ${limits.minimum}`);
  if (limits.exclusiveMaximum !== undefined) parts.push(`less than ${limits.exclusiveMaximum}`);
  if (limits.maximum !== undefined) parts.push(`at most ${limits.maximum}`);
  return parts.join(' and ');
}

/** Parses a whole number typed by the reader and checks it against the schema's limits. */
export function parseInteger(raw: string, label: string, limits: IntegerLimits): Parsed {
  const text = raw.trim();
  const range = limitsText(limits);
  const expected = `${label} must be a whole number${range ? ` ${range}` : ''}.`;
  if (!/^-?\d+$/.test(text)) return { ok: false, error: text === '' ? `Enter ${label.toLowerCase()}.` : expected };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { ok: false, error: expected };
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = limits;
  if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) return { ok: false, error: expected };
  if ((exclusiveMinimum !== undefined && value <= exclusiveMinimum) || (exclusiveMaximum !== undefined && value >= exclusiveMaximum)) {
    return { ok: false, error: expected };
  }
  return { ok: true, value };
}

export interface FeeResult {
  /** Exact fee in cents as decimal text, e.g. `320.5`. */
  exactFee: string;
  /** Fee rounded half up to whole cents. */
  feeCents: number;
  /** True when the exact fee had a fraction of a cent. */
  rounded: boolean;
  netCents: number;
}

/** fee = amount × basisPoints / 10000 + fixedFee, in cents; 10000 basis points are 100%. */
export function computeApplicationFee(amountCents: number, basisPoints: number, fixedFeeCents: number): FeeResult {
  const product = amountCents * basisPoints; // at most ~1e12 for valid inputs: exact in a double
  const whole = Math.floor(product / 10000);
  const remainder = product - whole * 10000;
  const feeCents = whole + (remainder >= 5000 ? 1 : 0) + fixedFeeCents;
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(4, '0').replace(/0+$/, '')}`;
  return {
    exactFee: `${whole + fixedFeeCents}${fraction}`,
    feeCents,
    rounded: remainder !== 0,
    netCents: amountCents - feeCents,
  };
}

/** 12345 -> "$123.45"; the API's only currency is usd. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
