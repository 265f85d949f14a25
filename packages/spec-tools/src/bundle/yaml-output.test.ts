// The bundle's YAML reads the same as its JSON under YAML 1.1 and 1.2: table cases for the scalars
// each version reads differently, then the real spec's bundle, parsed both ways and compared.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundleSpec } from './index.ts';
import { readsAsNonString, toPortableYaml } from './yaml-output.ts';

const REAL_CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../spec/redocly.yaml');
const VERSIONS = ['1.1', '1.2'] as const;

describe('readsAsNonString', () => {
  const cases: { given: string; want: boolean }[] = [
    { given: 'yes', want: true }, // 1.1 boolean
    { given: 'No', want: true },
    { given: 'off', want: true },
    { given: 'y', want: true },
    { given: '2025-06-01', want: true }, // 1.1 timestamp
    { given: '2025-06-01T00:00:00Z', want: true },
    { given: '1_000', want: true }, // 1.1 integer
    { given: '12:30', want: true }, // 1.1 sexagesimal
    { given: '0o14', want: true }, // 1.2 octal
    { given: '1e3', want: true },
    { given: '005', want: true },
    { given: 'null', want: true },
    { given: '~', want: true },
    { given: 'py_2kq7m4x9d1b8', want: false },
    { given: 'usd', want: false },
    { given: 'Acme Hardware LLC', want: false },
  ];
  it.each(cases)('$given -> $want', ({ given, want }) => {
    expect(readsAsNonString(given)).toBe(want);
  });
});

describe('toPortableYaml', () => {
  it('keeps every tricky string a string under both YAML versions', () => {
    const value = { answers: ['yes', 'no', 'on', 'off'], date: '2025-06-01', code: '005', n: 7, flag: true, none: null, yes: 'y' };
    for (const version of VERSIONS) expect(parse(toPortableYaml(value), { version })).toEqual(value);
  });

  it('writes the real bundle so YAML 1.1, YAML 1.2 and JSON read the same document', async () => {
    const { spec, problems } = await bundleSpec(REAL_CONFIG);
    expect(problems).toEqual([]);
    const json = JSON.parse(JSON.stringify(spec));
    const yaml = toPortableYaml(spec);
    for (const version of VERSIONS) expect(parse(yaml, { version, maxAliasCount: -1 })).toEqual(json);
  });
});
