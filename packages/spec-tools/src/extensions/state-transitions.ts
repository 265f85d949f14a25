// `x-state-transitions` on a status enum: how much of the state machine is documented and the
// transitions that are. `paydocs/state-transitions` checks that every state named is an enum value.
import { z } from 'zod';
import { defineExtension, SENTENCE } from './contract.ts';

const transition = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** What moves the object from `from` to `to`, in one sentence. */
  trigger: SENTENCE,
});
const shape = z.strictObject({
  /** full: every transition is listed; partial: only some; none: none are documented. */
  known: z.enum(['full', 'partial', 'none']),
  /** What is and is not documented about the transitions. */
  note: SENTENCE,
  initial: z.array(z.string()).optional(),
  terminal: z.array(z.string()).optional(),
  /** Only transitions the API documents; empty when none are. */
  transitions: z.array(transition),
});
export type StateTransition = z.infer<typeof transition>;
export type StateTransitions = z.infer<typeof shape>;

export const stateTransitions = defineExtension({
  key: 'x-state-transitions',
  on: ['Schema'],
  summary: 'the documented states and transitions of a status enum, drawn by <StateMachine>',
  rules: ['paydocs/state-transitions'],
  shape,
});
