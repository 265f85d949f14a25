import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGaps, formatReport, sourceTalk, sourceTalkIn, summarize } from '../src/gaps/index.ts';
import { CLI, fixture, REPO_ROOT } from './helpers.ts';

const root = path.join(fixture('gaps'), 'openapi.yaml');
const rel = (f: string) => path.relative(fixture('gaps'), f);

describe('paydocs-spec gaps on the fixture spec', () => {
  // Read in each test, not once for the describe: Stryker counts code run outside a test as static and skips it.
  const gaps = () => findGaps(root);

  it('finds one open question of each kind, with file, line, resource and place', () => {
    expect(gaps().map((g) => [rel(g.file), g.line, g.kind, g.resource, g.place, g.question, g.assumed])).toEqual([
      ['openapi.yaml', 7, 'assumption', 'API-wide', '/servers/0/description', 'the base path of every call.', '`/v1` for every call.'],
      ['paths/gadgets.yaml', 6, 'assumption', 'Gadgets', 'POST /gadgets /x-not-shown', 'the success status of this call.', '201 Created.'],
      [
        'components/schemas/ErrorCode.yaml',
        5,
        'inferred-status',
        'Gadgets',
        'schema ErrorCode /x-error-catalogue/gadget_broken',
        'the HTTP status of `gadget_broken` (inferred: 422)',
        undefined,
      ],
      [
        'components/schemas/Gadget.yaml',
        5,
        'not-documented',
        'Shared',
        'schema Gadget /properties/colour/description',
        'its values.',
        undefined,
      ],
      ['components/schemas/Gadget.yaml', 9, 'not-documented', 'Shared', 'schema Gadget', 'which fields are required.', undefined],
      [
        'components/schemas/GadgetStatus.yaml',
        3,
        'transitions',
        'Shared',
        'schema GadgetStatus /x-state-transitions',
        'the transitions between these states (known: none): Not documented: how a gadget becomes used.',
        undefined,
      ],
      [
        'webhooks/gadget.created.yaml',
        6,
        'assumption',
        'Gadgets',
        'webhook gadget.created /x-not-shown',
        'the exact payload of `gadget.created`.',
        '`data` is the Gadget the event is named after.',
      ],
    ]);
  });

  it('counts the kinds in its summary', () => {
    expect(summarize(gaps())).toBe(
      '7 open questions in 6 files: 2 not documented, 3 assumptions, 1 inferred statuses, 1 state machines not fully documented',
    );
  });

  it('groups the report by resource, owned resources first, with file:line', () => {
    const lines = formatReport(gaps(), fixture('gaps'));
    expect(lines.filter((l) => !l.startsWith('  '))).toEqual(['Gadgets (3)', '', 'Shared (3)', '', 'API-wide (1)', '']);
    expect(lines).toContain(
      '  paths/gadgets.yaml:6  assumption  POST /gadgets /x-not-shown: the success status of this call. [assumed: 201 Created.]',
    );
    // a question with nothing assumed ends at the question
    expect(lines).toContain('  components/schemas/Gadget.yaml:9  not documented  schema Gadget: which fields are required.');
  });

  it('runs as a CLI command and exits 0', () => {
    const result = spawnSync(process.execPath, [CLI, 'gaps', '--config', path.join(fixture('gaps'), 'redocly.yaml')], {
      cwd: fixture('gaps'),
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      '  components/schemas/ErrorCode.yaml:5  inferred status  schema ErrorCode /x-error-catalogue/gadget_broken',
    );
    expect(result.stderr).toContain('paydocs-spec gaps: 7 open questions in 6 files');
  });
});

describe('reader voice of the spec', () => {
  it('reports text about sources with file:line', () => {
    const yaml =
      'description: Fine.\nx-not-shown: >-\n  the values; the product spec does not list them.\nexamples:\n  - note: upstream says so\n';
    expect(sourceTalkIn('X.yaml', yaml).map((p) => `${p.file}:${p.line} ${p.message.split(':')[0]}`)).toEqual([
      'X.yaml:2 "product spec"',
      'X.yaml:5 "upstream"',
    ]);
  });

  it('skips keys without a value and scalars that are not text', () => {
    // given an explicit key with no value (a null node), a number and a boolean beside prose; want only the prose
    const yaml = '? lone key\ncount: 5\nflag: true\nnote: as upstream says\n';
    expect(sourceTalkIn('Y.yaml', yaml).map((p) => p.line)).toEqual([4]);
  });

  it('the real spec never mentions "product spec" or "upstream" in its text', () => {
    const problems = sourceTalk(path.join(REPO_ROOT, 'spec/openapi.yaml'));
    expect(problems.map((p) => `${path.relative(REPO_ROOT, p.file)}:${p.line} ${p.message}`)).toEqual([]);
  });
});
