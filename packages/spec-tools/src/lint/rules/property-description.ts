// Every property says what it is: the docs' schema tables show this text per field. The
// description must sit on the property itself (beside a `$ref` when the property is a reference),
// because the referenced schema describes the type, not the field's role in this object.
import { isObject, isSentence, type Oas3Rule } from './shared.ts';

export const PropertyDescription: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    if (!isObject(schema.properties)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!isObject(property) || isSentence(property.description)) continue;
      report({
        message: `Property \`${name}\` has no description: add a one-sentence \`description\`${
          '$ref' in property ? ' beside its $ref' : ''
        }.`,
        location: location.child(['properties', name]).key(),
      });
    }
  },
});
