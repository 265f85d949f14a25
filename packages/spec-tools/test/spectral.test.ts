// Spectral with the spec's own `.spectral.yaml` (given/want): `array-items` passes a list envelope's example (`type`
// "array" beside `data` and `page_info`, data rather than a schema) without a list of exempt pointers, still fails a
// schema `type: array` without `items` (a new list endpoint's included), and places each problem in the split YAML
// it came from, not in the generated bundle. A YAML rule's `function` name resolves to spectral:oas's function.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { bundleSpec } from '../src/bundle/index.ts';
import { rulesetFromConfig, spectralLint } from '../src/lint/spectral.ts';
import { REPO_ROOT } from './helpers.ts';

const envelopeExample = { id: null, type: 'array', data: [], page_info: { has_next: false } };

/** A split spec in a temporary folder with the real `.spectral.yaml`: the root file and one path file. */
function split(listResponse: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'spectral-'));
  cpSync(path.join(REPO_ROOT, 'spec/.spectral.yaml'), path.join(dir, '.spectral.yaml'));
  writeFileSync(path.join(dir, 'redocly.yaml'), stringify({ apis: { main: { root: './openapi.yaml' } } }));
  mkdirSync(path.join(dir, 'paths'));
  writeFileSync(
    path.join(dir, 'openapi.yaml'),
    stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/widgets': { $ref: './paths/widgets.yaml' } } }),
  );
  const get = { operationId: 'listWidgets', responses: { '200': { description: 'OK', content: { 'application/json': listResponse } } } };
  writeFileSync(path.join(dir, 'paths/widgets.yaml'), stringify({ get }));
  return dir;
}

describe('spectral array-items with the list-envelope override', () => {
  test.each([
    {
      name: 'a list envelope example is data, not a schema',
      given: { schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'string' } } } }, example: envelopeExample },
      want: [],
    },
    {
      name: 'a schema type: array without items fails, placed in the path file',
      given: { schema: { type: 'object', properties: { data: { type: 'array' } } } },
      want: [
        'paths/widgets.yaml:12:17 spectral/array-items (at #/paths/~1widgets/get/responses/200/content/application~1json/schema/properties/data)',
      ],
    },
    {
      name: 'an example with type "array" but no envelope fields still counts',
      given: { schema: { type: 'object' }, example: { type: 'array', data: [] } },
      want: ['paths/widgets.yaml:11:13 spectral/array-items (at #/paths/~1widgets/get/responses/200/content/application~1json/example)'],
    },
  ])('$name', { timeout: 30_000 }, async ({ given, want }) => {
    const dir = split(given);
    const { spec } = await bundleSpec(path.join(dir, 'redocly.yaml'));
    const problems = await spectralLint(spec, dir, path.join(dir, 'openapi.yaml'));
    const arrayItems = problems.filter((p) => p.rule === 'spectral/array-items');
    expect(
      arrayItems.map((p) => `${path.relative(dir, p.file)}:${p.line}:${p.col} ${p.rule} ${p.message.replace(/^.*\(at /, '(at ')}`),
    ).toEqual(want);
  });

  test('a YAML rule naming a function spectral:oas lacks fails naming the rule', () => {
    // biome-ignore lint/suspicious/noThenProperty: Spectral's rule format names a rule's action `then`.
    const config = { extends: ['spectral:oas'], rules: { mine: { given: '$', then: { function: 'nope' } } } };
    expect(() => rulesetFromConfig(config, '.spectral.yaml')).toThrow(
      /^\.spectral\.yaml: rules\.mine\.then\.function "nope": not a function of spectral:oas \(it has: .*truthy/,
    );
  });
});
