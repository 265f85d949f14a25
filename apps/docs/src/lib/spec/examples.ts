// The spec's own examples, for <SpecExample>: a schema's first `examples` entry (or `example`), or
// an operation's request or response media-type example. A missing example fails the build.
import { type ExampleTarget, resolveTarget } from '@paydocs/request-validator';
import { type JsonValue, type MediaTypeObject, mediaExample, readPointer } from '@paydocs/spec-access';
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
  // A schema's own example; or an operation's body as request-validator's resolveTarget finds it for validation (its
  // part, the success status unless one is given), whose media type holds the example.
  const at = target.schema
    ? `#/components/schemas/${target.schema}`
    : resolveTarget(model.doc, { ...target, part: target.part ?? 'response' }).schema.replace(/\/schema$/, '');
  const media = target.schema ? { schema: model.getSchema(target.schema) } : (readPointer(model.doc, at) as MediaTypeObject);
  const value = bodyExample(model, media);
  if (value === undefined) throw new SpecLookupError(`${at} has no example (${describeTarget(target)}; expected \`examples: [...]\`).`);
  return value;
}
