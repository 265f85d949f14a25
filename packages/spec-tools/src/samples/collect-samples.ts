// Finds the request samples of a Markdown/MDX page: every fenced code block in a shell, JS/TS or
// Ruby language (fences indented inside JSX included) goes to its language's parser; lines are
// the page's, so a problem points at the request in the guide.
import { parseCurl } from './parse-curl.ts';
import { parseNode } from './parse-node.ts';
import { parseRuby } from './parse-ruby.ts';
import type { RequestSample } from '@paydocs/request-validator';
import { fencedBlocks } from '../markdown/fences.ts';

const PARSERS: Record<string, typeof parseCurl> = {
  bash: parseCurl,
  sh: parseCurl,
  shell: parseCurl,
  js: parseNode,
  javascript: parseNode,
  ts: parseNode,
  typescript: parseNode,
  ruby: parseRuby,
  rb: parseRuby,
};

/** Samples of one fence; `line` is the page line of the fence's first line of code. */
export function samplesOfFence(lang: string, code: string, file: string, line: number): RequestSample[] {
  return PARSERS[lang.toLowerCase()]?.(code, file, line) ?? [];
}

/** The samples of a page; a block's code starts on the line after its opening fence. */
export function collectSamples(source: string, file: string): RequestSample[] {
  return fencedBlocks(source).flatMap((block) => samplesOfFence(block.lang, block.code, file, block.line + 1));
}
