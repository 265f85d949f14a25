// Remark plugin: a guide links to another page by its site path (`[Authentication](/apiFundamentals/authentication)`);
// on a site built under a sub-path (`base: '/docs/'`) the link must carry it. Rewrites root-relative
// `link` and `definition` URLs (not `//host` ones) to start with the base. With base `/` it changes nothing.
import { basePrefix, withBase } from '@paydocs/spec-access/urls';
import { type MdNode, nodesOf } from './remark-frame.ts';

export function remarkBaseLinks(options: { base: string }) {
  const rootRelative = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return (tree: object) => {
    if (basePrefix(options.base) === '') return;
    for (const node of nodesOf(tree as MdNode, 'link', 'definition')) {
      if (node.url !== undefined && rootRelative(node.url)) node.url = withBase(options.base, node.url);
    }
  };
}
