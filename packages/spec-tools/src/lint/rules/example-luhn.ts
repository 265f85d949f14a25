// Examples pass the checks their own schema states: a property whose description says it must pass
// the Luhn checksum (a card number) has Luhn-valid values in every example that reaches it, in the
// schema's own `example`/`examples`, the property's `examples`, and media-type examples of request
// and response bodies (walked along the body's schema). A Luhn-failing card number in an example
// would show readers a request the API rejects with `credit_card_number_invalid`.
// @see https://en.wikipedia.org/wiki/Luhn_algorithm
import { readPointer } from '@paydocs/spec-access';
import { isObject, type JsonObject, mediaExamples, type Oas3Rule, ownExamples, type UserContext } from './shared.ts';

/** The mark a property's description carries when the API checks it with Luhn. */
export const LUHN_MARK = /\bLuhn\b/;

/** Whether a string of digits passes the Luhn checksum; anything but 12 to 19 digits fails. */
export function passesLuhn(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (const [i, ch] of [...value].reverse().entries()) {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

type Resolve = UserContext['resolve'];

/** The JSON-pointer-like path of each Luhn-marked value in `value` that fails, walking `schema`. */
function failing(schema: unknown, value: unknown, resolve: Resolve, at: string, seen = new Set<unknown>()): string[] {
  const s = isObject(schema) ? (resolve(schema as JsonObject).node as unknown) : undefined;
  if (!isObject(s) || seen.has(s)) return [];
  const next = new Set(seen).add(s);
  const branches = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as unknown[]) : []));
  const found = branches.flatMap((b) => failing(b, value, resolve, at, next));
  if (Array.isArray(value) && s.items) return [...found, ...value.flatMap((v, i) => failing(s.items, v, resolve, `${at}/${i}`, next))];
  if (!isObject(value) || !isObject(s.properties)) return found;
  for (const [name, property] of Object.entries(s.properties)) {
    if (!(name in value)) continue;
    const p = resolve(property as JsonObject).node as unknown;
    const v = value[name];
    if (isObject(p) && typeof p.description === 'string' && LUHN_MARK.test(p.description) && typeof v === 'string') {
      if (!passesLuhn(v)) found.push(`${at}/${name}`);
    } else found.push(...failing(property, v, resolve, `${at}/${name}`, next));
  }
  return [...new Set(found)];
}

const message = (where: string, value: unknown) =>
  `Example value ${JSON.stringify(value)} at ${where} fails the Luhn checksum its schema requires: use a Luhn-valid illustrative number (spec/README.md, "Examples").`;

function check(samples: [string[], unknown][], schema: unknown, { report, location, resolve }: UserContext): void {
  for (const [path, value] of samples)
    for (const where of failing(schema, value, resolve, ''))
      report({ message: message(`${path.join('/')}${where}`, readPointer(value, where)), location: location.child(path) });
}

export const ExampleLuhn: Oas3Rule = () => ({
  Schema(schema, ctx) {
    check(ownExamples(schema as unknown as JsonObject), schema, ctx);
    // A marked property's own examples.
    if (!isObject(schema.properties)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property) || typeof property.description !== 'string' || !LUHN_MARK.test(property.description)) continue;
      for (const [, v] of ownExamples(property))
        if (typeof v === 'string' && !passesLuhn(v))
          ctx.report({ message: message(`properties/${name}`, v), location: ctx.location.child(['properties', name]) });
    }
  },
  MediaType(media, ctx) {
    const m = media as unknown as JsonObject;
    if (m.schema) check(mediaExamples(m, ctx.resolve), m.schema, ctx);
  },
});
