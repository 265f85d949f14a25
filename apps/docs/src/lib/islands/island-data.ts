// Props of the interactive tools, read from the bundled spec at build time. The islands get only
// these small serializable values, never the spec itself, so their JavaScript stays small.
import type { IntegerLimits } from './application-fee.ts';
import { enumValues } from '../spec/describe-schema.ts';
import type { SpecModel } from '../spec/spec-model.ts';
import type { ParameterObject, SchemaObject } from '@paydocs/spec-access';
import type { ClassificationMappingRow } from '@paydocs/spec-tools/extensions';

const LIMITS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const;
const limits = (s: SchemaObject): IntegerLimits => Object.fromEntries(LIMITS.filter((k) => s[k] !== undefined).map((k) => [k, s[k]]));

export function feeCalculatorProps(model: SpecModel) {
  const rate = model.getSchema('ApplicationFeeRate');
  // A missing property fails the build naming its pointer (the model's resolve).
  const prop = (name: string) => model.resolve<SchemaObject>({ $ref: `#/components/schemas/ApplicationFeeRate/properties/${name}` });
  const example = (rate.examples?.[0] ?? {}) as { basis_point_rate?: number; transaction_fee?: number };
  return {
    amountLimits: limits(model.getSchema('Amount')),
    basisPointLimits: limits(prop('basis_point_rate')),
    fixedFeeLimits: limits(prop('transaction_fee')),
    initial: { amount: 10000, basisPoints: example.basis_point_rate ?? 0, fixedFee: example.transaction_fee ?? 0 },
  };
}

export function classificationProps(model: SpecModel) {
  const schema = model.getSchema('BusinessClassification');
  const types = enumValues(model, model.getSchema('BusinessType'));
  const structures = enumValues(model, model.getSchema('BusinessStructure'));
  const classifications = enumValues(model, schema);
  // Lint requires the mapping on BusinessClassification and checks its values against the enums.
  const mapping: ClassificationMappingRow[] = schema['x-classification-mapping'] ?? [];
  return {
    mapping,
    types,
    structures,
    classifications: Object.fromEntries(classifications.map((c) => [c.value, c.description])),
  };
}

export function signatureVerifierProps(model: SpecModel) {
  // A missing parameter fails the build naming its pointer (the model's resolve).
  const name = (key: string) => model.resolve<ParameterObject>({ $ref: `#/components/parameters/${key}` }).name;
  return { timestampHeader: name('WebhookTimestamp'), signatureHeader: name('WebhookSignature') };
}

/** The signature rule in Markdown; the wrapper shows it above the tool. */
export function signatureRuleMarkdown(p: { timestampHeader: string; signatureHeader: string }): string {
  return (
    `The signature is the hex HMAC-SHA256, keyed with your webhook signing secret, of the value of the ` +
    `\`${p.timestampHeader}\` header, a dot, then the raw request body. Compare it with the ` +
    `\`${p.signatureHeader}\` header in constant time.`
  );
}

/** The fee formula and rounding in Markdown, shown by the wrapper above the calculator. */
export function feeFormulaMarkdown(): string {
  return (
    'Fee in cents = amount × `basis_point_rate` ÷ 10000 + `transaction_fee` (100 basis points are 1%). ' +
    'Not documented: how fractions of a cent are rounded. The calculator shows the exact ' +
    'value and rounds half up to a whole cent.'
  );
}
