// `x-rules`: rules JSON Schema cannot express, as a list of {id, description}; the docs' Rules
// component renders them. The entry shape (kebab-case id, sentence) is the contract's in
// src/extensions/ (`paydocs/extension-contracts`); this rule checks what a schema cannot: unique ids.
import { isObject, type JsonObject, type Oas3Rule, type UserContext } from './shared.ts';

const check = (node: object, { report, location }: UserContext) => {
  const rules: unknown = (node as JsonObject)['x-rules'];
  if (rules === undefined) return;
  const at = location.child(['x-rules']);
  if (!Array.isArray(rules)) return; // shape: paydocs/extension-contracts
  const seen = new Set<string>();
  rules.forEach((rule: unknown, i) => {
    const id = isObject(rule) ? rule.id : undefined;
    if (typeof id !== 'string') return;
    if (seen.has(id)) report({ message: `\`x-rules\` id "${id}" is used twice.`, location: at.child([i, 'id']) });
    seen.add(id);
  });
};

export const XRules: Oas3Rule = () => ({ Operation: check, Schema: check });
