// Facts a guide needs inside a sentence, rendered from the spec so the prose cannot disagree with
// it: the statuses that follow a status (or that this is not documented), the HTTP status of an
// error code (marked when it is inferred), and the success status of an operation. Each returns
// inline Markdown, which the Astro components render.
import { successStatus } from '@paydocs/spec-access';
import { errorCatalogue } from './error-catalogue.ts';
import { SpecLookupError, type SpecModel } from './spec-model.ts';
import { stateMachine } from './model/state-machine.ts';

const code = (v: string) => `\`${v}\``;
const orList = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/**
 * One sentence on what follows `from` in the state machine of `schema`: the documented next
 * statuses, or that they are not documented. Throws when `from` is not a value of the enum.
 */
export function nextStatusesSentence(model: SpecModel, schema: string, from: string, subject = 'it'): string {
  const machine = stateMachine(model, schema);
  if (!machine.states.some((s) => s.value === from)) {
    throw new SpecLookupError(
      `<NextStatuses schema="${schema}" from="${from}">: "${from}" is not a value of ${schema} (expected one of ${machine.states.map((s) => s.value).join(', ')}).`,
    );
  }
  const next = [...new Set(machine.transitions.filter((t) => t.from === from).map((t) => t.to))];
  if (next.length === 0) return `Not documented: which status ${subject} has after ${code(from)}.`;
  const partial = machine.known === 'full' ? '' : ' (the documented transitions; others are not documented)';
  return `After ${code(from)}, ${subject} becomes ${orList(next.map(code))}${partial}.`;
}

/** The HTTP status of an error code, e.g. "409", or "422 (inferred; not documented for this code)". */
export function errorStatusText(model: SpecModel, errorCode: string): string {
  const entry = errorCatalogue(model).find((e) => e.code === errorCode);
  if (!entry) {
    throw new SpecLookupError(`<ErrorStatus code="${errorCode}">: no such ErrorCode in #/components/schemas/ErrorCode/enum.`);
  }
  return entry.inferred ? `${entry.status} (inferred; not documented for this code)` : String(entry.status);
}

/** The success status of an operation (spec-access's successStatus), e.g. "201", marked when the operation says it is assumed. */
export function successStatusText(model: SpecModel, operationId: string): string {
  const found = model.entry(operationId);
  if (!found) throw new SpecLookupError(`<SuccessStatus operation="${operationId}">: no operation has this operationId.`);
  const status = successStatus(found.operation);
  if (!status) throw new SpecLookupError(`<SuccessStatus operation="${operationId}">: the operation has no 2xx response.`);
  // Its status is assumed when the operation follows the create-status convention or its
  // x-not-shown still names the success status.
  const assumed = found.operation['x-convention'] === 'create-status' || /success status/.test(found.operation['x-not-shown'] ?? '');
  return assumed ? `${status} (assumed; not documented)` : status;
}
