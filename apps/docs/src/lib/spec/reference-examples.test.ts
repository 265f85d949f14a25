// Every example the reference pages show (each response status's example, a webhook's payload,
// through the operation detail view) validates against its schema with the same Ajv setup as
// `paydocs-spec validate`; and a broken example is caught.
import { validateExample } from '@paydocs/request-validator';
import { describe, expect, it } from 'vitest';
import { operationDetail } from './model/operation-detail.ts';
import { siteSpec } from './site-spec.ts';

const model = siteSpec();
const entries = [...model.operations(), ...model.webhooks()];
const details = entries.map((entry) => ({ entry, detail: operationDetail(model, entry) }));

describe('reference examples', () => {
  it('shows at least one example on most entries', () => {
    const shown = details.filter(
      ({ detail }) => detail.responses.some((r) => r.example !== undefined) || detail.request?.example !== undefined,
    );
    expect(shown.length).toBeGreaterThan(entries.length / 2);
  });

  it('every shown example validates against its schema', () => {
    const problems: string[] = [];
    for (const { entry, detail } of details) {
      const operation = entry.operation.operationId ?? entry.id;
      for (const r of detail.responses) {
        if (r.example === undefined) continue;
        const result = validateExample({ operation, part: 'response', status: r.status }, r.example, model.doc);
        for (const e of result.errors) problems.push(`${entry.id} ${r.status} at ${e.pointer || '(root)'}: ${e.message}`);
      }
      if (entry.kind === 'webhook' && detail.request?.example !== undefined) {
        const result = validateExample({ operation, part: 'request' }, detail.request.example, model.doc);
        for (const e of result.errors) problems.push(`${entry.id} payload at ${e.pointer || '(root)'}: ${e.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches an example that breaks its schema', () => {
    const { entry, detail } = details.find(({ detail }) =>
      detail.responses.some((r) => /^2/.test(r.status) && r.example && typeof r.example === 'object'),
    )!;
    const response = detail.responses.find((r) => /^2/.test(r.status) && r.example && typeof r.example === 'object')!;
    const result = validateExample({ operation: entry.id, part: 'response', status: response.status }, 'not an object', model.doc);
    expect(result.valid).toBe(false);
  });
});
