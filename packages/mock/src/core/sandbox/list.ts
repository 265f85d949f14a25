// A list call over what the sandbox holds, as the pagination guide and each list operation document it (the README's
// state table, "list"). Cursors are opaque to readers; here each encodes its item's creation time and id.
import { requireOperation } from '@paydocs/spec-access/model';
import type { MockResponse } from '../types.ts';
import { isObject, type JsonObject as Json } from '@paydocs/spec-access/ref';
import { notDocumented } from '../catalogue-error.ts';
import { stateful } from './answer.ts';
import type { Resource, RuleContext } from './state.ts';

/** The query parameters that page a list rather than filter it (AfterCursor, BeforeCursor, Limit). */
const PAGING = new Set(['limit', 'after_cursor', 'before_cursor']);
const ORDER_NOTE = 'Not documented: the order of a list; the sandbox lists the newest first.';

/** URL-safe base64 (no `+`, `/` or `=`), so a cursor pasted into a query string stays as it was. */
function cursorOf(item: Resource): string {
  const base64 = btoa(JSON.stringify([item.created_at ?? null, item.id]));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function idOfCursor(cursor: string): string | undefined {
  try {
    const value = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return Array.isArray(value) && typeof value[1] === 'string' ? value[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How a filter named `name` tests an item, found from the item's fields: the field of that name; `<x>_before`,
 * `<x>_after`, `<x>_on` against `<x>_at`; the name without the resource's own prefix (`payment_status` of a
 * payment is its `status`); `<x>_id` against the id or token of the object `<x>`; the field of that name on the
 * objects of an array (a checkout's completions' `payment_status`). Undefined when none applies.
 */
function matcher(name: string, singular: string, item: Resource): ((item: Json, value: string) => boolean) | undefined {
  const equals = (v: unknown, value: string) => v !== undefined && v !== null && String(v) === value;
  if (name in item) return (i, value) => equals(i[name], value);
  const dated = /^(.+)_(before|after|on)$/.exec(name);
  if (dated && `${dated[1]}_at` in item) {
    const field = `${dated[1]}_at`;
    return (i, value) => {
      const at = Date.parse(String(i[field]));
      const bound = Date.parse(value);
      if (dated[2] === 'on') return String(i[field]).slice(0, 10) === value.slice(0, 10);
      return dated[2] === 'before' ? at < bound : at > bound;
    };
  }
  const own = name.startsWith(`${singular}_`) ? name.slice(singular.length + 1) : undefined;
  // A value naming a true boolean field matches too: listPayments' status filter "also accepts `refunded`".
  if (own && own in item) return (i, value) => equals(i[own], value) || i[value] === true;
  const object = /^(.+)_id$/.exec(name)?.[1];
  if (object && isObject(item[object]))
    return (i, value) => {
      const parts = [i[object], ...Object.values(isObject(i[object]) ? i[object] : {})].filter(isObject);
      return parts.some((p) => equals(p.id, value) || equals(p.token, value));
    };
  const array = Object.keys(item).find((k) => Array.isArray(item[k]) && (item[k] as unknown[]).some((e) => isObject(e) && name in e));
  if (array) return (i, value) => ((i[array] as Json[] | undefined) ?? []).some((e) => isObject(e) && equals(e[name], value));
  return undefined;
}

export function listAnswer(ctx: RuleContext, all: Resource[], query: URLSearchParams): MockResponse {
  const { operationId, kind } = ctx.route;
  const parameters = requireOperation(ctx.spec, operationId).parameters.map((p) => p.node);
  const singular = (kind.split('/').at(-1) ?? '').replace(/s$/, '');
  const notes = [ORDER_NOTE];
  let items = [...all].reverse();
  const subAccount = ctx.headers['sub-account'];
  if (subAccount && parameters.some((p) => p.in === 'header' && String(p.name).toLowerCase() === 'sub-account'))
    items = items.filter((i) => !('account_id' in i) || i.account_id === subAccount);
  for (const p of parameters.filter((p) => p.in === 'query' && !PAGING.has(String(p.name)))) {
    const name = String(p.name);
    const value = query.get(name);
    if (value === null) continue;
    const test = all.map((item) => matcher(name, singular, item)).find(Boolean);
    if (test) items = items.filter((i) => test(i, value));
    else notes.push(`Not documented: which field of a ${singular} the ${name} filter reads; the sandbox does not apply it.`);
  }
  const limitParameter = parameters.find((p) => p.name === 'limit');
  const fallback = Number((limitParameter?.schema as Json | undefined)?.default ?? items.length);
  const asked = Number(query.get('limit'));
  // "a value of an invalid type falls back to" the default (the Limit parameter).
  const limit = Number.isInteger(asked) && asked > 0 ? asked : fallback;
  let start = 0;
  let end = Math.min(items.length, limit);
  const cursor = query.get('after_cursor') ?? query.get('before_cursor');
  if (cursor !== null) {
    const at = items.findIndex((i) => i.id === idOfCursor(cursor));
    if (at < 0) return notDocumented(operationId, `Not documented: what the API answers for a cursor it did not give (${cursor}).`);
    if (query.has('after_cursor')) [start, end] = [at + 1, Math.min(items.length, at + 1 + limit)];
    else [start, end] = [Math.max(0, at - limit), at];
  }
  const page = items.slice(start, end);
  const pageInfo = {
    has_previous: start > 0,
    has_next: end < items.length,
    start_cursor: page[0] ? cursorOf(page[0]) : null,
    end_cursor: page.at(-1) ? cursorOf(page.at(-1)!) : null,
  };
  return stateful(ctx.base, page, notes, pageInfo);
}
