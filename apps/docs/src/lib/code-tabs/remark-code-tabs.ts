// Remark plugin: consecutive request samples in a guide (a curl fence, a Node fence, a Ruby fence
// with nothing between them) become one WAI-ARIA tabs widget. The HTML works without JavaScript:
// every panel is rendered, stacked, each with its language band; the tab strip is hidden until
// the pre-paint script marks <html data-code-lang> (src/styles/code-tabs.css), and the runtime
// (src/components/runtime/code-tabs.ts) adds keyboard support, persistence and cross-tab sync.
// @see https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
import type { MdNode, VFileLike } from '../markdown/remark-frame.ts';
import { SAMPLE_LANGUAGES, sampleLanguageOf, type SampleLanguage } from './sample-languages.ts';

/** An MDX JSX element (the tabs' markup), in the tree beside the fences it groups. */
type JsxNode = MdNode & { name: string; attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[] };

type Key = SampleLanguage['key'];
interface Member {
  node: MdNode;
  key: Key;
}

const element = (name: string, attributes: Record<string, string>, children: MdNode[]): JsxNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
  children,
});

/** Runs of adjacent sample fences, each language at most once per run, at least two languages. */
export function findSampleGroups(children: MdNode[]): { start: number; members: Member[] }[] {
  const groups: { start: number; members: Member[] }[] = [];
  let current: { start: number; members: Member[] } | undefined;
  const flush = () => {
    if (current && current.members.length >= 2) groups.push(current);
    current = undefined;
  };
  for (const [index, node] of children.entries()) {
    const key = node.type === 'code' ? sampleLanguageOf(node.lang, node.value ?? '') : undefined;
    if (!key) {
      flush();
      continue;
    }
    if (current?.members.some((m) => m.key === key)) flush();
    current ??= { start: index, members: [] };
    current.members.push({ node, key });
  }
  flush();
  return groups;
}

function tabsElement(groupId: string, members: Member[]): MdNode {
  const label = (key: Key) => SAMPLE_LANGUAGES.find((l) => l.key === key)!.label;
  const tabs = members.map(({ key }, i) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${groupId}-${key}`,
        'aria-controls': `${groupId}-${key}-panel`,
        'aria-selected': String(i === 0),
        tabindex: i === 0 ? '0' : '-1',
        'data-lang': key,
        class: 'code-tabs__tab',
      },
      [{ type: 'text', value: label(key) }],
    ),
  );
  const panels = members.map(({ node, key }, i) =>
    element(
      'div',
      {
        role: 'tabpanel',
        id: `${groupId}-${key}-panel`,
        'aria-labelledby': `${groupId}-${key}`,
        'data-lang': key,
        class: i === 0 ? 'code-tabs__panel code-tabs__panel--first' : 'code-tabs__panel',
      },
      [node],
    ),
  );
  return element('div', { class: 'code-tabs', 'data-code-tabs': '', 'data-langs': members.map((m) => m.key).join(' ') }, [
    element('div', { role: 'tablist', 'aria-label': 'Sample language', class: 'code-tabs__list' }, tabs),
    ...panels,
  ]);
}

export function remarkCodeTabs() {
  // `object`: unified hands over its own mdast Root; this plugin reads the few fields it needs.
  return (root: object, file: VFileLike) => {
    const tree = root as MdNode;
    const path = file.path ?? '';
    // JSX nodes only exist in MDX; plain Markdown pages keep their fences as they are.
    if (path && !path.endsWith('.mdx')) return;
    let count = 0;
    const visit = (parent: MdNode) => {
      const children = parent.children;
      if (!children) return;
      // Ids are numbered in document order; splicing from the end keeps earlier indexes valid.
      const groups = findSampleGroups(children).map((group) => ({ ...group, id: `code-tabs-${++count}` }));
      for (const group of groups.reverse()) {
        children.splice(group.start, group.members.length, tabsElement(group.id, group.members));
      }
      for (const child of children) if (child.type !== 'code') visit(child);
    };
    visit(tree);
  };
}

export default remarkCodeTabs;
