// The pull-request report (`paydocs-spec-diff report`) of a bundled spec edited the ways a reviewer must see: the report names each change and says
// whether it breaks clients.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { workspaceRoot } from '@paydocs/spec-access/node';
import { releasedBaseline } from './baseline.ts';
import { reportAgainst } from './report.ts';

const root = workspaceRoot(import.meta.dirname);
const releasedFile = path.join(root, 'spec/released/1.0.0/openapi.json');
const released = JSON.parse(readFileSync(releasedFile, 'utf8'));
const dir = mkdtempSync(path.join(tmpdir(), 'spec-diff-'));

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The object at `keys` in a copy of the released spec: an edit naming a part the spec lacks fails with its path. */
function part(d: Json, ...keys: string[]): Json {
  let node: unknown = d;
  for (const key of keys) {
    node = isJson(node) ? node[key] : undefined;
    if (!isJson(node)) throw new Error(`${releasedFile}: no object at /${keys.join('/')}`);
  }
  return node as Json;
}

function specFile(name: string, mutate: (d: Json) => void): string {
  const doc = structuredClone(released);
  mutate(doc);
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return file;
}

const firstOperation = (d: Json): [string, string] => {
  const [p, item] = Object.entries(part(d, 'paths')).find(([, i]) => isJson(i) && i.get) as [string, Json];
  return [p, String(part(item, 'get').operationId)];
};

describe('paydocs-spec-diff report', () => {
  test.each([
    ['an unchanged spec', (_d: Json) => {}, ['No change a client can observe.'], []],
    [
      'a removed operation',
      (d: Json) => delete part(d, 'paths', firstOperation(d)[0]).get,
      ['**1 breaking** change(s)', '### Breaking', '**Operations and webhooks**', '(`api-removed`;'],
      ['### Warnings'],
    ],
    [
      'a response enum value added',
      (d: Json) => {
        const [name, schema] = Object.entries(part(d, 'components', 'schemas')).find(
          ([n, s]) => n === 'PaymentStatus' && isJson(s) && Array.isArray(s.enum),
        ) as [string, { enum: unknown[] }];
        expect(name).toBe('PaymentStatus');
        schema.enum.push('archived');
      },
      ['**No breaking change.**', '### Warnings', '**Enum values**', '`"archived"` added. Clients with exhaustive matching break.'],
      ['### Breaking'],
    ],
  ])('reports %s', async (name, mutate, want, absent) => {
    const current = JSON.parse(readFileSync(specFile(name.replace(/\W+/g, '-'), mutate), 'utf8'));
    const markdown = reportAgainst(current, releasedBaseline(releasedFile));
    expect(markdown).toMatch(/^## API changes against the released spec/);
    for (const text of want) expect(markdown).toContain(text);
    for (const text of absent) expect(markdown).not.toContain(text);
  });
});
