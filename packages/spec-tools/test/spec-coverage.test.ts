// The bundled spec covers the product spec: every contract operationId, every webhook event of
// section 4, every error code of section 8 and every state of section 4's enumerations.
// The product spec lives beside the repository (../shared/product-spec.md); without it the
// coverage checks are skipped with a message saying so.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSpec } from '../src/bundle/index.ts';
import { CONTRACT_OPERATION_IDS } from './contract-operation-ids.ts';
import { PRODUCT_SPEC, REAL_CONFIG } from './helpers.ts';
import { errorCodeGroups, labelledLists, stateLists, webhookEventNames } from './product-spec.ts';

const hasProductSpec = existsSync(PRODUCT_SPEC);
if (!hasProductSpec) {
  console.warn(`spec-coverage: skipped, the product spec is not at ${PRODUCT_SPEC} (expected beside the repository in ../shared/)`);
}
const markdown = hasProductSpec ? readFileSync(PRODUCT_SPEC, 'utf8') : '';

// Section 4 label -> the enum schema that carries those values (team contract names).
const STATE_SCHEMAS: Record<string, string> = {
  'Sub account': 'SubAccountStatus',
  Checkout: 'CheckoutStatus',
  'Completion status': 'CompletionStatus',
  'Completion payment_status': 'CompletionPaymentStatus',
  Payment: 'PaymentStatus',
  'Payment intent': 'PaymentIntentStatus',
  Refund: 'RefundStatus',
  'Checkout refund': 'CheckoutRefundStatus',
  Dispute: 'DisputeStatus',
  Evidence: 'DisputeEvidenceStatus',
  Payout: 'PayoutStatus',
  'Proceeds payout': 'ProceedsPayoutStatus',
  Report: 'ReportStatus',
  Document: 'DocumentStatus',
  'Insurance policy': 'InsurancePolicyStatus',
  Terminal: 'TerminalStatus',
  'Terminal order': 'TerminalOrderStatus',
  'Payment method': 'PaymentMethodStatus',
};

const ERROR_GROUPS = ['Required', 'Format', 'Card', 'Gateway', 'Idempotency', 'Refunds and voids', 'Resources', 'Tokens', 'Auth', 'Other'];

type Doc = {
  paths?: Record<string, Record<string, { operationId?: string }>>;
  webhooks?: Record<string, unknown>;
  components?: { schemas?: Record<string, { enum?: unknown[] }> };
};

const enumOf = (spec: Doc, name: string) => spec.components?.schemas?.[name]?.enum ?? [];
const missingFrom = (want: string[], have: unknown[]) => want.filter((v) => !have.includes(v));

describe('product-spec parsing', () => {
  const cases: [string, string, [string, string[]][]][] = [
    [
      'asides and sentences',
      'Refund: pending, succeeded (money back), failed. Checkout refund: succeeded, failed.',
      [
        ['Refund', ['pending', 'succeeded', 'failed']],
        ['Checkout refund', ['succeeded', 'failed']],
      ],
    ],
    ['`or` lists', 'Payment method: valid or invalid.', [['Payment method', ['valid', 'invalid']]]],
    ['prose is not a list', 'Capture: manual strategy authorizes only; a later capture charges.', []],
  ];
  it.each(cases)('labelledLists: %s', (_name, text, want) => {
    expect([...labelledLists(text)]).toEqual(want);
  });
});

describe.skipIf(!hasProductSpec)('spec coverage of the product spec', () => {
  let spec: Doc;
  beforeAll(async () => {
    spec = (await bundleSpec(REAL_CONFIG)).spec as Doc;
  });

  it('uses exactly the contract operationIds on its paths', () => {
    const ids = Object.values(spec.paths ?? {}).flatMap((item) =>
      Object.values(item).flatMap((op) => (typeof op === 'object' && op?.operationId ? [op.operationId] : [])),
    );
    const want = Object.values(CONTRACT_OPERATION_IDS).flat();
    expect(missingFrom(want, ids), 'operationIds missing from the spec').toEqual([]);
    expect(missingFrom(ids, want), 'operationIds not in the contract').toEqual([]);
  });

  it('has a webhook for every event name of section 4, and WebhookEventName lists them', () => {
    const names = webhookEventNames(markdown);
    expect(names.length).toBeGreaterThanOrEqual(40); // the parser still reads the whole list
    expect(names).toContain('payment.dispute_evidence.uploaded');
    expect(missingFrom(names, Object.keys(spec.webhooks ?? {})), 'webhooks missing').toEqual([]);
    expect(missingFrom(names, enumOf(spec, 'WebhookEventName')), 'WebhookEventName values missing').toEqual([]);
  });

  it('lists every error code of section 8 in ErrorCode', () => {
    const groups = errorCodeGroups(markdown);
    expect([...groups.keys()].sort()).toEqual([...ERROR_GROUPS].sort());
    const codes = [...groups.values()].flat();
    expect(codes.length).toBeGreaterThanOrEqual(75); // the parser still reads every group
    expect(codes).toContain('credit_card_number_invalid');
    expect(missingFrom(codes, enumOf(spec, 'ErrorCode')), 'error codes missing from ErrorCode').toEqual([]);
  });

  it.each(Object.entries(STATE_SCHEMAS))('carries every section 4 state of "%s" in %s', (label, schema) => {
    const states = stateLists(markdown).get(label);
    expect(states, `section 4 has no "${label}:" list (parser out of date?)`).toBeDefined();
    expect(enumOf(spec, schema), `${schema} is missing or has no enum`).not.toEqual([]);
    expect(missingFrom(states ?? [], enumOf(spec, schema)), `${schema} values missing`).toEqual([]);
  });
});
