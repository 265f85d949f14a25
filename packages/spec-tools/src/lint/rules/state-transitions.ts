// `x-state-transitions` on a status enum (team contract): {known: full|partial|none, note,
// initial?, terminal?, transitions: [{from, to, trigger}]}. Every state it names must be a value
// of the enum it sits on, so the docs' state machine can never draw a state that does not exist.
import { enumKeys, isObject, isSentence, quoteList, type JsonObject, type Oas3Rule } from './shared.ts';

const KNOWN = ['full', 'partial', 'none'];

export const StateTransitions: Oas3Rule = () => ({
  Schema(schema, { report, location }) {
    const machine: unknown = (schema as JsonObject)['x-state-transitions'];
    if (machine === undefined) return;
    const at = location.child(['x-state-transitions']);
    if (!Array.isArray(schema.enum)) {
      report({ message: '`x-state-transitions` is only allowed on an enum schema.', location: at.key() });
      return;
    }
    if (!isObject(machine)) {
      report({ message: '`x-state-transitions` must be an object {known, note, transitions}.', location: at });
      return;
    }
    const values = enumKeys(schema.enum);
    const checkState = (state: unknown, path: (string | number)[]) => {
      if (typeof state !== 'string' || !values.includes(state)) {
        report({
          message: `\`x-state-transitions\` refers to ${JSON.stringify(state)}, which is not a value of the enum (${quoteList(values)}).`,
          location: at.child(path),
        });
      }
    };
    if (typeof machine.known !== 'string' || !KNOWN.includes(machine.known)) {
      report({ message: `\`known\` must be one of ${quoteList(KNOWN)}.`, location: at.child(['known']) });
    }
    if (!isSentence(machine.note)) {
      report({ message: '`note` must say how much of the state machine the product spec shows.', location: at.key() });
    }
    for (const list of ['initial', 'terminal'] as const) {
      const states: unknown = machine[list];
      if (states === undefined) continue;
      if (!Array.isArray(states)) {
        report({ message: `\`${list}\` must be a list of enum values.`, location: at.child([list]) });
        continue;
      }
      states.forEach((state, i) => checkState(state, [list, i]));
    }
    const transitions: unknown = machine.transitions;
    if (!Array.isArray(transitions)) {
      report({ message: '`transitions` must be a list (empty when none are stated).', location: at.key() });
      return;
    }
    if (machine.known === 'none' && transitions.length > 0) {
      report({ message: '`known: none` contradicts the listed transitions.', location: at.child(['known']) });
    }
    transitions.forEach((transition: unknown, i) => {
      if (!isObject(transition)) {
        report({ message: 'A transition must be an object {from, to, trigger}.', location: at.child(['transitions', i]) });
        return;
      }
      checkState(transition.from, ['transitions', i, 'from']);
      checkState(transition.to, ['transitions', i, 'to']);
      if (!isSentence(transition.trigger)) {
        report({ message: 'A transition needs a `trigger` sentence.', location: at.child(['transitions', i]) });
      }
    });
  },
});
