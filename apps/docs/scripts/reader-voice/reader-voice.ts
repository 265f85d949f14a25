// The built site must speak about the API, never about our sources: no page, Markdown version,
// llms.txt or JSON the site ships may say "product spec" or "upstream". Scans dist/ after the
// build (scripts and styles stripped from HTML: library code is not reader text) and reports
// file:line for each hit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SOURCE_TALK = /\b(?:product\s+spec(?:ification)?|upstream)\b/gi;
const TEXT_FILES = /\.(?:html|md|txt|json|xml)$/;

export interface VoiceHit {
  file: string;
  line: number;
  text: string;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : TEXT_FILES.test(name) ? [p] : [];
  });
}

// Keep line numbers: blank out script and style bodies instead of deleting them.
const blankCode = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (m) => m.replace(/[^\n]/g, ' '));

export function sourceTalkInText(file: string, text: string): VoiceHit[] {
  const body = file.endsWith('.html') ? blankCode(text) : text;
  return [...body.matchAll(SOURCE_TALK)].map((m) => ({
    file,
    line: body.slice(0, m.index).split('\n').length,
    text: m[0],
  }));
}

/** Every mention of our sources in the built site under `dist`, as `file:line "text"`. */
export function sourceTalkInSite(dist: string): string[] {
  return files(dist).flatMap((f) =>
    sourceTalkInText(path.relative(dist, f), readFileSync(f, 'utf8')).map((h) => `${h.file}:${h.line} "${h.text}"`),
  );
}
