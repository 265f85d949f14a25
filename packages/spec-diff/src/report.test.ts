// The pull-request Markdown: grouped by level and by what changed, each line with its id and pointers.
import { describe, expect, test } from 'vitest';
import { CATALOGUE } from '../test/catalogue.ts';
import { diffSpecs } from './diff.ts';
import { renderMarkdownReport } from './report.ts';

const caseNamed = (name: string) => {
  const found = CATALOGUE.find((c) => c.name === name);
  if (!found) throw new Error(`no catalogue case "${name}"`);
  return diffSpecs(found.before, found.after);
};

describe('renderMarkdownReport', () => {
  test.each([
    ['fixture: unchanged', [], ['No change a client can observe.'], ['### Breaking']],
    [
      'fixture: list operation removed',
      [],
      [
        '**1 breaking** change(s)',
        '### Breaking',
        '**Operations and webhooks**',
        '`GET /checkouts` was removed. (`api-removed`; `#/paths/~1checkouts/get` → `#`)',
      ],
      ['### Warnings'],
    ],
    [
      'fixture: response enum widened',
      [],
      ['**No breaking change.**', '1 warning(s)', '### Warnings', '**Enum values**', 'Clients with exhaustive matching break.'],
      ['### Breaking'],
    ],
    [
      'fixture: response enum widened',
      ['response-body-enum-value-added'],
      ['**1 breaking** change(s)', 'promoted to breaking by the gate config'],
      ['### Warnings'],
    ],
    [
      'fixture: response enum narrowed (safe)',
      [],
      ['**No breaking change.**', '### Not breaking', '`"expired"` removed.'],
      ['### Breaking', '### Warnings'],
    ],
    [
      'a success status changed (201 to 200)',
      [],
      ['| Responses | 1 | 0 | 1 |', 'status 201 is no longer returned.', 'status 200 may now be returned.'],
      [],
    ],
  ])('renders %s (promoted: %j)', (name, promote, want, absent) => {
    const markdown = renderMarkdownReport(caseNamed(name), {
      against: 'the released spec (1.0.0)',
      pkg: '@paydocs/openapi',
      config: { promote },
    });
    expect(markdown.startsWith('## API changes against the released spec (1.0.0)\n')).toBe(true);
    for (const text of want) expect(markdown).toContain(text);
    for (const text of absent) expect(markdown).not.toContain(text);
  });
});

describe('renderMarkdownReport without a gate config', () => {
  test('the heading names the baseline and nothing is promoted', () => {
    const markdown = renderMarkdownReport(caseNamed('fixture: response enum widened'), {
      against: 'the released spec',
      pkg: '@paydocs/openapi',
    });
    expect(markdown.split('\n').slice(0, 3)).toEqual(['## API changes against the released spec', '', '**No breaking change.**']);
    expect(markdown).not.toContain('promoted');
  });
});

describe('renderMarkdownReport of every check at once', () => {
  // One finding of each id the catalogue produces (every category, level and pointer shape), one info finding
  // promoted: the whole report against a reviewed file, so a finding filed under the wrong heading or level fails.
  test('matches __snapshots__/report-every-check.md', async () => {
    const firstOfEach = new Map<string, ReturnType<typeof diffSpecs>[number]>();
    for (const c of CATALOGUE) for (const f of diffSpecs(c.before, c.after)) if (!firstOfEach.has(f.id)) firstOfEach.set(f.id, f);
    const findings = [...firstOfEach.values()];
    const report = renderMarkdownReport(findings, {
      against: 'the released spec (1.2.3)',
      pkg: '@paydocs/openapi',
      config: { promote: ['response-body-property-added'] },
    });
    await expect(report).toMatchFileSnapshot('./__snapshots__/report-every-check.md');
  });
});
