// Guides whose request sample and the response example beside it agree (issue 30, "one voice in samples"): when a
// guide shows `<SpecExample operation="X" part="response" />`, every text its samples for X send comes back in that
// example wherever the example has a field of that name (example-agreement.ts). Getting Started sent "Order 1001"
// and showed "Order 1042 - hiking boots".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchOperation } from '@paydocs/spec-access/match';
import { collectSamples, markdownFiles, UNKNOWN } from '@paydocs/spec-tools/samples';
import { describe, expect, it } from 'vitest';
import { unechoedTexts } from './example-agreement.ts';
import { getExample } from './examples.ts';
import { siteSpec } from './site-spec.ts';
import type { JsonValue } from '@paydocs/spec-access';

const model = siteSpec();
const guides = join(import.meta.dirname, '../../content/docs');

/** A sample's body without the values it computes at run time. */
function staticBody(value: unknown): JsonValue {
  if (value === UNKNOWN) return null;
  if (Array.isArray(value)) return value.map(staticBody);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, staticBody(v)]));
  return value as JsonValue;
}

describe('guide samples and the response examples beside them', () => {
  it('send nothing the response example shown on the same page contradicts', () => {
    const problems: string[] = [];
    for (const file of markdownFiles(guides)) {
      const source = readFileSync(file, 'utf8');
      const shown = new Set([...source.matchAll(/<SpecExample\s+operation="([^"]+)"\s+part="response"\s*\/>/g)].map((m) => m[1]!));
      if (shown.size === 0) continue;
      for (const sample of collectSamples(source, file)) {
        if (!sample.body || !('value' in sample.body) || sample.path === undefined) continue;
        const match = matchOperation(model.doc as never, sample.method, sample.path, { asSent: true });
        const operationId = 'error' in match ? undefined : match.operation.operationId;
        if (!operationId || !shown.has(operationId)) continue;
        const response = getExample(model, { operation: operationId, part: 'response' });
        for (const text of unechoedTexts(staticBody(sample.body.value), response))
          problems.push(
            `${file.slice(guides.length + 1)}:${sample.line}: the ${sample.language} sample sends ${text}; the response example shown does not`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
