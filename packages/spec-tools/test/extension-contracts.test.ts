// Each extension contract broken once (test/fixtures/broken-extensions/, one file per contract):
// `paydocs-spec lint` with the real rule set rejects each at its file:line:col with a message that
// names the extension, the pointer inside it and what was expected.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSpec } from '../src/lint/index.ts';
import { fixture, fixtureConfig } from './helpers.ts';

// given: the contract a fixture file breaks; want: the problem at its place.
const cases: { contract: string; at: string; rule: string; message: RegExp }[] = [
  {
    contract: 'x-classification-mapping',
    at: 'components/schemas/BusinessClassification.yaml:8:21',
    rule: 'paydocs/classification-mapping',
    message: /`x-classification-mapping\/1\/business_type` is "non_profit", which is not a value of BusinessType/,
  },
  {
    contract: 'x-error-catalogue',
    at: 'components/schemas/ErrorCode.yaml:7:32',
    rule: 'paydocs/extension-contracts',
    message: /`x-error-catalogue\/resource_not_found\/status` must be >= 400/,
  },
  {
    contract: 'x-webhook-delivery',
    at: 'components/schemas/Event.yaml:24:5',
    rule: 'paydocs/extension-contracts',
    message: /`x-webhook-delivery\/retries\/test` is missing `over`/,
  },
  {
    contract: 'x-component-events',
    at: 'components/schemas/Event.yaml:29:1',
    rule: 'paydocs/extension-contracts',
    message: /`x-component-events` is missing `web_components`/,
  },
  {
    contract: 'x-networks',
    at: 'components/schemas/NetworkErrorCategory.yaml:7:15',
    rule: 'paydocs/networks',
    message: /`x-networks\/VISA\/1` is "9", which is not a value of this enum/,
  },
  {
    contract: 'x-component-scopes',
    at: 'components/schemas/WebComponentScope.yaml:4:5',
    rule: 'paydocs/extension-contracts',
    message: /`x-component-scopes\/0` is missing `scopes`/,
  },
  {
    contract: 'webhook names',
    at: 'components/schemas/WebhookEventName.yaml:3:1',
    rule: 'paydocs/webhook-events',
    message: /`#\/webhooks` has no entry for "widget.deleted", which the WebhookEventName enum lists/,
  },
  {
    contract: 'x-enum-descriptions',
    at: 'components/schemas/WidgetColour.yaml:6:9',
    rule: 'paydocs/extension-contracts',
    message: /`x-enum-descriptions\/blue` must be a non-empty sentence/,
  },
  {
    contract: 'x-state-transitions',
    at: 'components/schemas/WidgetStatus.yaml:8:10',
    rule: 'paydocs/extension-contracts',
    message: /`x-state-transitions\/known` must be one of "full", "partial", "none"/,
  },
  {
    contract: 'x-business-constants',
    at: 'openapi.yaml:10:5',
    rule: 'paydocs/extension-contracts',
    message: /`x-business-constants` has the key "WidgetLimit", which must be snake_case/,
  },
  {
    contract: '(none: an undeclared key)',
    at: 'openapi.yaml:11:3',
    rule: 'paydocs/extension-contracts',
    message: /`x-owner` has no contract: declare it in packages\/spec-tools\/src\/extensions\/index\.ts .* document it in spec\/README.md/,
  },
  {
    contract: 'x-tagGroups (tag in no group)',
    at: 'openapi.yaml:22:1',
    rule: 'paydocs/tag-groups',
    message: /No `x-tagGroups` group names the tag "Gadgets"/,
  },
  {
    contract: 'x-tagGroups (unknown tag)',
    at: 'openapi.yaml:24:21',
    rule: 'paydocs/tag-groups',
    message: /`x-tagGroups\/0` names tag "Gizmos", which the root `tags` do not define/,
  },
  {
    contract: 'x-not-shown',
    at: 'paths/widgets.yaml:6:16',
    rule: 'paydocs/extension-contracts',
    message: /`x-not-shown` must be a non-empty sentence/,
  },
  {
    contract: 'x-rules',
    at: 'paths/widgets.yaml:8:11',
    rule: 'paydocs/extension-contracts',
    message: /`x-rules\/0\/id` must be kebab-case/,
  },
  {
    contract: 'x-webhook-family',
    at: 'webhooks/widget.created.yaml:6:21',
    rule: 'paydocs/webhook-events',
    message: /`x-webhook-family` is "gadget", which Event's `x-webhook-delivery.endpoints.families` does not list/,
  },
];

// One test lints the fixture and checks every case: lint runs inside the test, where Stryker's per-test coverage sees
// it (a describe body runs outside any test, so its mutants would be skipped as static), and once, not per case.
describe('extension contracts on the broken-extensions fixture', () => {
  it('rejects each broken contract at its place, and reports nothing else', async () => {
    const problems = (await lintSpec(fixtureConfig('broken-extensions'))).map((p) => ({
      at: `${path.relative(fixture('broken-extensions'), p.file)}:${p.line}:${p.col}`,
      rule: p.rule,
      message: p.message,
    }));
    for (const { contract, at, rule, message } of cases) {
      const found = problems.filter((p) => p.at === at);
      expect(found, `${contract}: problems at ${at}: ${JSON.stringify(problems)}`).toHaveLength(1);
      expect(found[0]!.rule, contract).toBe(rule);
      expect(found[0]!.message, contract).toMatch(message);
    }
    // each file breaks exactly one contract
    expect(problems.map((p) => p.at).sort()).toEqual(cases.map((c) => c.at).sort());
  });
});
