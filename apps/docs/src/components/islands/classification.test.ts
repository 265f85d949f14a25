import { describe, expect, test } from 'vitest';
import type { ClassificationMappingRow } from '@paydocs/spec-tools/extensions';
import { classify } from './classification.ts';

const mapping: ClassificationMappingRow[] = [
  { business_type: 'individual', business_structure: '*', classification: 'sole_proprietor' },
  { business_type: 'for_profit', business_structure: 'single_llc', classification: 'limited' },
  { business_type: 'non_profit', business_structure: 'incorporated', classification: 'non_profit' },
];

describe('classify', () => {
  test.each([
    ['individual', 'public_corporation', 'sole_proprietor'],
    ['for_profit', 'single_llc', 'limited'],
    ['non_profit', 'incorporated', 'non_profit'],
  ])('%s + %s -> %s', (type, structure, want) => {
    expect(classify(mapping, type, structure)).toMatchObject({ ok: true, classification: want });
  });

  test('an exact pair wins over a wildcard listed first', () => {
    const rows = [
      { business_type: 'x', business_structure: '*', classification: 'a' },
      { business_type: 'x', business_structure: 's', classification: 'b' },
    ];
    expect(classify(rows, 'x', 's')).toMatchObject({ classification: 'b' });
  });

  test.each([
    [
      'for_profit',
      'incorporated',
      'The spec gives no classification for for_profit with incorporated. Structures it maps for for_profit: single_llc.',
    ],
    ['government_entity', 'government_unit', 'The spec gives no classification for business type government_entity.'],
    ['', 'single_llc', 'Choose a business type and a business structure.'],
  ])('%s + %s is invalid', (type, structure, reason) => {
    expect(classify(mapping, type, structure)).toEqual({ ok: false, reason });
  });
});
