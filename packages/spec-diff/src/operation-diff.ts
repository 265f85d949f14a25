// Compares one operation (or webhook) across versions: its parameters (path-level and operation-level, through
// `$ref`s), its request body, its responses (status codes, media types, headers, schemas) and its security.
// For a webhook the roles swap: the API sends the payload, so the payload is compared as something the client receives.
import { isSuccessStatus } from '@paydocs/spec-access';
import { asJson, child, type Json, type Located, type Operation } from './document.ts';
import type { Subject } from './checks.ts';
import { type DiffContext, pairUp } from './finding.ts';
import { compareSchemas, schemaOf } from './schema-diff.ts';
import { compareSecurity } from './security-diff.ts';

/** Parameters keyed so they match across versions: path parameters by position, headers case-insensitively. */
function parameterMap(op: Operation): Map<string, Located> {
  const map = new Map<string, Located>();
  const templateNames = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  for (const p of op.parameters) {
    const { in: where, name } = p.node as { in: string; name: string };
    const key = where === 'path' ? `path#${templateNames.indexOf(name)}` : `${where}:${where === 'header' ? name.toLowerCase() : name}`;
    map.set(key, p);
  }
  return map;
}

const paramLabel = (p: Json): string => `${p.in} parameter \`${p.name}\``;

// A path parameter is always required, whatever `required` says (OpenAPI makes `required: true` mandatory there).
const isRequired = (p: Located): boolean => p.node.required === true || p.node.in === 'path';

/**
 * The parameters of an operation, as the client sends them; of a webhook, the headers of its call, compared as what
 * the receiver reads (the API sends them).
 */
function compareParameters(ctx: DiffContext, before: Operation, after: Operation): void {
  const webhook = after.webhook;
  pairUp(parameterMap(before), parameterMap(after), {
    removed: (b) => {
      if (webhook) ctx.say('webhook-parameter-removed', b.ptr, after.op.ptr, `${paramLabel(b.node)} is no longer sent.`);
      else if (b.node.in !== 'path')
        ctx.say(
          'request-parameter-removed',
          b.ptr,
          after.op.ptr,
          `${paramLabel(b.node)} removed; clients still sending it may be rejected.`,
        );
    },
    kept: (b, a) => {
      if (!webhook && b.node.in === 'path' && a.node.name !== b.node.name) {
        // Matched by position, so the URL is the same; only clients that name the parameter see the change.
        ctx.say(
          'request-path-parameter-renamed',
          b.ptr,
          a.ptr,
          `path parameter \`${b.node.name}\` renamed to \`${a.node.name}\`; the URL is unchanged, but typed clients that name ` +
            `path parameters stop compiling (openapi-fetch: \`params.path.${b.node.name}\` becomes \`params.path.${a.node.name}\`).`,
        );
      }
      if (!webhook && b.node.deprecated !== true && a.node.deprecated === true)
        ctx.say('request-parameter-deprecated', b.ptr, a.ptr, `${paramLabel(a.node)} became deprecated; clients should stop sending it.`);
      const label = paramLabel(a.node);
      if (isRequired(b) !== isRequired(a)) {
        const now = isRequired(a) ? 'required' : 'optional';
        if (webhook)
          ctx.say(`webhook-parameter-became-${now}`, b.ptr, a.ptr, `${label} is ${isRequired(a) ? 'now' : 'no longer'} always sent.`);
        else ctx.say(`request-parameter-became-${now}`, b.ptr, a.ptr, `${label} became ${now}.`);
      }
      const [bs, as] = [schemaOf(b), schemaOf(a)];
      if (bs && as) compareSchemas(ctx, bs, as, { subject: webhook ? 'webhook-parameter' : 'request-parameter', label });
    },
    added: (a) => {
      const required = isRequired(a);
      if (webhook) ctx.say('webhook-parameter-added', before.op.ptr, a.ptr, `${paramLabel(a.node)} is now sent.`);
      else
        ctx.say(
          required ? 'new-required-request-parameter' : 'new-optional-request-parameter',
          before.op.ptr,
          a.ptr,
          `${paramLabel(a.node)} added${required ? ' as required; existing clients do not send it' : ''}.`,
        );
    },
  });
}

function compareRequestBody(ctx: DiffContext, before: Operation, after: Operation): void {
  const raw = (o: Operation) => (o.op.node.requestBody ? { node: o.op.node.requestBody, ptr: child(o.op.ptr, 'requestBody') } : undefined);
  const [rb, ra] = [raw(before), raw(after)];
  const b = rb && ctx.before.resolve(rb);
  const a = ra && ctx.after.resolve(ra);
  const webhook = after.webhook;
  const now = a?.node.required === true ? 'required' : 'optional';
  // Added or dropped as a whole; for a webhook, the payload the API sends.
  if (!b || !a) {
    if (a && webhook) ctx.say('webhook-payload-added', before.op.ptr, a.ptr, 'a payload is now sent.');
    else if (a) ctx.say(`request-body-added-${now}`, before.op.ptr, a.ptr, `a ${now} request body was added.`);
    else if (b && webhook)
      ctx.say('webhook-payload-removed', b.ptr, after.op.ptr, 'the payload is no longer sent; receivers that read one get none.');
    else if (b)
      ctx.say('request-body-removed', b.ptr, after.op.ptr, 'the request body was removed; clients still sending one may be rejected.');
    return;
  }
  if (!webhook && (b.node.required === true) !== (a.node.required === true))
    ctx.say(`request-body-became-${now}`, b.ptr, a.ptr, `the request body became ${now}.`);
  compareContent(ctx, contentOf(b), contentOf(a), webhook ? 'webhook' : 'request', webhook ? 'webhook payload' : 'request body');
}

/** The `content` map of a request body or response. */
const contentOf = (r: Located): Located => ({ node: asJson(r.node.content), ptr: child(r.ptr, 'content') });

type Side = 'request' | 'response' | 'webhook' | 'webhook-response';

/**
 * Per side: the prefix of the checks of a media type removed (`<prefix>-removed`) or added (`<prefix>-added`, only
 * where `now` says how), the schema subject, and how the message says it.
 */
const CONTENT_SIDES: Record<Side, { check: string; subject: Subject; gone: string; now?: string }> = {
  request: { check: 'request-body-media-type', subject: 'request-body', gone: 'accepted', now: 'accepts' },
  response: { check: 'response-media-type', subject: 'response-body', gone: 'sent', now: 'may be sent as' },
  webhook: { check: 'webhook-media-type', subject: 'webhook-payload', gone: 'sent' },
  // What a webhook receiver answers is written by the client and read by the API: judged as a request.
  'webhook-response': { check: 'webhook-response-media-type', subject: 'webhook-response', gone: 'accepted' },
};

/** The media types of a body on both sides; `schemaLabel` names the body in schema findings (default `label`). */
function compareContent(ctx: DiffContext, b: Located, a: Located, side: Side, label: string, schemaLabel = label): void {
  const { check, subject, gone, now } = CONTENT_SIDES[side];
  pairUp(b.node, a.node, {
    removed: (_, mediaType) =>
      ctx.say(`${check}-removed`, child(b.ptr, mediaType), a.ptr, `${label} is no longer ${gone} as \`${mediaType}\`.`),
    kept: (media, next, mediaType) => {
      const [schemaBefore, schemaAfter] = [asJson(media).schema, asJson(next).schema];
      if (!schemaBefore || !schemaAfter) return;
      compareSchemas(
        ctx,
        { node: schemaBefore, ptr: child(b.ptr, mediaType, 'schema') },
        { node: schemaAfter, ptr: child(a.ptr, mediaType, 'schema') },
        { subject, label: `${schemaLabel} (${mediaType})` },
      );
    },
    added: (_, mediaType) => {
      if (now) ctx.say(`${check}-added`, b.ptr, child(a.ptr, mediaType), `${label} ${now} \`${mediaType}\`.`);
    },
  });
}

function compareHeaders(ctx: DiffContext, b: Located, a: Located, status: string): void {
  const headers = (r: Located, doc: DiffContext['before']) => {
    const map = new Map<string, Located>();
    for (const [name, h] of Object.entries(asJson(r.node.headers))) {
      if (name.toLowerCase() === 'content-type') continue; // described by the media type, ignored by the spec
      map.set(name.toLowerCase(), doc.resolve({ node: h, ptr: child(r.ptr, 'headers', name) }));
    }
    return map;
  };
  pairUp(headers(b, ctx.before), headers(a, ctx.after), {
    removed: (h, name) => {
      const which = h.node.required === true ? 'required-response-header-removed' : 'optional-response-header-removed';
      ctx.say(which, h.ptr, a.ptr, `response ${status} header \`${name}\` removed.`);
    },
    kept: (h, next, name) => {
      const label = `response ${status} header \`${name}\``;
      if (h.node.required === true && next.node.required !== true)
        ctx.say('response-header-became-optional', h.ptr, next.ptr, `${label} became optional: clients relying on it break.`);
      if (h.node.required !== true && next.node.required === true)
        ctx.say('response-header-became-required', h.ptr, next.ptr, `${label} became required.`);
      const [bs, as] = [schemaOf(h), schemaOf(next)];
      if (bs && as) compareSchemas(ctx, bs, as, { subject: 'response-header', label });
    },
    added: (h, name) => ctx.say('response-header-added', b.ptr, h.ptr, `response ${status} header \`${name}\` added.`),
  });
}

/**
 * Status codes and bodies of the responses. For a webhook these are what the receiver may answer with: written by the
 * receiver (the client) and read by the API, so judged as a request, and their headers are not compared.
 */
function compareResponses(ctx: DiffContext, before: Operation, after: Operation): void {
  const webhook = after.webhook;
  const rb = asJson(before.op.node.responses);
  const ra = asJson(after.op.node.responses);
  const [pb, pa] = [child(before.op.ptr, 'responses'), child(after.op.ptr, 'responses')];
  const success = (status: string) => (isSuccessStatus(status) ? 'success' : 'non-success');
  pairUp(rb, ra, {
    removed: (response, status) => {
      const b = ctx.before.resolve({ node: response, ptr: child(pb, status) });
      if (webhook)
        ctx.say('webhook-response-status-removed', b.ptr, pa, `a receiver answering ${status} is no longer documented as accepted.`);
      else ctx.say(`response-${success(status)}-status-removed`, b.ptr, pa, `status ${status} is no longer returned.`);
    },
    kept: (was, now, status) => {
      const b = ctx.before.resolve({ node: was, ptr: child(pb, status) });
      const a = ctx.after.resolve({ node: now, ptr: child(pa, status) });
      if (!webhook) compareHeaders(ctx, b, a, status);
      compareContent(
        ctx,
        contentOf(b),
        contentOf(a),
        webhook ? 'webhook-response' : 'response',
        webhook ? `a receiver's ${status} answer` : `response ${status}`,
        webhook ? `receiver's ${status} answer` : `response ${status}`,
      );
    },
    added: (_, status) => {
      if (webhook) ctx.say('webhook-response-status-added', pb, child(pa, status), `a receiver may now answer ${status}.`);
      else ctx.say(`response-${success(status)}-status-added`, pb, child(pa, status), `status ${status} may now be returned.`);
    },
  });
}

export function compareOperation(ctx: DiffContext, before: Operation, after: Operation): void {
  ctx.where = after.key;
  const [idb, ida] = [before.op.node.operationId, after.op.node.operationId];
  if (!after.webhook && idb && ida && idb !== ida) {
    ctx.say(
      'api-operation-id-changed',
      child(before.op.ptr, 'operationId'),
      child(after.op.ptr, 'operationId'),
      `operationId changed from \`${idb}\` to \`${ida}\`; generated clients rename the method.`,
    );
  }
  if (before.op.node.deprecated !== true && after.op.node.deprecated === true)
    ctx.say(
      'api-deprecated',
      before.op.ptr,
      after.op.ptr,
      `${after.webhook ? 'webhook' : 'operation'} became deprecated; clients should move off it before it is removed.`,
    );
  if (before.op.node.deprecated === true && after.op.node.deprecated !== true)
    ctx.say('api-undeprecated', before.op.ptr, after.op.ptr, `no longer deprecated.`);
  compareRequestBody(ctx, before, after);
  compareParameters(ctx, before, after);
  compareResponses(ctx, before, after);
  if (!after.webhook) compareSecurity(ctx, before, after);
}
