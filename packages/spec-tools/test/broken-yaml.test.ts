// A corpus of broken YAML (test/fixtures/broken-yaml/<case>/: each case overlays one file of the valid split spec
// with a syntax error) run through `lint` and `bundle` in a temporary copy: each must name the broken file with the
// line and column of the error, and `bundle` must write nothing. Given the corpus case, want `file:line:col`.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runBundle, runLint } from '../src/commands.ts';
import { fixture, REAL_CONFIG } from './helpers.ts';

const CORPUS = fixture('broken-yaml');

/** Given a corpus case, the location lint and bundle must report (relative to the spec root). */
const WANT: Record<string, string> = {
  'unclosed-flow-sequence': 'paths/widgets.yaml:5:3',
  'unterminated-quote': 'paths/widgets.yaml:5:3',
  'tab-indentation': 'paths/widgets.yaml:5:1',
  'duplicate-key': 'paths/widgets.yaml:5:3',
  'nested-compact-mapping': 'paths/widgets.yaml:4:27',
  'undefined-alias': 'paths/widgets.yaml:4:13',
  'sequence-in-mapping': 'components/schemas/Widget.yaml:6:3',
};

/** A temporary copy of the valid split spec with the case's files laid over it; its config extends the real rules. */
function brokenCopy(name: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `paydocs-broken-${name}-`));
  cpSync(fixture('valid'), root, { recursive: true });
  cpSync(path.join(CORPUS, name), root, { recursive: true });
  const config = path.join(root, 'redocly.yaml');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/- .*spec\/redocly\.yaml/, `- ${REAL_CONFIG}`));
  return root;
}

/** The `file:line:col` prefixes of the lines that name `file` (relative to `root`). */
const locations = (lines: string[], root: string, file: string) =>
  lines.map((l) => path.relative(root, path.resolve(l.split(' ')[0] ?? ''))).filter((at) => at.startsWith(`${file}:`));

describe('broken YAML corpus: lint and bundle report file:line:col and write nothing', () => {
  test('every corpus case has a wanted location and every wanted location a case', () => {
    expect(readdirSync(CORPUS).sort()).toEqual(Object.keys(WANT).sort());
  });

  test.each(Object.entries(WANT))(
    '%s: %s',
    async (name, want) => {
      const root = brokenCopy(name);
      const file = want.split(':')[0] as string;
      const cwd = process.cwd();
      process.chdir(root);
      try {
        const lint = await runLint({ config: path.join(root, 'redocly.yaml') });
        expect(lint.ok).toBe(false);
        expect(locations(lint.lines, root, file)).toContain(want);

        const out = path.join(root, 'dist');
        const bundle = await runBundle({ config: path.join(root, 'redocly.yaml'), outDir: out });
        expect(bundle.ok).toBe(false);
        expect(bundle.summary).toMatch(/^not written: /);
        expect(locations(bundle.lines, root, file)).toContain(want);
        expect(existsSync(out)).toBe(false);
      } finally {
        process.chdir(cwd);
      }
    },
    60_000,
  );

  test('the valid copy the corpus starts from is clean (a case fails because of its own file only)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'paydocs-valid-'));
    cpSync(fixture('valid'), root, { recursive: true });
    const config = path.join(root, 'redocly.yaml');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/- .*spec\/redocly\.yaml/, `- ${REAL_CONFIG}`));
    const out = path.join(root, 'dist');
    const bundle = await runBundle({ config, outDir: out });
    expect(bundle.lines).toEqual([]);
    expect(existsSync(path.join(out, 'openapi.json'))).toBe(true);
  }, 60_000);
});
