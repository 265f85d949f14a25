// `x-tagGroups` (Redocly's and Scalar's navigation groups) must name only root `tags`, and every tag
// must sit in exactly one group: Scalar shows nothing of a tag that no group names.
// @see https://redocly.com/docs-legacy/api-reference-docs/specification-extensions/x-tag-groups
import { isObject, quoteList, type Oas3Rule } from './shared.ts';

export const TagGroups: Oas3Rule = () => ({
  Root(root, { report, location }) {
    const groups: unknown = (root as unknown as Record<string, unknown>)['x-tagGroups'];
    if (!Array.isArray(groups)) return; // absent, or shape: paydocs/extension-contracts
    const tags = (root.tags ?? []).map((t) => t.name);
    const at = location.child(['x-tagGroups']);
    const seen = new Map<string, string>();
    groups.forEach((group, g) => {
      if (!isObject(group) || !Array.isArray(group.tags)) return;
      group.tags.forEach((tag, i) => {
        const name = String(tag);
        if (!tags.includes(name)) {
          report({
            message: `\`x-tagGroups/${g}\` names tag "${name}", which the root \`tags\` do not define (${quoteList(tags)}).`,
            location: at.child([g, 'tags', i]),
          });
        } else if (seen.has(name)) {
          report({
            message: `Tag "${name}" is in two \`x-tagGroups\` ("${seen.get(name)}" and "${String(group.name)}"); a tag belongs to one group.`,
            location: at.child([g, 'tags', i]),
          });
        }
        seen.set(name, seen.get(name) ?? String(group.name));
      });
    });
    const ungrouped = tags.filter((t) => !seen.has(t));
    if (ungrouped.length) {
      report({
        message: `No \`x-tagGroups\` group names the tag ${quoteList(ungrouped)}, so the API reference would hide its operations.`,
        location: at.key(),
      });
    }
  },
});
