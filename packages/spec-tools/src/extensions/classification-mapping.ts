// `x-classification-mapping` on BusinessClassification: which classification a business type and
// structure pair yields, for the <ClassificationMapper> tool and its table. `paydocs/classification-mapping`
// checks every value against the BusinessType, BusinessStructure and BusinessClassification enums.
import { defineExtension } from './contract.ts';

export interface ClassificationMappingRow {
  business_type: string;
  /** A BusinessStructure value, or `*` for any structure of that type. */
  business_structure: string;
  classification: string;
}

export const classificationMapping = defineExtension<ClassificationMappingRow[]>({
  key: 'x-classification-mapping',
  on: ['Schema'],
  summary: 'the classification each business type and structure pair yields, for <ClassificationMapper>',
  requiredOn: { schema: 'BusinessClassification', reader: '<ClassificationMapper>' },
  rules: ['paydocs/classification-mapping'],
  schema: {
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      required: ['business_type', 'business_structure', 'classification'],
      additionalProperties: false,
      properties: {
        business_type: { type: 'string' },
        business_structure: { type: 'string' },
        classification: { type: 'string' },
      },
    },
  },
});
