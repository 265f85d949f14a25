// Every guide converts to Markdown with the real bundled spec: a component the Markdown version
// cannot render, or a spec lookup that fails, breaks this test before it breaks the build.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { siteSpec } from '../site-spec.ts';
import { mdxToMarkdown } from './mdx-to-markdown.ts';

const appRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const docsDir = path.join(appRoot, 'src/content/docs');
const model = siteSpec();

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

function frontmatter(source: string, key: string): string {
  const block = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  return block.match(new RegExp(`^${key}:\\s*(.*)$`, 'm'))?.[1]?.replace(/^(['"])(.*)\1$/, '$2') ?? '';
}

describe('Markdown versions of the guides', () => {
  test.each(mdxFiles(docsDir).map((f) => [path.relative(docsDir, f), f]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    const md = mdxToMarkdown(model, {
      file: path.relative(appRoot, file),
      title: frontmatter(source, 'title'),
      description: frontmatter(source, 'description'),
      body: source,
    });
    expect(md.startsWith(`# ${frontmatter(source, 'title')}\n`)).toBe(true);
    // No component tag is left outside code.
    const prose = md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]+`/g, '');
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
  });
});
