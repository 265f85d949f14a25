// Every request sample the reference shows (reference-samples.ts) passes the same checker as
// `pnpm spec samples` (@paydocs/spec-tools/samples): parsed back by the curl, Node and Ruby parsers,
// then checked against the bundled spec, with zero problems. A broken sample is caught.
import { checkSample, parseCurl, parseNode, parseRuby, type RequestSample } from '@paydocs/spec-tools/samples';
import { describe, expect, it } from 'vitest';
import { requestSamples, variableName, type RequestSampleCode } from './reference-samples.ts';
import { siteSpec } from './site-spec.ts';

const model = siteSpec();
const parsers = { curl: parseCurl, node: parseNode, ruby: parseRuby } as const;
const parse = (s: RequestSampleCode, file: string): RequestSample[] => parsers[s.key](s.code, file, 1);

/** Problems of one generated sample: it must parse as exactly one request of that operation. */
function problemsOf(operationId: string, sample: RequestSampleCode): string[] {
  const file = `reference:${operationId}:${sample.key}`;
  const parsed = parse(sample, file);
  if (parsed.length !== 1) return [`${file}: parsed ${parsed.length} requests, expected 1`];
  const checked = checkSample(parsed[0]!, model.doc as never);
  const problems = checked.problems.map((p) => `${p.file}: ${p.message}`);
  if (checked.operationId !== operationId) problems.push(`${file}: matched ${checked.operationId ?? 'nothing'}, expected ${operationId}`);
  if (parsed[0]!.path === undefined) problems.push(`${file}: the path is not static`);
  return problems;
}

describe('reference request samples', () => {
  const operations = model.operations();

  it('gives every operation a curl, a Node and a Ruby sample, and none to webhooks', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const entry of operations) expect(requestSamples(model, entry).map((s) => s.key)).toEqual(['curl', 'node', 'ruby']);
    for (const entry of model.webhooks()) expect(requestSamples(model, entry)).toEqual([]);
  });

  it('passes the samples checker for every operation and language with zero problems', () => {
    const problems = operations.flatMap((entry) => requestSamples(model, entry).flatMap((s) => problemsOf(entry.id, s)));
    expect(problems).toEqual([]);
  });

  it('is caught by the checker when a sample drops a required header or breaks its body', () => {
    const entry = model.getOperation('createCheckout');
    const [curl, node, ruby] = requestSamples(model, entry);
    const broken: RequestSampleCode[] = [
      { ...curl!, code: curl!.code.replace(/ \\\n {2}-H "Sub-Account: \$SUB_ACCOUNT"/, '') },
      { ...node!, code: node!.code.replace(/amount: \d+/, "amount: 'ten'") },
      { ...ruby!, code: ruby!.code.replace(/request\["Authorization"\].*\n/, '') },
    ];
    for (const sample of broken) {
      expect(sample.code).not.toBe([curl, node, ruby].find((s) => s!.key === sample.key)!.code);
      expect(problemsOf('createCheckout', sample).length, sample.key).toBeGreaterThan(0);
    }
  });

  const names: { given: string; want: string }[] = [
    { given: 'checkout_id', want: 'CHECKOUT_ID' },
    { given: 'checkoutId', want: 'CHECKOUT_ID' },
    { given: 'Sub-Account', want: 'SUB_ACCOUNT' },
  ];
  for (const { given, want } of names) it(`names the variable of ${given} ${want}`, () => expect(variableName(given)).toBe(want));
});
