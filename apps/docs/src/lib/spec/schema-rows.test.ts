import { describe, expect, test } from 'vitest';
import type { Constraint } from './describe-schema.ts';
import { schemaRows } from './schema-rows.ts';
import { createSpecModel } from './spec-model.ts';
import { miniSpec } from './test-fixtures/mini-spec.ts';

const constraintText = (c: Constraint) => (c.code === undefined ? c.label : `${c.label} \`${c.code}\``);

const model = createSpecModel(miniSpec);
const rows = (name: string) => schemaRows(model, model.getSchema(name));
const row = (name: string, path: string) => rows(name).find((r) => r.path === path)!;

describe('schemaRows', () => {
  test('shows nested inline objects and array items as dotted paths', () => {
    expect(rows('Payment').map((r) => r.path)).toEqual([
      'id',
      'amount',
      'status',
      'customer_id',
      'payment',
      'payment.expedited',
      'items',
      'items[].quantity',
      'metadata',
    ]);
  });

  test('merges allOf members, keeping required from each', () => {
    const merged = rows('PaymentCreateInput');
    expect(merged.map((r) => [r.path, r.required])).toEqual([
      ['amount', true],
      ['descriptor', false],
      ['tax_id', false],
      ['currency', true],
    ]);
  });

  test('names referenced schemas and lists their enum values without expanding them', () => {
    const status = row('Payment', 'status');
    expect(status.type.text).toBe('PaymentStatus');
    expect(status.enumValues.map((v) => v.value)).toEqual(['pending', 'authorized', 'canceled', 'succeeded']);
    expect(status.description).toBe('Where the payment stands.');
  });

  test.each([
    ['Payment', 'id', ['pattern `^py_`', 'read-only (returned, never sent)']],
    ['Payment', 'amount', ['greater than 50', 'less than 100000000']],
    ['Payment', 'customer_id', ['deprecated']],
    ['Payment', 'payment.expedited', ['default `false`']],
    ['Payment', 'items', ['1 to 4 items']],
    ['Payment', 'items[].quantity', ['minimum 1']],
    ['PaymentCreateInput', 'descriptor', ['5 to 22 characters']],
    ['PaymentCreateInput', 'tax_id', ['write-only (sent, never returned)']],
  ])('%s.%s constraints read as %j', (schema, path, want) => {
    expect(row(schema, path).constraints.map((c) => constraintText(c))).toEqual(want);
  });

  test.each([
    ['Payment', 'metadata', 'object (map of string)'],
    ['Payment', 'items', 'array of object'],
    ['Payment', 'payment', 'object'],
  ])('%s.%s type reads %s', (schema, path, want) => {
    expect(row(schema, path).type.text).toBe(want);
  });

  test('required flags are relative to the nested object', () => {
    expect(row('Payment', 'payment').required).toBe(false);
    expect(row('Payment', 'payment.expedited').required).toBe(true);
  });
});
