// Business classification from a business type and structure, driven by the spec's
// `x-classification-mapping` on BusinessClassification (`*` matches any structure).

export interface MappingRow {
  business_type: string;
  business_structure: string;
  classification: string;
}

export type ClassifyResult =
  | { ok: true; classification: string; row: MappingRow }
  | { ok: false; reason: string };

export function classify(mapping: readonly MappingRow[], type: string, structure: string): ClassifyResult {
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

/** Checks the mapping against the enums; returns problems as `<pointer>: <message>` lines. */
export function checkMapping(
  mapping: unknown,
  enums: { types: string[]; structures: string[]; classifications: string[] },
  pointer = '#/components/schemas/BusinessClassification/x-classification-mapping',
): string[] {
  if (!Array.isArray(mapping) || mapping.length === 0) return [`${pointer}: expected a non-empty list of {business_type, business_structure, classification}.`];
  const problems: string[] = [];
  mapping.forEach((row: Partial<MappingRow>, i) => {
    if (!enums.types.includes(String(row?.business_type))) problems.push(`${pointer}/${i}/business_type: "${row?.business_type}" is not a BusinessType value.`);
    if (row?.business_structure !== '*' && !enums.structures.includes(String(row?.business_structure))) {
      problems.push(`${pointer}/${i}/business_structure: "${row?.business_structure}" is not a BusinessStructure value or "*".`);
    }
    if (!enums.classifications.includes(String(row?.classification))) {
      problems.push(`${pointer}/${i}/classification: "${row?.classification}" is not a BusinessClassification value.`);
    }
  });
  return problems;
}
