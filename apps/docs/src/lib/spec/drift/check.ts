// The drift check: facts about the API written in guide prose that the spec does not hold there.
// Prose may name a `METHOD /path`, an HTTP status or a backticked API value, but each must agree
// with the spec: the operation exists, the status is one the operations the section talks about
// (or the error codes the paragraph names) can return, a status the prose says something
// "becomes" is one a documented transition leads to, and a backticked identifier exists in the
// API. Statuses after a call and transitions belong in <NextStatuses>, <ErrorStatus>,
// <SuccessStatus>, <StateMachine> or <Operation>, which render them from the spec. The remark plugin (site build)
// and the vitest suite (docs test command) both call driftProblems.
import { perObject } from '@paydocs/spec-access';
import type { SpecModel } from '../spec-model.ts';
import { specFacts, type SpecFacts } from './facts.ts';
import { guideProse, lineAt, type Paragraph } from './prose.ts';

export interface DriftProblem {
  line: number;
  message: string;
}

const ROUTE = /\b(GET|POST|PUT|PATCH|DELETE)\s+`?(\/[A-Za-z0-9_{}/.-]*[A-Za-z0-9_}])/g;
const STATUS = /(?<![\w.$/-])([1-5]\d\d)(?![\w%-]|\.\d)/g;
const STATUS_BEFORE = /(?:\bstatus(?:es)?|\breturns?|\banswers?|\brespond(?:s|ed)?|\brepl(?:y|ies)|\bHTTP|\bwith an?|\bgets?)[\s`*(]*$/i;
const STATUS_AFTER =
  /^[\s`*)]*(?:Created|OK\b|No Content|Bad Request|Unauthori[sz]ed|Payment Required|Forbidden|Not Found|Conflict|Unprocessable|Internal Server Error|response|error)/i;
const TRANSITION =
  /\b(?:becomes?|moves? (?:on )?to|changes? to|goes to|turns|switch(?:es)? to|transitions? to|ends? up in|is set to)\s+((?:`[a-z][a-z_]*`(?:\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+)?)+)/g;
const IDENT = /`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g;
const EVENT = /`([a-z_]+(?:\.[a-z_*]+)+)`/g;
const HEDGE = /not documented|\bwhether\b|\bif it\b/i;

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('.\n', index), -1) + 1;
  const endDot = text.slice(index).search(/\.(?:\s|$)/);
  return text.slice(start, endDot < 0 ? text.length : index + endDot + 1);
}

/** Problems of one guide, in line order; `source` is the MDX text. */
export function checkGuide(source: string, facts: SpecFacts): DriftProblem[] {
  const { paragraphs, componentOperations } = guideProse(source);
  const problems: DriftProblem[] = [];
  const opsBySection = new Map<number, Set<string>>();
  const addOp = (section: number, id: string) => opsBySection.set(section, new Set([...(opsBySection.get(section) ?? []), id]));
  for (const [section, ids] of componentOperations) for (const id of ids) if (facts.statusesOf.has(id)) addOp(section, id);

  // 1. Every `METHOD /path` is an operation of the spec.
  for (const p of paragraphs) {
    for (const m of p.text.matchAll(ROUTE)) {
      const id = facts.operationOf(m[1]!, m[2]!);
      if (id) addOp(p.section, id);
      else problems.push({ line: lineAt(p, m.index!), message: `\`${m[1]} ${m[2]}\` is not an operation of the spec.` });
    }
  }
  const statusesFor = (p: Paragraph): Set<string> => {
    // A section that names no operation speaks about the API as a whole: any status the spec holds.
    const named = opsBySection.get(p.section);
    if (!named?.size) return new Set([...facts.statusesOf.values(), facts.errorStatus.values()].flatMap((s) => [...s]));
    const allowed = new Set([...named].flatMap((id) => [...(facts.statusesOf.get(id) ?? [])]));
    for (const m of p.text.matchAll(IDENT)) {
      const s = facts.errorStatus.get(m[1]!);
      if (s) allowed.add(s);
    }
    if (/webhook/i.test(p.text) || [...p.text.matchAll(EVENT)].some((m) => facts.events.has(m[1]!))) {
      for (const s of facts.webhookStatuses) allowed.add(s);
    }
    return allowed;
  };

  for (const p of paragraphs) {
    // 2. HTTP statuses the context can return.
    let allowed: Set<string> | undefined;
    for (const m of p.text.matchAll(STATUS)) {
      const i = m.index!;
      const alone = p.text[i - 1] === '`' && p.text[i + 3] === '`';
      if (!alone && !STATUS_BEFORE.test(p.text.slice(Math.max(0, i - 30), i)) && !STATUS_AFTER.test(p.text.slice(i + 3, i + 40))) continue;
      // Network error codes are three digits too (`005`, `100`, ...); they are not HTTP statuses.
      if (/network/i.test(p.text.slice(Math.max(0, i - 80), i))) continue;
      // A sentence that says a status is not documented, or asks whether, states no fact.
      if (HEDGE.test(sentenceAround(p.text, i))) continue;
      allowed ??= statusesFor(p);
      if (!allowed.has(m[1]!)) {
        problems.push({
          line: lineAt(p, i),
          message: `HTTP status ${m[1]} is not a response of the operations this section names (${[...allowed].sort().join(', ') || 'none'}) or of the error codes it names; render it with <ErrorStatus>, <SuccessStatus> or <Operation>.`,
        });
      }
    }
    // 3a. A status prose says something becomes must be the target of a documented transition.
    for (const m of p.text.matchAll(TRANSITION)) {
      if (HEDGE.test(sentenceAround(p.text, m.index!))) continue;
      for (const v of m[1]!.matchAll(/`([a-z_]+)`/g)) {
        if (facts.stateValues.has(v[1]!) && !facts.transitionTargets.has(v[1]!)) {
          problems.push({
            line: lineAt(p, m.index!),
            message: `prose says something becomes \`${v[1]}\`, but no documented transition leads to it; use <NextStatuses> or say it is not documented.`,
          });
        }
      }
    }
    // 3b. Backticked API identifiers and event names exist in the spec.
    for (const m of p.text.matchAll(IDENT)) {
      if (!facts.vocabulary.has(m[1]!)) {
        problems.push({
          line: lineAt(p, m.index!),
          message: `\`${m[1]}\` is not a value, field, parameter, error code or constant of the spec.`,
        });
      }
    }
    for (const m of p.text.matchAll(EVENT)) {
      const name = m[1]!;
      const family = name.split('.')[0]!;
      if (![...facts.events].some((e) => e.startsWith(`${family}.`))) continue; // not an event name (e.g. `event.origin`)
      const re = new RegExp(`^${name.replace(/\./g, '\\.').replace(/\*/g, '[a-z_.]+')}$`);
      if (![...facts.events].some((e) => re.test(e)) && !facts.vocabulary.has(name.split('.').pop()!)) {
        problems.push({ line: lineAt(p, m.index!), message: `\`${name}\` is not a webhook event of the spec.` });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** The spec's facts, indexed once per model. */
export const factsOf = perObject(specFacts);

/** `file:line: message` for every drift problem of one guide. */
export function driftProblems(file: string, source: string, model: SpecModel): string[] {
  return checkGuide(source, factsOf(model)).map((p) => `${file}:${p.line}: ${p.message}`);
}
