// Findings: one per id and pair of pointers, the operation they were met under only when there is one, an id outside
// the catalogue refused, and the order reports print them in (level, then id, then the pointers).
import { describe, expect, test } from 'vitest';
import { OpenApiDocument } from './document.ts';
import { DiffContext, sortFindings, type Finding } from './finding.ts';

const context = () => new DiffContext(new OpenApiDocument({}), new OpenApiDocument({}));

describe('DiffContext.add', () => {
  test('keeps the first finding of an id and pointer pair, with the level from the catalogue and `where` when set', () => {
    const ctx = context();
    ctx.add('api-schema-added', '#/components/schemas', '#/components/schemas/A', 'first');
    ctx.add('api-schema-added', '#/components/schemas', '#/components/schemas/A', 'second');
    ctx.where = 'GET /a';
    ctx.add('api-removed', '#/paths/~1a/get', '#', 'removed');
    expect([...ctx.findings.values()]).toStrictEqual([
      { id: 'api-schema-added', level: 'info', before: '#/components/schemas', after: '#/components/schemas/A', message: 'first' },
      { id: 'api-removed', level: 'breaking', before: '#/paths/~1a/get', after: '#', where: 'GET /a', message: 'removed' },
    ]);
  });
  test.each(['no-such-check', 'request-body-no-such-check'])(
    'an id outside the catalogue (%s) is a bug in the gate and says where the catalogue is',
    (id) => {
      expect(() => context().add(id, '#', '#', 'x')).toThrow(`spec-diff: finding id "${id}" is not in the check catalogue (src/checks.ts)`);
    },
  );
});

describe('sortFindings', () => {
  const f = (level: Finding['level'], id: string, before: string, after: string): Finding => ({ id, level, before, after, message: id });
  test('breaking, warning, info; then id; then the after pointer; then the before pointer', () => {
    const given = [
      f('info', 'api-added', '#', '#/paths/~1b/get'),
      f('warning', 'response-body-enum-value-added', '#/b', '#/b'),
      f('breaking', 'api-removed', '#/paths/~1z/get', '#'),
      f('info', 'api-added', '#', '#/paths/~1a/get'),
      f('breaking', 'api-removed', '#/paths/~1a/get', '#'),
      f('breaking', 'api-operation-id-changed', '#/x', '#/x'),
      f('info', 'api-schema-added', '#/components/schemas', '#/components/schemas/B'),
      f('info', 'api-schema-added', '#/components/schemas/x', '#/components/schemas/B'),
    ];
    expect(sortFindings(given).map((x) => `${x.level} ${x.id} ${x.before} ${x.after}`)).toEqual([
      'breaking api-operation-id-changed #/x #/x',
      'breaking api-removed #/paths/~1a/get #',
      'breaking api-removed #/paths/~1z/get #',
      'warning response-body-enum-value-added #/b #/b',
      'info api-added # #/paths/~1a/get',
      'info api-added # #/paths/~1b/get',
      'info api-schema-added #/components/schemas #/components/schemas/B',
      'info api-schema-added #/components/schemas/x #/components/schemas/B',
    ]);
    expect(given[0]!.after).toBe('#/paths/~1b/get');
  });
});
