import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import { formatExampleProblem, validateSpecExamples } from '../src/validate/index.ts';
import { fixtureConfig } from './helpers.ts';

describe('validateSpecExamples', () => {
  it('accepts every example of the valid mini spec', async () => {
    const { spec } = await bundleSpec(fixtureConfig('valid'));
    const result = validateSpecExamples(spec);
    // media types (4, one via components/examples), path parameter, Limit, Widget, Widget.name, NotFound, webhook
    expect(result.checked).toBe(10);
    expect(result.problems).toEqual([]);
  });

  // Validation runs inside the test (not a beforeAll), where Stryker's per-test coverage sees it.
  describe('rejects each wrong example of the bad-examples spec, naming example, pointer and expectation', () => {
    const cases: [string, string][] = [
      ['wrong type', 'paths./widgets.post.responses.201 application/json example at /amount: must be integer (type="integer")'],
      ['bad pattern', 'paths./widgets.get.responses.200 application/json example at /0/id: must match pattern "^wd_" (pattern="^wd_")'],
      [
        'missing required (webhook payload)',
        `webhooks.widget.created.post.requestBody application/json example at (root): must have required property 'amount' (missingProperty="amount")`,
      ],
      [
        'referenced components/examples entry',
        'paths./widgets.post.requestBody application/json examples.basic (#/components/examples/NewWidget) at /amount: must be >= 51 (comparison=">=", limit=51)',
      ],
      ['path parameter example', 'paths./widgets/{id}.parameters.id example at (root): must be string (type="string")'],
      ['component parameter example', 'components.parameters.Limit example at (root): must be <= 100 (comparison="<=", limit=100)'],
      [
        'schema-level examples',
        'components.schemas.Widget examples[0] at /status: must be equal to one of the allowed values (allowedValues=["active","retired"])',
      ],
      [
        'readOnly property sent in a request',
        'paths./widgets/{id}.put.requestBody application/json example at /id: must not be present: `id` is readOnly: the API sets it, so it appears in responses only',
      ],
    ];

    it('reports each wrong example, and nothing else', async () => {
      const { spec, problems } = await bundleSpec(fixtureConfig('bad-examples'));
      expect(problems).toEqual([]);
      const lines = validateSpecExamples(spec).problems.map(formatExampleProblem);
      for (const [name, want] of cases) expect(lines, name).toContain(want);
      expect(lines).toHaveLength(cases.length);
    });
  });

  it('reports an example it cannot find and one without a schema, by where it is', () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Unchecked', version: '1' },
      paths: {
        '/w': {
          post: {
            requestBody: {
              content: {
                'application/json': { schema: { type: 'object' }, examples: { gone: { $ref: '#/components/examples/Gone' } } },
                'text/plain': { example: 'no schema' },
              },
            },
          },
        },
      },
    };
    expect(validateSpecExamples(spec)).toEqual({
      checked: 2,
      problems: [
        {
          where: 'paths./w.post.requestBody application/json examples.gone (#/components/examples/Gone)',
          pointer: '',
          message: 'the example cannot be resolved: #/components/examples/Gone',
        },
        { where: 'paths./w.post.requestBody text/plain example', pointer: '', message: 'has an example but no schema to check it against' },
      ],
    });
  });
});
