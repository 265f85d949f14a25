// Zero `unknown` in the request and response types of the generated declarations. openapi-typescript
// writes `headers: { [name: string]: unknown }` for the response headers map of every response (not
// part of any body), and `"unknown"` is a TerminalStatus value; every other `unknown` would be a
// body field whose type generators could not derive. One exception, by name: the `data` slot of the
// three envelopes (Envelope, ListEnvelope, Event) is left open on purpose, because every operation and
// webhook narrows it with `allOf`, and TypeScript reduces `unknown & T` to `T`; the contract test
// proves each resolved `data` type is exactly its resource.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const API = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'generated', 'api.d.ts');

const ENVELOPES = new Set(['Envelope', 'ListEnvelope', 'Event']);

/** Lines (1-based) holding `unknown` as a type, other than the response headers map and envelope slots. */
export function unknownTypeLines(source: string): string[] {
  let schema = '';
  return source.split('\n').flatMap((line, i) => {
    const opened = /^ {8}(\w+): \{$/.exec(line);
    if (opened?.[1]) schema = opened[1];
    const code = line.replace(/"[^"]*"/g, '""').replace(/\/\/.*$|^\s*\*.*$/, '');
    if (!/\bunknown\b/.test(code) || /^\s*\[name: string\]: unknown;$/.test(line)) return [];
    if (ENVELOPES.has(schema) && /^ {12}data: unknown;$/.test(line)) return [];
    return [`api.d.ts:${i + 1}: ${line.trim()}`];
  });
}

describe('unknownTypeLines', () => {
  const cases: { given: string; want: number }[] = [
    { given: '            [name: string]: unknown;', want: 0 },
    { given: '        TerminalStatus: "connected" | "unknown";', want: 0 },
    { given: '         * @description Not an unknown type in a comment', want: 0 },
    { given: '            payment_settings?: Record<string, unknown>;', want: 1 },
    { given: '            data: unknown[] | components["schemas"]["Checkout"];', want: 1 },
    { given: '            [key: string]: unknown;', want: 1 },
    { given: '        Envelope: {\n            data: unknown;', want: 0 },
    { given: '        Checkout: {\n            data: unknown;', want: 1 },
  ];
  for (const { given, want } of cases) {
    it(`finds ${want} in ${given.trim()}`, () => assert.equal(unknownTypeLines(given).length, want));
  }
});

describe('the generated api.d.ts', () => {
  it('has no unknown in any request or response type', () => {
    const found = unknownTypeLines(readFileSync(API, 'utf8'));
    assert.deepEqual(found, [], found.join('\n'));
  });
});
