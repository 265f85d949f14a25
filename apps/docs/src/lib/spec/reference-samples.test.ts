// Every request sample the reference shows (reference-samples.ts) passes the same checker as
// `pnpm spec samples` (@paydocs/spec-tools/samples): parsed back by the curl, Node and Ruby parsers,
// then checked against the bundled spec, with zero problems. A broken sample is caught.
import { checkSample, parseCurl, parseNode, parseRuby, type RequestSample } from '@paydocs/spec-tools/samples';
import { describe, expect, it } from 'vitest';
import { requestSamples, type RequestSampleCode } from './reference-samples.ts';
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
      { ...curl!, code: curl!.code.replace(/ \\\n {2}-H "Sub-Account: \$SUB_ACCOUNT_ID"/, '') },
      { ...node!, code: node!.code.replace(/amount: \d+/, "amount: 'ten'") },
      { ...ruby!, code: ruby!.code.replace(/request\["Authorization"\].*\n/, '') },
    ];
    for (const sample of broken) {
      expect(sample.code).not.toBe([curl, node, ruby].find((s) => s!.key === sample.key)!.code);
      expect(problemsOf('createCheckout', sample).length, sample.key).toBeGreaterThan(0);
    }
  });

  it("speaks the site's one set of variables and sends every header the operation documents", () => {
    // given createCheckout (path-less, Sub-Account and Idempotency-Key headers) and getCheckout (`/checkouts/{id}`)
    const [create] = requestSamples(model, model.getOperation('createCheckout'));
    const [get] = requestSamples(model, model.getOperation('getCheckout'));
    const headerNames = (code: string) => [...code.matchAll(/-H "([^:]+):/g)].map((m) => m[1]);
    const documented = (id: string) =>
      (model.getOperation(id).operation.parameters ?? [])
        .map((p) => model.resolve(p) as { in: string; name: string })
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
    for (const name of documented('createCheckout')) expect(headerNames(create!.code)).toContain(name);
    expect(create!.code).toMatch(/^curl -X POST "https:\/\/\$API_HOST\/v1\/checkouts"/);
    expect(create!.code).toContain('-H "Sub-Account: $SUB_ACCOUNT_ID"');
    expect(create!.code).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    expect(get!.code).toMatch(/\/v1\/checkouts\/\$CHECKOUT_ID"/);
  });
});
