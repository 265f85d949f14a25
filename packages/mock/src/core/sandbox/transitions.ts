// The transitions the spec declares on a status enum (`x-state-transitions`): the sandbox moves a status only along
// one of them, and otherwise says, in the answer, that the change is not documented.
import type { Spec } from '../types.ts';

interface Declared {
  transitions?: { from: string; to: string; trigger: string }[];
}

export function declaredTransition(spec: Spec, statusSchema: string, from: string, to: string): boolean {
  const declared = spec.components?.schemas?.[statusSchema]?.['x-state-transitions'] as Declared | undefined;
  return (declared?.transitions ?? []).some((t) => t.from === from && t.to === to);
}
