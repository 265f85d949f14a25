// Remark plugin: a guide links to another page by its site path (`[Authentication](/apiFundamentals/authentication)`);
// on a site built under a sub-path (`base: '/docs/'`) the link must carry it. Rewrites root-relative
// `link` and `definition` URLs (not `//host` ones) to start with the base. With base `/` it changes nothing.
import { basePrefix, withBase } from '@paydocs/spec-access/urls';

interface LinkNode {
  type: string;
  url?: string;
  children?: LinkNode[];
}

function* linkNodes(node: LinkNode): Generator<LinkNode & { url: string }> {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') yield node as LinkNode & { url: string };
  for (const child of node.children ?? []) yield* linkNodes(child);
}

export function remarkBaseLinks(options: { base: string }) {
  const rootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return (tree: object) => {
    if (basePrefix(options.base) === '') return;
    for (const node of linkNodes(tree as LinkNode)) if (rootRelative(node.url)) node.url = withBase(options.base, node.url);
  };
}
