import path from 'node:path';
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

  // Validation runs inside the test (not a beforeAll), where Stryker's per-test coverage sees it. Each problem names
  // the file:line:col of the value in the split YAML (through $refs into paths/, components/ and webhooks/), the
  // example, the pointer in it, the expectation and the value it got.
  describe('rejects each wrong example of the bad-examples spec, naming source line, example, pointer, expectation and value', () => {
    const cases: [string, string][] = [
      [
        'wrong type',
        'paths/widgets.yaml:28:21 paths./widgets.post.responses.201 application/json example /amount: must be integer (type="integer"), got "1000"',
      ],
      [
        'bad pattern',
        'paths/widgets.yaml:49:19 paths./widgets.get.responses.200 application/json example /0/id: must match pattern "^wd_" (pattern="^wd_"), got "widget_1"',
      ],
      [
        'a property the schema does not declare (in an array item, through items.$ref)',
        'paths/widgets.yaml:53:23 paths./widgets.get.responses.200 application/json example /0/colour: has property `colour`, which the schema does not declare',
      ],
      [
        'missing required (webhook payload)',
        `webhooks/widget.created.yaml:12:11 webhooks.widget.created.post.requestBody application/json example (root): must have required property 'amount' (missingProperty="amount")`,
      ],
      [
        'referenced components/examples entry',
        'components/examples/NewWidget.yaml:4:11 paths./widgets.post.requestBody application/json examples.basic (#/components/examples/NewWidget) /amount: must be >= 51 (comparison=">=", limit=51), got 10',
      ],
      [
        'path parameter example',
        'paths/widgets_{id}.yaml:8:14 paths./widgets/{id}.parameters.id example (root): must be string (type="string"), got 42',
      ],
      [
        'component parameter example',
        'components/parameters/Limit.yaml:9:10 components.parameters.Limit example (root): must be <= 100 (comparison="<=", limit=100), got 500',
      ],
      [
        'schema-level examples',
        'components/schemas/Widget.yaml:25:13 components.schemas.Widget examples[0] /status: must be equal to one of the allowed values (allowedValues=["active","retired"]), got "gone"',
      ],
      [
        'readOnly property sent in a request',
        'paths/widgets_{id}.yaml:39:15 paths./widgets/{id}.put.requestBody application/json example /id: must not be present: `id` is readOnly: the API sets it, so it appears in responses only, got "wd_1"',
      ],
    ];

    it('reports each wrong example, and nothing else', async () => {
      const config = fixtureConfig('bad-examples');
      const { spec, problems } = await bundleSpec(config);
      expect(problems).toEqual([]);
      const rootFile = path.join(path.dirname(config), 'openapi.yaml');
      const lines = validateSpecExamples(spec, { rootFile }).problems.map((p) => formatExampleProblem(p, path.dirname(config)));
      for (const [name, want] of cases) expect(lines, name).toContain(want);
      expect(lines).toHaveLength(cases.length);
    });

    it('without the YAML source, names the example and the value only', async () => {
      const { spec } = await bundleSpec(fixtureConfig('bad-examples'));
      const lines = validateSpecExamples(spec).problems.map((p) => formatExampleProblem(p));
      expect(lines).toContain(
        'paths./widgets.post.responses.201 application/json example /amount: must be integer (type="integer"), got "1000"',
      );
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
        {
          where: 'paths./w.post.requestBody text/plain example',
          pointer: '',
          message: 'has an example but no schema to check it against',
          at: '#/paths/~1w/post/requestBody/content/text~1plain/example',
          got: 'no schema',
        },
      ],
    });
  });
});
