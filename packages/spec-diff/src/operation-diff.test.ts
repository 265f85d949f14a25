// Edge cases of the operation comparison (operation-diff.ts) and of the security comparison (security-diff.ts) the
// catalogue's one-edit cases do not reach: given a document before and after, want every finding in full (id, both
// pointers, sentence). Path parameters are matched by position, header names case-insensitively and query names
// exactly; a state that holds on both sides (deprecated, required) is no change; a schema present on one side only
// is not compared; security alternatives are sets of schemes, and an empty requirement makes credentials optional.
import { describe, expect, test } from 'vitest';
import { diffSpecs } from './diff.ts';

const str = { type: 'string' };
const ok = { '200': { description: 'ok' } };
const spec = (paths: object, extra: object = {}) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths, ...extra });
const get = (operation: object, path = '/items') => spec({ [path]: { get: { responses: ok, ...operation } } });
const hook = (operation: object) => spec({}, { webhooks: { 'item.created': { post: { responses: ok, ...operation } } } });
const found = (before: object, after: object): string[] =>
  diffSpecs(before, after).map((f) => `${f.id} ${f.before} -> ${f.after}: ${f.message}`);

const OP = '#/paths/~1items/get';
const TWO = '#/paths/~1orders~1{order_id}~1lines~1{line_id}/get';
const HOOK = '#/webhooks/item.created/post';
const pathParam = (name: string, extra: object = {}) => ({ name, in: 'path', required: true, schema: str, ...extra });
const twoParams = (first: string, second: string) =>
  get({ parameters: [pathParam(first), pathParam(second)] }, `/orders/{${first}}/lines/{${second}}`);
const header = (schema: unknown, extra: object = {}) => ({ description: 'h', ...(schema ? { schema } : {}), ...extra });
const withHeaders = (headers: object) => get({ responses: { '200': { description: 'ok', headers } } });

const cases: { name: string; before: object; after: object; want: string[] }[] = [
  {
    name: 'the first of two path parameters renamed',
    before: twoParams('order_id', 'line_id'),
    after: get({ parameters: [pathParam('id'), pathParam('line_id')] }, '/orders/{id}/lines/{line_id}'),
    want: [
      `request-path-parameter-renamed ${TWO}/parameters/0 -> #/paths/~1orders~1{id}~1lines~1{line_id}/get/parameters/0: GET /orders/{id}/lines/{line_id}: path parameter \`order_id\` renamed to \`id\`; the URL is unchanged, but typed clients that name path parameters stop compiling (openapi-fetch: \`params.path.order_id\` becomes \`params.path.id\`).`,
    ],
  },
  {
    name: 'a query parameter renamed only in case is another parameter',
    before: get({ parameters: [{ name: 'Limit', in: 'query', schema: str }] }),
    after: get({ parameters: [{ name: 'limit', in: 'query', schema: str }] }),
    want: [
      `new-optional-request-parameter ${OP} -> ${OP}/parameters/0: GET /items: query parameter \`limit\` added.`,
      `request-parameter-removed ${OP}/parameters/0 -> ${OP}: GET /items: query parameter \`Limit\` removed; clients still sending it may be rejected.`,
    ],
  },
  {
    name: 'a parameter deprecated on both sides is no change',
    before: get({ parameters: [{ name: 'limit', in: 'query', deprecated: true, schema: str }] }),
    after: get({ parameters: [{ name: 'limit', in: 'query', deprecated: true, schema: str }] }),
    want: [],
  },
  {
    name: 'a path parameter whose declaration is dropped (the URL is the same) is not a removed parameter',
    before: get({ parameters: [pathParam('id')] }, '/items/{id}'),
    after: get({}, '/items/{id}'),
    want: [],
  },
  {
    name: 'a path parameter is required whether or not it says so',
    before: get({ parameters: [pathParam('id')] }, '/items/{id}'),
    after: get({ parameters: [{ name: 'id', in: 'path', schema: str }] }, '/items/{id}'),
    want: [],
  },
  {
    name: 'a parameter schema on one side only is not compared',
    before: get({ parameters: [{ name: 'status', in: 'query', content: { 'application/json': {} } }] }),
    after: get({ parameters: [{ name: 'status', in: 'query', schema: { type: 'string', enum: ['a'] } }] }),
    want: [],
  },
  {
    name: 'a webhook header schema on one side only is not compared',
    before: hook({ parameters: [{ name: 'X-Kind', in: 'header' }] }),
    after: hook({ parameters: [{ name: 'X-Kind', in: 'header', schema: { type: 'string', enum: ['a'] } }] }),
    want: [],
  },
  {
    name: 'a response media type schema on one side only is not compared',
    before: get({ responses: { '200': { description: 'ok', content: { 'application/json': {} } } } }),
    after: get({
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string', enum: ['a'] } } } } },
    }),
    want: [],
  },
  {
    name: 'a webhook receiver answer schema on one side only is not compared',
    before: hook({ responses: { '200': { description: 'ok', content: { 'application/json': {} } } } }),
    after: hook({
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string', enum: ['a'] } } } } },
    }),
    want: [],
  },
  {
    name: 'a response header schema on one side only is not compared',
    before: withHeaders({ 'X-Kind': header(undefined) }),
    after: withHeaders({ 'X-Kind': header({ type: 'string', enum: ['a'] }) }),
    want: [],
  },
  {
    name: 'a Content-Type response header is described by the media type, not compared',
    before: withHeaders({ 'Content-Type': header(str, { required: true }) }),
    after: withHeaders({}),
    want: [],
  },
  {
    name: 'a header required on both sides, its schema narrowed: only the schema change',
    before: withHeaders({ 'X-Id': header({ type: 'string', maxLength: 9 }, { required: true }) }),
    after: withHeaders({ 'X-Id': header({ type: 'string', maxLength: 4 }, { required: true }) }),
    want: [
      `response-header-max-length-decreased ${OP}/responses/200/headers/X-Id/schema -> ${OP}/responses/200/headers/X-Id/schema: GET /items, response 200 header \`x-id\`: maxLength changed from 9 to 4.`,
    ],
  },
  {
    name: 'a header that says required: false where it said nothing is no change',
    before: withHeaders({ 'X-Id': header(str) }),
    after: withHeaders({ 'X-Id': header(str, { required: false }) }),
    want: [],
  },
  {
    name: 'a webhook operationId changed is no change (no generated method)',
    before: hook({ operationId: 'itemCreated' }),
    after: hook({ operationId: 'onItemCreated' }),
    want: [],
  },
  { name: 'an operationId added is no change', before: get({}), after: get({ operationId: 'listItems' }), want: [] },
  {
    name: 'an operation deprecated on both sides is no change',
    before: get({ deprecated: true }),
    after: get({ deprecated: true }),
    want: [],
  },
  {
    name: 'a webhook became deprecated',
    before: hook({}),
    after: hook({ deprecated: true }),
    want: [
      `api-deprecated ${HOOK} -> ${HOOK}: webhook item.created: webhook became deprecated; clients should move off it before it is removed.`,
    ],
  },
];

describe('compareOperation (given a document before and after, want every finding)', () => {
  test.each(cases)('$name', ({ before, after, want }) => {
    expect(found(before, after).sort()).toEqual([...want].sort());
  });
});

const SCHEMES = { bearer: { type: 'http', scheme: 'bearer' }, oauth: { type: 'oauth2', flows: {} } };
const secured = (security: object[] | undefined, global?: object[]) =>
  spec(
    { '/items': { get: { responses: ok, ...(security ? { security } : {}) } } },
    {
      ...(global ? { security: global } : {}),
      components: { securitySchemes: SCHEMES },
    },
  );
const SEC = `${OP}/security`;

const securityCases: { name: string; before: object; after: object; want: string[] }[] = [
  {
    name: 'the order of schemes in a requirement is no change',
    before: secured([{ bearer: [], oauth: [] }]),
    after: secured([{ oauth: [], bearer: [] }]),
    want: [],
  },
  {
    name: 'optional credentials (an empty requirement beside one) became required',
    before: secured([{}, { bearer: [] }]),
    after: secured([{ bearer: [] }]),
    want: [`api-security-added ${SEC} -> ${SEC}: GET /items: credentials are now required (bearer).`],
  },
  {
    name: 'credentials required, two alternatives named',
    before: secured([]),
    after: secured([{ bearer: [] }, { oauth: [] }]),
    want: [`api-security-added ${SEC} -> ${SEC}: GET /items: credentials are now required (bearer or oauth).`],
  },
  {
    name: 'two scopes added and two removed are listed together',
    before: secured([{ oauth: ['a', 'b'] }]),
    after: secured([{ oauth: ['c', 'd'] }]),
    want: [
      `api-security-scope-added ${SEC} -> ${SEC}: GET /items: oauth now needs scope(s) c, d.`,
      `api-security-scope-removed ${SEC} -> ${SEC}: GET /items: oauth no longer needs scope(s) a, b.`,
    ],
  },
  {
    name: 'what is not a scope name is not a scope',
    before: secured([{ oauth: 'read' }]),
    after: secured([{ oauth: ['write', 5] }]),
    want: [`api-security-scope-added ${SEC} -> ${SEC}: GET /items: oauth now needs scope(s) write.`],
  },
  {
    name: 'inherited before, the operation own after: named by the operation',
    before: secured(undefined, [{ oauth: ['read'] }]),
    after: secured([{ oauth: ['read', 'write'] }]),
    want: [`api-security-scope-added #/security -> ${SEC}: GET /items: oauth now needs scope(s) write.`],
  },
  {
    name: 'inherited on both sides: named as the document-wide security',
    before: secured(undefined, [{ oauth: ['read'] }]),
    after: secured(undefined, [{ oauth: ['read', 'write'] }]),
    want: ['api-security-scope-added #/security -> #/security: the document-wide security: oauth now needs scope(s) write.'],
  },
];

describe('compareSecurity (given a document before and after, want every finding)', () => {
  test.each(securityCases)('$name', ({ before, after, want }) => {
    expect(found(before, after).sort()).toEqual([...want].sort());
  });
});
