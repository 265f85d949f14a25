// `x-tagGroups` on the root: Redocly's and Scalar's grouping of tags in the reference navigation.
// Scalar hides a tag that no group names, so `paydocs/tag-groups` checks every tag is in one group.
// @see https://redocly.com/docs-legacy/api-reference-docs/specification-extensions/x-tag-groups
import { defineExtension } from './contract.ts';

export interface TagGroup {
  name: string;
  /** Names of root `tags`. */
  tags: string[];
}

export const tagGroups = defineExtension<TagGroup[]>({
  key: 'x-tagGroups',
  on: ['Root'],
  summary: 'groups of tags in the API reference navigation',
  rules: ['paydocs/tag-groups'],
  schema: {
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'tags'],
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1 }, tags: { type: 'array', minItems: 1, items: { type: 'string' } } },
    },
  },
});
