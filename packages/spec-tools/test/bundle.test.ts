import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundleSpec, findExternalRefs, writeBundle } from '../src/bundle/index.ts';
import { fixtureConfig } from './helpers.ts';

describe('bundle', () => {
  it('keeps refs as #/components/... named after their files, and stands alone', async () => {
    const { spec, problems } = await bundleSpec(fixtureConfig('valid'));
    expect(problems).toEqual([]);
    const components = spec.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.schemas ?? {}).sort()).toEqual(['Error', 'ErrorCode', 'Widget', 'WidgetCreateInput', 'WidgetStatus']);
    expect(Object.keys(components.examples ?? {})).toEqual(['NewWidget']);
    expect(components.schemas?.Widget).toMatchObject({ properties: { status: { $ref: '#/components/schemas/WidgetStatus' } } });
    expect(findExternalRefs(spec)).toEqual([]);
  });

  it('writes the same document as JSON and YAML', async () => {
    const { spec } = await bundleSpec(fixtureConfig('valid'));
    const out = writeBundle(spec, mkdtempSync(path.join(os.tmpdir(), 'paydocs-bundle-')));
    const json = JSON.parse(readFileSync(out.json, 'utf8'));
    expect(json).toEqual(spec);
    expect(parse(readFileSync(out.yaml, 'utf8'))).toEqual(json);
  });

  it('reports an unresolvable ref instead of bundling around it', async () => {
    const { problems } = await bundleSpec(fixtureConfig('broken'));
    expect(problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.col} ${p.rule}`)).toEqual(['widgets.yaml:27:13 bundler']);
  });

  const refCases: [string, unknown, string[]][] = [
    ['local refs are fine', { a: { $ref: '#/components/schemas/A' } }, []],
    ['a file ref is external', { paths: { '/a': { $ref: 'paths/a.yaml' } } }, ['#/paths/~1a']],
    ['example data is not a ref', { example: { $ref: 'x.yaml' }, examples: [{ $ref: 'y.yaml' }] }, []],
    ['an Example Object ref is a ref', { examples: { one: { $ref: 'e.yaml' } } }, ['#/examples/one']],
  ];
  it.each(refCases)('findExternalRefs: %s', (_name, doc, want) => {
    expect(findExternalRefs(doc).map((r) => r.at)).toEqual(want);
  });
});
