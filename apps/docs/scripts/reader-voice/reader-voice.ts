// The built site must speak about the API, never about our sources: no page, Markdown version,
// llms.txt or JSON the site ships may say "product spec" or "upstream". Scans dist/ after the
// build (scripts and styles stripped from HTML: library code is not reader text) and reports
// file:line for each hit.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_TALK } from '@paydocs/spec-access/marks';

// Every hit of the spec's rule (spec-access), not only the first.
const SOURCE_TALK_ALL = new RegExp(SOURCE_TALK.source, 'gi');
const TEXT_FILES = '**/*.{html,md,txt,json,xml}';

export interface VoiceHit {
  file: string;
  line: number;
  text: string;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Each hit of `check` in the files of the built site under `dist` that match `pattern`, as `file:line "text"`. */
const inSite = (dist: string, pattern: string, check: (file: string, text: string) => VoiceHit[]): string[] =>
  globSync(pattern, { cwd: dist }).flatMap((name) =>
    check(name, readFileSync(path.join(dist, name), 'utf8')).map((h) => `${h.file}:${h.line} "${h.text}"`),
  );

// Keep line numbers: blank out script and style bodies instead of deleting them.
const blankCode = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (m) => m.replace(/[^\n]/g, ' '));

export function sourceTalkInText(file: string, text: string): VoiceHit[] {
  const body = file.endsWith('.html') ? blankCode(text) : text;
  return [...body.matchAll(SOURCE_TALK_ALL)].map((m) => ({ file, line: lineAt(body, m.index), text: m[0] }));
}

/** Every mention of our sources in the built site under `dist`, as `file:line "text"`. */
export const sourceTalkInSite = (dist: string) => inSite(dist, TEXT_FILES, sourceTalkInText);

// A caveat is said once per table, not on every row: the error catalogue marks an inferred status
// in its cell and explains the mark in one legend under the table. A page fails when the
// inferred-status sentence sits inside a table row, or appears more often than the page has tables.
export const INFERRED_STATUS_SENTENCE = /the HTTP status of (?:this|each) code/gi;

const tableCount = (file: string, text: string) =>
  file.endsWith('.html') ? (text.match(/<table\b/gi) ?? []).length : (text.match(/^\|(?:\s*-{3,}\s*\|)+\s*$/gm) ?? []).length;

/** Lines of `text` that repeat the inferred-status caveat per row (or more often than once per table). */
export function repeatedCaveatsInText(file: string, text: string): VoiceHit[] {
  const body = file.endsWith('.html') ? blankCode(text) : text;
  // Reader text only: tags and their attributes (an island's props repeat its data) are blanked.
  const readable = file.endsWith('.html') ? body.replace(/<[^>]*>/g, (m) => m.replace(/[^\n]/g, ' ')) : body;
  const hits = [...readable.matchAll(INFERRED_STATUS_SENTENCE)].map((m) => ({ index: m.index, text: m[0] }));
  const inRow = (index: number) => {
    if (file.endsWith('.html')) {
      const open = body.lastIndexOf('<tr', index);
      return open >= 0 && body.lastIndexOf('</tr>', index) < open;
    }
    const start = body.lastIndexOf('\n', index) + 1;
    return body.startsWith('|', start);
  };
  const inRows = hits.filter((h) => inRow(h.index));
  const extra = hits.length - inRows.length > tableCount(file, body) ? hits.filter((h) => !inRow(h.index)) : [];
  return [...inRows, ...extra].map((h) => ({ file, line: lineAt(body, h.index), text: h.text }));
}

/** Every page of the built site under `dist` that repeats the inferred-status caveat, as `file:line`. */
// Pages only (HTML and their Markdown versions): data files such as the search index hold every section on one line.
export const repeatedCaveatsInSite = (dist: string) => inSite(dist, '**/*.{html,md}', repeatedCaveatsInText);
