// Example routing numbers cannot be a real bank's: every `routing_number` in an example (a schema's
// or a property's `examples`, a body's `example`/`examples`) fails the ABA checksum, as the spec's
// placeholder `123456789` does. A number that passes it may belong to a real bank, and readers copy
// examples (spec/README.md, "Examples").
// @see https://en.wikipedia.org/wiki/ABA_routing_transit_number#Check_digit
import { isObject, type JsonObject, mediaExamples, type Oas3Rule, ownExamples, type UserContext } from './shared.ts';

/** Whether nine digits pass the ABA checksum: 3, 7, 1 weights summing to a multiple of 10. */
export function passesAba(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Paths (`/bank_account/routing_number`) of routing numbers in an example that pass the checksum. */
export function realRoutingNumbers(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => realRoutingNumbers(v, `${at}/${i}`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'routing_number' && typeof v === 'string' ? (passesAba(v) ? [`${at}/${key}`] : []) : realRoutingNumbers(v, `${at}/${key}`),
  );
}

function check(samples: [string[], unknown][], { report, location }: UserContext): void {
  for (const [path, value] of samples)
    for (const where of realRoutingNumbers(value))
      report({
        message: `Example routing number at ${path.join('/')}${where} passes the ABA checksum, so it may be a real bank's: use a placeholder that fails it, such as 123456789.`,
        location: location.child(path),
      });
}

export const ExampleRoutingNumber: Oas3Rule = () => ({
  Schema(schema, ctx) {
    check(ownExamples(schema as unknown as JsonObject), ctx);
  },
  MediaType(media, ctx) {
    check(mediaExamples(media as unknown as JsonObject, ctx.resolve), ctx);
  },
});
