// Renders the small Markdown subset used in spec descriptions (CommonMark in OpenAPI 3.1):
// paragraphs, `-`/`*`/`1.` lists, code spans, links, **bold** and *italic*. Input is escaped first,
// so spec text can never inject HTML into the site.
// @see https://spec.openapis.org/oas/v3.1.0#rich-text-formatting
import { escapeHtml } from '../html/escape-html.ts';

export { escapeHtml };

function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|\/|#|mailto:)/i.test(url) ? url : undefined;
}

/** One line of inline Markdown to HTML. */
export function inlineMarkdown(text: string): string {
  const parts = text.split(/(`[^`]+`)/g);
  return parts
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      let html = escapeHtml(part);
      html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
        const href = safeHref(url.replaceAll('&amp;', '&'));
        return href ? `<a href="${escapeHtml(href)}">${label}</a>` : whole;
      });
      html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      html = html.replace(/(^|[\s(])\*([^*\s][^*]*)\*(?=$|[\s).,;:!?])/g, '$1<em>$2</em>');
      return html;
    })
    .join('');
}

/** Block Markdown (paragraphs and lists) to HTML. */
export function markdownToHtml(text: string | undefined): string {
  if (!text) return '';
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trimEnd());
      if (lines.every((l) => /^\s*[-*]\s+/.test(l) || /^\s{2,}\S/.test(l))) {
        return `<ul>${joinItems(lines, /^\s*[-*]\s+/)
          .map((i) => `<li>${inlineMarkdown(i)}</li>`)
          .join('')}</ul>`;
      }
      if (lines.every((l) => /^\s*\d+\.\s+/.test(l) || /^\s{2,}\S/.test(l))) {
        return `<ol>${joinItems(lines, /^\s*\d+\.\s+/)
          .map((i) => `<li>${inlineMarkdown(i)}</li>`)
          .join('')}</ol>`;
      }
      return `<p>${inlineMarkdown(lines.map((l) => l.trim()).join(' '))}</p>`;
    })
    .join('');
}

function joinItems(lines: string[], marker: RegExp): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, ''));
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  return items;
}

/** Markdown of one paragraph, without the <p> (list items, definition terms, table cells). */
export const inlineHtml = (md: string | undefined) => markdownToHtml(md).replace(/^<p>|<\/p>$/g, '');

/** First sentence-sized line of a description, as plain text for table cells and summaries. */
export function plainText(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
