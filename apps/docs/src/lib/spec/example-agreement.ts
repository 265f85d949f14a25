// Request and response examples that agree (issue 30, "one voice in samples"): every text value an operation's request
// example sends (a description, an order id, a URL) comes back somewhere in its success response example, so a
// reader who sends the documented request recognises the documented answer. Only texts whose key the response
// example has too (`description`, or `payment_description` for it) are compared: a token or an email the response
// has no field for is sent to be used, not echoed.
import type { JsonValue } from '@paydocs/spec-access';

/** Every string in a JSON value, at any depth. */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, into);
  return into;
}

/** Every object key in a JSON value, at any depth. */
function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** The request's texts the response example leaves out though it has a field of that name, in request order. */
export function unechoedTexts(request: JsonValue, response: JsonValue): string[] {
  const back = stringsOf(response);
  const keys = [...keysOf(response)];
  const echoed = (key: string) => keys.some((k) => k === key || k.endsWith(`_${key}`));
  const missing: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (echoed(key) && !back.has(value)) missing.push(`${key}: ${JSON.stringify(value)}`);
    } else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(request, '');
  return missing;
}
