// Hand-written JSON examples in guides must say what they show in the fence meta and must be
// valid against it:  ```json schema="CheckoutCreateInput"   or
//                    ```json operation="createCheckout" part="response" status="201"
// The remark plugin (build) and the vitest suite (test command) both check fences with this module.
import type { ExampleTarget } from '@paydocs/request-validator';
import { describeTarget } from './examples.ts';

export interface JsonFence {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  meta: string;
  value: string;
}

export type Validate = (target: ExampleTarget, value: unknown) => { valid: boolean; errors: { pointer: string; message: string }[] };

/** `key="value"`, `key='value'` and `key=value` pairs of a fence's meta string. */
export function parseFenceMeta(meta: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of meta.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) out[m[1]!] = m[2] ?? m[3] ?? m[4]!;
  return out;
}

/** Problems of one ```json fence, each starting with `file:line:`; empty when it is valid. */
export function checkJsonFence(fence: JsonFence, validate: Validate): string[] {
  const at = `${fence.file}:${fence.line}`;
  const meta = parseFenceMeta(fence.meta);
  if (meta.unvalidated !== undefined) return [];
  const target: ExampleTarget = {};
  if (meta.schema) target.schema = meta.schema;
  if (meta.operation) target.operation = meta.operation;
  if (meta.status) target.status = meta.status;
  if (!target.schema === !target.operation) {
    return [
      `${at}: a \`\`\`json fence must name what it shows with exactly one of schema="<Schema>" or ` +
        `operation="<operationId>" (plus part="request|response" and status="201" as needed), ` +
        `or unvalidated="<why>" for JSON that is not an API body; got meta ${JSON.stringify(fence.meta)}.`,
    ];
  }
  if (meta.part !== undefined) {
    if (meta.part !== 'request' && meta.part !== 'response') {
      return [`${at}: part="${meta.part}" must be "request" or "response".`];
    }
    target.part = meta.part;
  }
  const what = describeTarget(target);
  let value: unknown;
  try {
    value = JSON.parse(fence.value);
  } catch (error) {
    return [`${at}: the JSON example for ${what} is not valid JSON: ${(error as Error).message}`];
  }
  let result: ReturnType<Validate>;
  try {
    result = validate(target, value);
  } catch (error) {
    return [`${at}: cannot check the JSON example against ${what}: ${(error as Error).message}`];
  }
  return result.errors.map(
    (e) => `${at}: the JSON example for ${what} is invalid at ${e.pointer === '' ? '(root)' : e.pointer}: ${e.message}`,
  );
}
