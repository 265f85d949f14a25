import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specFiles } from '../src/spec-files.ts';
import { findGaps, formatReport, gapsInFile, sourceTalk, sourceTalkIn, summarize } from '../src/gaps/index.ts';
import { indexResources } from '../src/gaps/resources.ts';
import { readSpecSources } from '../src/gaps/collect.ts';
import { fixture, REPO_ROOT, runCliHere } from './helpers.ts';

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

  it('runs as a CLI command and exits 0', async () => {
    const result = await runCliHere(['gaps', '--config', path.join(fixture('gaps'), 'redocly.yaml')], fixture('gaps'));
    expect(result.code).toBe(0);
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

describe('gapsInFile: what counts as an open question', () => {
  const cases: { name: string; given: string; want: [number, string, string, string, string | undefined][] }[] = [
    {
      name: 'an x-not-shown that is not text, and "Not documented:" outside prose keys, are not questions',
      given: 'x-not-shown: 5\ntitle: "Not documented: the title."\ndescription: 7\nexample: "Not documented: a value."\n',
      want: [],
    },
    {
      name: 'summary, note and trigger are prose; a question without a full stop in x-not-shown keeps its text',
      given:
        'summary: "Lists. Not documented: the order."\nitems:\n  - trigger: "Not documented: when. Assumed: at once."\nx-not-shown: "  the order  "\n',
      want: [
        [1, 'not-documented', '/summary', 'the order.', undefined],
        [3, 'assumption', '/items/0/trigger', 'when.', 'at once.'],
        [4, 'not-documented', '/x-not-shown', 'the order', undefined],
      ],
    },
    {
      name: 'a key that is not a scalar is no spec key: nothing under it is read',
      given: '? [a, b]\n: {description: "Not documented: x."}\n',
      want: [],
    },
    {
      name: 'only inferred statuses of the catalogue; entries that are not maps are skipped',
      given: 'x-error-catalogue:\n  a: ~\n  b: {status: 404}\n  c: {status: 422, inferred: true}\n',
      want: [[4, 'inferred-status', '/x-error-catalogue/c', 'the HTTP status of `c` (inferred: 422)', undefined]],
    },
    {
      name: 'a fully known state machine is no question; one without known or note says so',
      given: 'A:\n  x-state-transitions: {known: full, note: "Not documented: x."}\nB:\n  x-state-transitions: {transitions: []}\n',
      want: [[4, 'transitions', '/B/x-state-transitions', 'the transitions between these states (known: ?)', undefined]],
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(gapsInFile('X.yaml', given).map((g) => [g.line, g.kind, g.pointer, g.question, g.assumed])).toEqual(want);
  });

  it('names the file and line of YAML that does not parse', () => {
    expect(() => gapsInFile('Bad.yaml', 'a: 1\nb: c: d\n')).toThrow(
      new Error('Bad.yaml:2: not valid YAML (Nested mappings are not allowed in compact mappings at line 2, column 4:)'),
    );
  });
});

describe('specFiles and indexResources on a small split spec', () => {
  // The spec, written to a temporary folder: paths/ with a shared schema reached from two tags, a
  // parameter reached through a list, a component only an untagged path reaches, one nobody reaches.
  const files: Record<string, string> = {
    'openapi.yaml':
      'openapi: 3.1.0\npaths:\n  /a: {$ref: paths/a.yaml}\n  /b: {$ref: paths/b.yaml}\n  /c: {$ref: paths/c.yaml}\n  /missing: {$ref: paths/missing.yaml}\n  /inline: {get: {tags: [Inline]}}\nwebhooks:\n  e.made: {$ref: webhooks/e.yaml}\n',
    'paths/a.yaml':
      "parameters:\n  - $ref: ../components/parameters/P.yaml\nget:\n  tags: [A]\n  responses: {'200': {content: {application/json: {schema: {allOf: [{$ref: '../components/schemas/S.yml'}]}}}}}\n",
    'paths/b.yaml':
      "get: {tags: []}\npost:\n  tags: [B]\n  requestBody: {$ref: '../components/schemas/S.yml#/properties/x'}\n  x-local: {$ref: '#/post'}\n",
    'paths/c.yaml': "get: {responses: {'200': {$ref: ../components/schemas/Lone.yaml}}}\n",
    'paths/notes.md': 'not a spec file\n',
    'paths/old.yaml.bak': 'get: {}\n',
    'components/parameters/P.yaml': 'name: p\nin: query\n',
    'components/schemas/S.yml': 'type: object\nproperties:\n  child: {$ref: S.yml}\n',
    'components/schemas/Lone.yaml': 'type: string\n',
    'components/schemas/Orphan.yaml': 'type: string\n',
    'webhooks/e.yaml': 'post:\n  tags: [Events]\n  requestBody: {$ref: ../components/schemas/S.yml}\n',
  };
  const writeSpec = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gaps-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  it('lists the root, then the YAML files of paths/, components/ and webhooks/ in name order', () => {
    const dir = writeSpec();
    expect(specFiles(path.join(dir, 'openapi.yaml')).map((f) => path.relative(dir, f))).toEqual([
      'openapi.yaml',
      'paths/a.yaml',
      'paths/b.yaml',
      'paths/c.yaml',
      'components/parameters/P.yaml',
      'components/schemas/Lone.yaml',
      'components/schemas/Orphan.yaml',
      'components/schemas/S.yml',
      'webhooks/e.yaml',
    ]);
  });

  it('gives each file the tag of the operations that reach it through $refs, lists included', () => {
    const dir = writeSpec();
    const root = path.join(dir, 'openapi.yaml');
    const index = indexResources(root, readSpecSources(root));
    const resource = (f: string) => index.resourceOf(path.join(dir, f));
    expect(['openapi.yaml', 'paths/a.yaml', 'paths/b.yaml', 'paths/c.yaml', 'components/parameters/P.yaml'].map(resource)).toEqual([
      'API-wide',
      'A',
      'B',
      'Unreferenced',
      'A',
    ]);
    expect(
      ['components/schemas/S.yml', 'components/schemas/Lone.yaml', 'components/schemas/Orphan.yaml', 'webhooks/e.yaml'].map(resource),
    ).toEqual(['Shared', 'Unreferenced', 'Unreferenced', 'Events']);
  });

  it('names the place of a pointer in reader terms', () => {
    const dir = writeSpec();
    const root = path.join(dir, 'openapi.yaml');
    const index = indexResources(root, readSpecSources(root));
    const place = (f: string, pointer: string) => index.placeOf(path.join(dir, f), pointer);
    expect([
      place('paths/a.yaml', '/get'),
      place('paths/a.yaml', '/get/description'),
      place('paths/a.yaml', '/parameters/0'),
      place('webhooks/e.yaml', '/post'),
      place('webhooks/e.yaml', '/post/requestBody/content'),
      place('webhooks/e.yaml', '/parameters'),
      place('components/schemas/S.yml', '/properties/child'),
      place('components/schemas/Lone.yaml', '/x-not-shown'),
      place('openapi.yaml', ''),
      place('openapi.yaml', '/info/description'),
    ]).toEqual([
      'GET /a',
      'GET /a /description',
      '/a /parameters/0',
      'webhook e.made',
      'webhook e.made /requestBody/content',
      'webhook e.made /parameters',
      'schema S /properties/child',
      'schema Lone',
      '/',
      '/info/description',
    ]);
  });

  it('a root without paths or webhooks is API-wide and has no entries', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gaps-'));
    const root = path.join(dir, 'openapi.yaml');
    writeFileSync(root, 'openapi: 3.1.0\n');
    const index = indexResources(root, readSpecSources(root));
    expect([index.resourceOf(root), index.placeOf(root, '/info')]).toEqual(['API-wide', '/info']);
  });
});
