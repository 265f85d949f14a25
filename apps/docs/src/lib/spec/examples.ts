// The spec's own examples, for <SpecExample>: a schema's first `examples` entry (or `example`), or
// an operation's request or response media-type example. A missing example fails the build.
import type { ExampleTarget } from '@paydocs/request-validator';
import { type JsonValue, type MediaTypeObject, mediaExample, type ResponseObject, successStatus } from '@paydocs/spec-access';
import { SpecLookupError, type SpecModel } from './spec-model.ts';

/** What an example shows (request-validator's target) as messages name it: `operation "createCheckout" response 201`. */
export function describeTarget(t: ExampleTarget): string {
  if (t.schema) return `schema "${t.schema}"`;
  return `operation "${t.operation}"${t.part ? ` ${t.part}` : ''}${t.status ? ` ${t.status}` : ''}`;
}

/** The media type's example (spec-access's mediaExample), else its schema's; undefined when neither has one. */
export function bodyExample(model: SpecModel, media: MediaTypeObject | undefined): JsonValue | undefined {
  const own = mediaExample(model.doc, media);
  if (own) return own.value as JsonValue;
  const schema = media?.schema ? model.resolve(media.schema) : undefined;
  return schema?.examples?.[0] ?? schema?.example;
}

export function getExample(model: SpecModel, target: ExampleTarget): JsonValue {
  if (target.schema) {
    const schema = model.getSchema(target.schema);
    const value = schema.examples?.[0] ?? schema.example;
    if (value === undefined) {
      throw new SpecLookupError(`#/components/schemas/${target.schema} has no example (expected \`examples: [...]\`).`);
    }
    return value;
  }
  if (!target.operation) throw new SpecLookupError('SpecExample needs either `schema` or `operation`.');
  const entry = model.getOperation(target.operation);
  const op = entry.operation;
  const part = target.part ?? 'response';
  if (part === 'request') {
    const value = bodyExample(model, model.requestBody(entry)?.media);
    if (value === undefined) throw new SpecLookupError(`Operation "${target.operation}" has no request body example.`);
    return value;
  }
  const responses = op.responses ?? {};
  const status = target.status ?? successStatus(op);
  const raw = status ? responses[status] : undefined;
  if (!status || !raw) {
    throw new SpecLookupError(
      `Operation "${target.operation}" has no ${target.status ? `"${target.status}"` : 'success (2XX)'} response; it has ${Object.keys(responses).join(', ') || 'none'}.`,
    );
  }
  const value = bodyExample(model, Object.values(model.resolve<ResponseObject>(raw).content ?? {})[0]);
  if (value === undefined) throw new SpecLookupError(`Operation "${target.operation}" response ${status} has no example.`);
  return value;
}
