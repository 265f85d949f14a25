// `x-state-transitions` on a status enum: its shape is the contract in src/extensions/ (checked by
// `paydocs/extension-contracts`); this rule checks what the shape cannot: every state it names is a
// value of the enum it sits on, so the docs' state machine can never draw a state that does not exist.
import { enumKeys, isObject, quoteList, type JsonObject, type Oas3Rule } from './shared.ts';

export const StateTransitions: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    const machine: unknown = (schema as JsonObject)['x-state-transitions'];
    if (machine === undefined) return;
    const at = location.child(['x-state-transitions']);
    if (!Array.isArray(schema.enum)) {
      report({ message: '`x-state-transitions` is only allowed on an enum schema.', location: at.key() });
      return;
    }
    if (!isObject(machine)) return; // shape: paydocs/extension-contracts
    const values = enumKeys(schema.enum);
    const checkState = (state: unknown, path: (string | number)[]) => {
      if (typeof state !== 'string' || !values.includes(state)) {
        report({
          message: `\`x-state-transitions\` refers to ${JSON.stringify(state)}, which is not a value of the enum (${quoteList(values)}).`,
          location: at.child(path),
        });
      }
    };
    for (const list of ['initial', 'terminal'] as const) {
      const states: unknown = machine[list];
      if (Array.isArray(states)) {
        for (const [i, state] of states.entries()) checkState(state, [list, i]);
      }
    }
    const transitions: unknown = machine.transitions;
    if (!Array.isArray(transitions)) return;
    if (machine.known === 'none' && transitions.length > 0) {
      report({ message: '`known: none` contradicts the listed transitions.', location: at.child(['known']) });
    }
    transitions.forEach((transition: unknown, i) => {
      if (!isObject(transition)) return;
      checkState(transition.from, ['transitions', i, 'from']);
      checkState(transition.to, ['transitions', i, 'to']);
    });
  },
});
