// `x-rules` (team contract): rules JSON Schema cannot express, as a list of {id, description}
// with kebab-case ids unique in the list; the docs' Rules component renders them.
import { isObject, isSentence, type JsonObject, type Oas3Rule, type UserContext } from './shared.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const check = (node: object, { report, location }: UserContext) => {
  const rules: unknown = (node as JsonObject)['x-rules'];
  if (rules === undefined) return;
  const at = location.child(['x-rules']);
  if (!Array.isArray(rules)) {
    report({ message: '`x-rules` must be a list of {id, description}.', location: at.key() });
    return;
  }
  const seen = new Set<string>();
  rules.forEach((rule: unknown, i) => {
    const r = isObject(rule) ? rule : {};
    if (typeof r.id !== 'string' || !KEBAB.test(r.id)) {
      report({ message: '`x-rules` entry needs a kebab-case `id`.', location: at.child([i]) });
    } else if (seen.has(r.id)) {
      report({ message: `\`x-rules\` id "${r.id}" is used twice.`, location: at.child([i, 'id']) });
    } else {
      seen.add(r.id);
    }
    if (!isSentence(r.description)) {
      report({ message: '`x-rules` entry needs a `description` sentence.', location: at.child([i]) });
    }
  });
};

export const XRules: Oas3Rule = () => ({ Operation: check, Schema: check });
