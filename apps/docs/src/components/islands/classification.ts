// Business classification from a business type and structure, driven by the spec's
// `x-classification-mapping` on BusinessClassification (`*` matches any structure). `pnpm spec lint`
// checks every row names values of the three enums, so the tool trusts the mapping.
import type { ClassificationMappingRow } from '@paydocs/spec-tools/extensions';

export type ClassifyResult = { ok: true; classification: string; row: ClassificationMappingRow } | { ok: false; reason: string };

export function classify(mapping: readonly ClassificationMappingRow[], type: string, structure: string): ClassifyResult {
  if (!type || !structure) return { ok: false, reason: 'Choose a business type and a business structure.' };
  // An exact pair wins over a wildcard row, whatever the order of the rows.
  const row =
    mapping.find((r) => r.business_type === type && r.business_structure === structure) ??
    mapping.find((r) => r.business_type === type && r.business_structure === '*');
  if (row) return { ok: true, classification: row.classification, row };
  const allowed = mapping.filter((r) => r.business_type === type).map((r) => r.business_structure);
  return {
    ok: false,
    reason: allowed.length
      ? `The spec gives no classification for ${type} with ${structure}. Structures it maps for ${type}: ${allowed.join(', ')}.`
      : `The spec gives no classification for business type ${type}.`,
  };
}
