// `x-state-transitions` on a status enum: how much of the state machine is documented and the
// transitions that are. `paydocs/state-transitions` checks that every state named is an enum value.
import { defineExtension, SENTENCE } from './contract.ts';

export interface StateTransition {
  from: string;
  to: string;
  /** What moves the object from `from` to `to`, in one sentence. */
  trigger: string;
}

export interface StateTransitions {
  /** full: every transition is listed; partial: only some; none: none are documented. */
  known: 'full' | 'partial' | 'none';
  /** What is and is not documented about the transitions. */
  note: string;
  initial?: string[];
  terminal?: string[];
  /** Only transitions the API documents; empty when none are. */
  transitions: StateTransition[];
}

const states = { type: 'array', items: { type: 'string' }, nullable: true } as const;

export const stateTransitions = defineExtension<StateTransitions>({
  key: 'x-state-transitions',
  on: ['Schema'],
  summary: 'the documented states and transitions of a status enum, drawn by <StateMachine>',
  rules: ['paydocs/state-transitions'],
  schema: {
    type: 'object',
    required: ['known', 'note', 'transitions'],
    additionalProperties: false,
    properties: {
      known: { type: 'string', enum: ['full', 'partial', 'none'] },
      note: SENTENCE,
      initial: states,
      terminal: states,
      transitions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['from', 'to', 'trigger'],
          additionalProperties: false,
          properties: { from: { type: 'string' }, to: { type: 'string' }, trigger: SENTENCE },
        },
      },
    },
  },
});
