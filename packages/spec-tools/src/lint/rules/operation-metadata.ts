// Every operation (paths and webhooks) names itself and its place in the docs: operationId
// (the docs link to it), summary and description (shown on the operation card), and exactly one
// tag (the sidebar group it is listed under). Replaces Redocly's operation-operationId,
// operation-summary, operation-description and operation-singular-tag with one rule and message.
import { isSentence, type Oas3Rule } from './shared.ts';

const TEXT_FIELDS = ['operationId', 'summary', 'description'] as const;

export const OperationMetadata: Oas3Rule = () => ({
  Operation(operation, { report, location }) {
    for (const field of TEXT_FIELDS) {
      if (!isSentence(operation[field])) {
        report({
          message: `Operation has no \`${field}\`: every operation needs operationId, summary and description.`,
          location: field in operation ? location.child([field]) : location.key(),
        });
      }
    }
    const tags: unknown = operation.tags;
    if (!Array.isArray(tags) || tags.length !== 1) {
      const count = Array.isArray(tags) ? tags.length : 0;
      report({
        message: `Operation must have exactly one tag (has ${count}): the tag is its sidebar group.`,
        location: tags === undefined ? location.key() : location.child(['tags']),
      });
    }
  },
});
