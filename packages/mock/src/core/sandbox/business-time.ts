// A duration the API documents in `info.x-business-constants` (`void_window`: 25 minutes, `access_token_lifetime`:
// 24 hours), in milliseconds, so a rule reads the spec's number instead of writing it again.
import type { Spec } from '../types.ts';

const UNIT_MS: Record<string, number> = { seconds: 1_000, minutes: 60_000, hours: 3_600_000, days: 86_400_000, weeks: 604_800_000 };

export function businessDuration(spec: Spec, name: string): number | undefined {
  const constant = spec.info?.['x-business-constants']?.[name] as { value: unknown; unit: string } | undefined;
  const unit = UNIT_MS[constant?.unit ?? ''];
  return constant && unit && typeof constant.value === 'number' ? constant.value * unit : undefined;
}
