// Grades a search engine on the relevance set (questions.json): for each question, the ranked result URLs an engine
// returned; a result is a hit when its page (the URL without its anchor) is one of the question's answering pages,
// as a reader judges it ("the page answers the question"). Prints nothing: the benchmark and the floor test of
// @paydocs/mcp, and the site's browser benchmark, format the figures.
import questionsFile from './questions.json' with { type: 'json' };

export interface Question {
  /** The section of the API's product description it was written from. */
  section: string;
  q: string;
  /** Pages (with the answering section's anchor) that answer it. */
  answers: string[];
}

export interface Grade {
  questions: number;
  /** Answering page first. */
  hit1: number;
  /** An answering page in the top 3. */
  hit3: number;
  /** Mean reciprocal rank of the first answering page in the top 5 (0 when none). */
  mrr5: number;
  /** Questions whose first result does not answer them, with what came first instead. */
  misses: { q: string; rank: number | null; got: string[] }[];
}

export const questions: Question[] = questionsFile.questions;

/** `/a/b#x?y` -> `/a/b`; a trailing slash and `.html` are dropped, as site links carry neither. */
export function pageOf(url: string): string {
  return (
    url
      .replace(/[?#].*$/, '')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

/** 1-based rank of the first answering page among the first `depth` results, or null. */
export function rankOf(question: Question, urls: string[], depth = 5): number | null {
  const pages = new Set(question.answers.map(pageOf));
  const at = urls.slice(0, depth).findIndex((url) => pages.has(pageOf(url)));
  return at < 0 ? null : at + 1;
}

export function grade(set: Question[], ranked: (question: Question) => string[]): Grade {
  const result: Grade = { questions: set.length, hit1: 0, hit3: 0, mrr5: 0, misses: [] };
  let reciprocal = 0;
  for (const question of set) {
    const urls = ranked(question);
    const rank = rankOf(question, urls);
    if (rank === 1) result.hit1++;
    if (rank !== null && rank <= 3) result.hit3++;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== 1) result.misses.push({ q: question.q, rank, got: urls.slice(0, 3) });
  }
  result.mrr5 = set.length ? reciprocal / set.length : 0;
  return result;
}

/** `hit@1 52/78  hit@3 70/78  MRR@5 0.812` and one line per miss. */
export function formatGrade(name: string, g: Grade): string {
  const lines = [`${name}: hit@1 ${g.hit1}/${g.questions}  hit@3 ${g.hit3}/${g.questions}  MRR@5 ${g.mrr5.toFixed(3)}`];
  for (const miss of g.misses) lines.push(`  miss (rank ${miss.rank ?? '-'}): "${miss.q}" -> ${miss.got.join(', ') || '(nothing)'}`);
  return lines.join('\n');
}
