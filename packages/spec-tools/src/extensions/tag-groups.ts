// `x-tagGroups` on the root: Redocly's and Scalar's grouping of tags in the reference navigation.
// Scalar hides a tag that no group names, so `paydocs/tag-groups` checks every tag is in one group.
// @see https://redocly.com/docs-legacy/api-reference-docs/specification-extensions/x-tag-groups
import { z } from 'zod';
import { defineExtension } from './contract.ts';

const group = z.strictObject({
  name: z.string().min(1),
  /** Names of root `tags`. */
  tags: z.array(z.string()).min(1),
});
export type TagGroup = z.infer<typeof group>;

export const tagGroups = defineExtension({
  key: 'x-tagGroups',
  on: ['Root'],
  summary: 'groups of tags in the API reference navigation',
  rules: ['paydocs/tag-groups'],
  shape: z.array(group),
});
