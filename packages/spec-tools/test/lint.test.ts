import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import paydocsPlugin from '../src/lint/plugin.ts';
import { formatProblem } from '../src/lint/condense.ts';
import { lintSpec } from '../src/lint/index.ts';
import { fixture, fixtureConfig } from './helpers.ts';

describe('lint', () => {
  it('passes the valid mini spec with no problem (warnings included)', async () => {
    expect(await lintSpec(fixtureConfig('valid'))).toEqual([]);
  });

  it('passes the bad-examples spec: example values are validate, not lint', async () => {
    expect(await lintSpec(fixtureConfig('bad-examples'))).toEqual([]);
  });

  // given: the broken fixture; want: exactly these problems, at these places.
  const broken: { file: string; line: number; col: number; rule: string; message: RegExp }[] = [
    {
      file: 'components/schemas/Orphan.yaml',
      line: 1,
      col: 1,
      rule: 'paydocs/no-orphan-files',
      message: /Orphan\.yaml is never referenced/,
    },
    {
      file: 'components/schemas/Widget.yaml',
      line: 4,
      col: 3,
      rule: 'paydocs/property-description',
      message: /Property `name` has no description/,
    },
    { file: 'components/schemas/WidgetStatus.yaml', line: 4, col: 1, rule: 'paydocs/enum-descriptions', message: /no entry for "retired"/ },
    {
      file: 'components/schemas/WidgetStatus.yaml',
      line: 11,
      col: 11,
      rule: 'paydocs/state-transitions',
      message: /refers to "archived", which is not a value of the enum/,
    },
    { file: 'openapi.yaml', line: 31, col: 5, rule: 'no-unused-components', message: /"Unused" is never used/ },
    { file: 'paths/gadgets.yaml', line: 3, col: 9, rule: 'paydocs/operation-metadata', message: /exactly one tag \(has 2\)/ },
    { file: 'paths/gadgets.yaml', line: 14, col: 15, rule: 'paydocs/property-description', message: /Property `data` has no description/ },
    { file: 'paths/widgets.yaml', line: 1, col: 1, rule: 'paydocs/operation-metadata', message: /no `operationId`/ },
    { file: 'paths/widgets.yaml', line: 12, col: 3, rule: 'paydocs/operation-examples', message: /error responses \(404\) has an example/ },
    { file: 'paths/widgets.yaml', line: 27, col: 13, rule: 'no-unresolved-refs', message: /Can't resolve \$ref.*Missing\.yaml/ },
  ];

  it('reports each broken rule of the broken spec at its file:line:col', async () => {
    const problems = (await lintSpec(fixtureConfig('broken'))).map((p) => ({
      ...p,
      file: path.relative(fixture('broken'), p.file),
    }));
    const sorted = problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    expect(sorted).toHaveLength(broken.length);
    sorted.forEach((problem, i) => {
      const want = broken[i]!;
      expect({ file: problem.file, line: problem.line, col: problem.col, rule: problem.rule }).toEqual({
        file: want.file,
        line: want.line,
        col: want.col,
        rule: want.rule,
      });
      expect(problem.message).toMatch(want.message);
    });
  });

  it('formats a problem as `file:line:col rule message`, relative to the working directory', () => {
    const line = formatProblem(
      {
        file: '/repo/spec/paths/x.yaml',
        line: 3,
        col: 5,
        rule: 'paydocs/operation-metadata',
        severity: 'warn',
        message: 'Operation has no `summary`.',
      },
      '/repo',
    );
    expect(line).toBe('spec/paths/x.yaml:3:5 paydocs/operation-metadata Operation has no `summary`.');
  });

  it('reports an unreferenced .yml file, not other files, also when the root refers to itself', async () => {
    // given: a root with a local $ref (the root counts as referenced) and a paths/ file; beside them an
    // unreferenced schema in .yml, a note and an old backup; want: only the .yml file, at 1:1
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paydocs-lint-'));
    mkdirSync(path.join(dir, 'components/schemas'), { recursive: true });
    mkdirSync(path.join(dir, 'paths'), { recursive: true });
    writeFileSync(
      path.join(dir, 'openapi.yaml'),
      "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a: {$ref: paths/a.yaml}\ncomponents:\n  schemas:\n    A: {type: string}\n    B: {$ref: '#/components/schemas/A'}\n",
    );
    writeFileSync(path.join(dir, 'paths/a.yaml'), "get: {responses: {'204': {description: Done.}}}\n");
    writeFileSync(path.join(dir, 'components/schemas/Stray.yml'), 'type: string\n');
    writeFileSync(path.join(dir, 'components/schemas/notes.md'), 'Not a spec file.\n');
    writeFileSync(path.join(dir, 'components/schemas/Old.yaml.bak'), 'type: string\n');
    const config = await createConfig({ plugins: [paydocsPlugin()], rules: { 'paydocs/no-orphan-files': 'error' } });
    const problems = await lint({ ref: path.join(dir, 'openapi.yaml'), config });
    expect(problems.map((p) => [p.location[0]?.source.absoluteRef, p.message])).toEqual([
      [
        path.join(dir, 'components/schemas/Stray.yml'),
        'components/schemas/Stray.yml is never referenced from openapi.yaml: $ref it or delete it.',
      ],
    ]);
  });

  it('does not report component files beside a bundled document, which refers to no file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paydocs-lint-'));
    mkdirSync(path.join(dir, 'components/schemas'), { recursive: true });
    writeFileSync(path.join(dir, 'components/schemas/Stray.yaml'), 'type: string\n');
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify((await bundleSpec(fixtureConfig('valid'))).spec));
    const config = await createConfig({ plugins: [paydocsPlugin()], rules: { 'paydocs/no-orphan-files': 'error' } });
    expect(await lint({ ref: path.join(dir, 'openapi.json'), config })).toEqual([]);
  });
});
