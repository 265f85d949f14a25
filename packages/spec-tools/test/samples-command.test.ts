// `paydocs-spec samples` checks the guides against the YAML as it is now (bundled first), and refuses a bundle handed
// to it with --spec that is older than its YAML, saying which file is newer (given/want).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleSpec, writeBundle } from '../src/bundle/index.ts';
import { runSamples } from '../src/samples/command.ts';
import { fixture } from './helpers.ts';

const guide = (paths: string[]) =>
  paths
    .map((p) => ['```bash', `curl "https://$API_HOST/v1${p}" \\`, '  -H "Authorization: Bearer $ACCESS_TOKEN"', '```', ''].join('\n'))
    .join('\n');

/** A copy of the valid fixture spec (its own Redocly config) and a guides folder calling `GET /v1/widgets`. */
function workspace(): { spec: string; guides: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-command-'));
  const spec = path.join(dir, 'spec');
  cpSync(fixture('valid'), spec, { recursive: true });
  const guides = path.join(dir, 'guides');
  mkdirSync(guides);
  writeFileSync(path.join(guides, 'widgets.mdx'), `---\ntitle: Widgets\n---\n\n${guide(['/widgets'])}`);
  return { spec, guides };
}

describe('paydocs-spec samples', () => {
  test.each([
    { name: 'the YAML as it is: the sample names a path of the spec', rename: false, want: [] },
    {
      name: 'a path renamed in the YAML: the sample that calls it fails at once (no bundle step in between)',
      rename: true,
      want: [
        'widgets.mdx:6: curl sample: GET /v1/widgets matches no path of the spec (paths are relative to the server URL: https://api.widgets.test/v1)',
      ],
    },
  ])('$name', { timeout: 30_000 }, async ({ rename, want }) => {
    const { spec, guides } = workspace();
    const root = path.join(spec, 'openapi.yaml');
    if (rename) writeFileSync(root, readFileSync(root, 'utf8').replace('  /widgets:\n', '  /gadgets:\n'));
    const result = await runSamples({ dir: guides, config: path.join(spec, 'redocly.yaml'), typecheck: false });
    expect(result.lines.map((line) => line.replace(`${path.relative(process.cwd(), guides)}/`, ''))).toEqual(want);
    expect(result.ok).toBe(want.length === 0);
    expect(result.summary).toMatch(/^1 request samples checked against the YAML/);
  });

  test('--spec with a bundle older than its YAML is refused, naming the newer file', { timeout: 30_000 }, async () => {
    const { spec, guides } = workspace();
    const out = writeBundle((await bundleSpec(path.join(spec, 'redocly.yaml'))).spec, path.join(spec, 'dist'));
    utimesSync(out.json, 100, 100);
    await expect(runSamples({ dir: guides, spec: out.json, typecheck: false })).rejects.toThrow(
      /dist\/openapi\.json is older than .*spec\/(openapi|paths\/|components\/|webhooks\/).*\.yaml \(edited since the last bundle\)/,
    );
  });
});
