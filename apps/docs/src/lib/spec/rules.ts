// `x-rules` of an operation or a schema: what JSON Schema cannot express.
import { SpecLookupError, type SpecModel } from './spec-model.ts';
import type { RuleEntry } from '@paydocs/spec-tools/extensions';

export function getRules(model: SpecModel, target: { operation?: string; schema?: string }): RuleEntry[] {
  if (target.operation) {
    const rules = model.getOperation(target.operation).operation['x-rules'];
    if (!rules?.length) throw new SpecLookupError(`Operation "${target.operation}" has no x-rules to show.`);
    return rules;
  }
  if (target.schema) {
    const rules = model.getSchema(target.schema)['x-rules'];
    if (!rules?.length) throw new SpecLookupError(`#/components/schemas/${target.schema}/x-rules is empty or missing.`);
    return rules;
  }
  throw new SpecLookupError('Rules needs either `operation` or `schema`.');
}
