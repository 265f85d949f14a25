// `x-classification-mapping` on BusinessClassification: which classification a business type and
// structure pair yields, for the <ClassificationMapper> tool and its table. `paydocs/classification-mapping`
// checks every value against the BusinessType, BusinessStructure and BusinessClassification enums.
import { z } from 'zod';
import { defineExtension } from './contract.ts';

const row = z.strictObject({
  business_type: z.string(),
  /** A BusinessStructure value, or `*` for any structure of that type. */
  business_structure: z.string(),
  classification: z.string(),
});
export type ClassificationMappingRow = z.infer<typeof row>;

export const classificationMapping = defineExtension({
  key: 'x-classification-mapping',
  on: ['Schema'],
  summary: 'the classification each business type and structure pair yields, for <ClassificationMapper>',
  requiredOn: { schema: 'BusinessClassification', reader: '<ClassificationMapper>' },
  rules: ['paydocs/classification-mapping'],
  shape: z.array(row).min(1),
});
