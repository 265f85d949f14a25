// Every request sample of the guides against the bundled spec, the Node bodies compiled against
// the API types: the test-command half of the check (the build runs remark-check-samples.ts).
// The page-level remark plugin is tested on a page with a broken sample.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkGuideSamples, formatSampleProblem, markdownFiles } from '@paydocs/spec-tools/samples';
import { loadBundle, locateBundle } from '@paydocs/spec-access/node';
import { remarkCheckSamples } from './remark-check-samples.ts';

const appRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('request samples in the guides', () => {
  test('every sample names an operation, sends its required headers and a valid, well-typed body', { timeout: 120_000 }, async () => {
    const specFile = locateBundle(appRoot);
    const report = await checkGuideSamples(markdownFiles(path.join(appRoot, 'src/content/docs')), loadBundle(specFile), {
      root: appRoot,
      specFile,
    });
    expect(report.problems.map(formatSampleProblem)).toEqual([]);
    // The guides show dozens of requests; a parser that silently stopped finding them would pass.
    expect(report.checked.length).toBeGreaterThan(80);
    expect(report.typechecked).toBeGreaterThan(10);
  });
});

describe('remarkCheckSamples', () => {
  const tree = (value: string) => ({
    type: 'root',
    children: [{ type: 'code', lang: 'bash', value, position: { start: { line: 20 } } }],
  });
  const file = { path: '/app/src/content/docs/guide.mdx', cwd: '/app' };

  test.each([
    [
      'an unknown path',
      'curl "https://$API_HOST/v1/chekouts" -H "Authorization: Bearer $T"',
      /guide\.mdx:21: curl sample: GET \/v1\/chekouts matches no path/,
    ],
    [
      'a missing Sub-Account header',
      `curl -X POST "https://$API_HOST/v1/checkouts" \\\n  -H "Authorization: Bearer $T" \\\n  -H "Idempotency-Key: k" \\\n  -H "Content-Type: application/json" \\\n  -d '{"amount": 10000}'`,
      /guide\.mdx:21: curl sample: createCheckout requires the Sub-Account header/,
    ],
    [
      'an invalid body',
      `curl -X POST "https://$API_HOST/v1/checkouts" -H "Authorization: Bearer $T" -H "Sub-Account: s" -H "Content-Type: application/json" -d '{"amount": "ten"}'`,
      /guide\.mdx:21: curl sample: the body of createCheckout is invalid at \/amount/,
    ],
    [
      "a variable name other than the site's",
      'curl "https://$API_HOST/v1/checkouts/$ID" -H "Authorization: Bearer $T"',
      /guide\.mdx:21: curl sample: a path parameter is \$<RESOURCE>_ID/,
    ],
  ])('fails the build on %s, naming file:line', (_name, code, message) => {
    expect(() => remarkCheckSamples({ specFile: locateBundle(appRoot) })(tree(code), file)).toThrow(message);
  });

  test('passes a sample that matches the spec', () => {
    expect(() =>
      remarkCheckSamples({ specFile: locateBundle(appRoot) })(
        tree('curl "https://$API_HOST/v1/checkouts?limit=10" -H "Authorization: Bearer $ACCESS_TOKEN"'),
        file,
      ),
    ).not.toThrow();
  });
});
