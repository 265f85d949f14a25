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
  if (target.schema) {
    const schema = model.getSchema(target.schema);
    const value = schema.examples?.[0] ?? schema.example;
    if (value === undefined) {
      throw new SpecLookupError(`#/components/schemas/${target.schema} has no example (expected \`examples: [...]\`).`);
    }
    return value;
  }
  // The body the target names, as request-validator's resolveTarget finds it for validation (the operation, its part,
  // the success status unless one is given); the example is its media type's.
  const media = resolveTarget(model.doc, { ...target, part: target.part ?? 'response' }).schema.replace(/\/schema$/, '');
  const value = bodyExample(model, readPointer(model.doc, media) as MediaTypeObject);
  if (value === undefined) throw new SpecLookupError(`${describeTarget(target)} has no example (at ${media}).`);
  return value;
}
