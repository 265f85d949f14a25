// The Markdown rendering of every MDX component, for the /<page>.md versions of the guides: each
// entry builds the same view model as its HTML component (lib/spec/model/) and hands it to the
// Markdown renderer of that OpenAPI object (operation.ts, schema.ts, enum.ts, ...), so nothing is lost.
import {
  feeCalculatorProps,
  classificationProps,
  feeFormulaMarkdown,
  signatureRuleMarkdown,
  signatureVerifierProps,
} from '../../islands/island-data.ts';
import { limitsText } from '../../islands/application-fee.ts';
import { businessConstants, constantValueText, getConstant } from '../constants.ts';
import {
  GROUP_LABELS,
  INFERRED_STATUS,
  RETRY_LABELS,
  errorCatalogue,
  httpErrorStatuses,
  networkErrorCategories,
} from '../error-catalogue.ts';
import { getExample } from '../examples.ts';
import { errorStatusText, nextStatusesSentence, successStatusText } from '../inline-facts.ts';
import { enumView } from '../model/enum.ts';
import { operationViewById, operationsOfTag } from '../model/operation.ts';
import { hasFields, schemaFieldsView } from '../model/schema.ts';
import { stateMachine } from '../model/state-machine.ts';
import { webhookEvents } from '../model/webhook.ts';
import { getRules } from '../rules.ts';
import type { SpecModel } from '../spec-model.ts';
import { componentScopes } from '../component-scopes.ts';
import { enumMarkdown } from './enum.ts';
import { mdCode, mdNotShown, mdTable } from './md-table.ts';
import { operationListMarkdown, operationMarkdown } from './operation.ts';
import { schemaFieldsMarkdown } from './schema.ts';
import { stateMachineMarkdown } from './state-machine.ts';
import { webhookEventsMarkdown } from './webhook.ts';
// The diagram's accessible title and description are its text version: the same words.
import { architectureDiagramText } from '../../content/architecture-diagram.ts';
import { MOCK_TOKENS_INTRO, mockTokenRows } from '../../mock/mock-test-tokens.ts';

export type Attributes = Record<string, string | number | boolean | undefined>;

export interface ComponentRenderer {
  /** Inline components replace their tag inside a line; block ones become their own paragraph. */
  inline?: boolean;
  render(model: SpecModel, attrs: Attributes, children: string): string;
}

const str = (attrs: Attributes, key: string, component: string): string => {
  const v = attrs[key];
  if (typeof v !== 'string' || v === '') throw new Error(`<${component}> needs a string \`${key}\` attribute.`);
  return v;
};
const opt = (attrs: Attributes, key: string) => (typeof attrs[key] === 'string' ? (attrs[key] as string) : undefined);

export const componentMarkdown: Record<string, ComponentRenderer> = {
  SchemaTable: {
    render(model, attrs) {
      const name = str(attrs, 'name', 'SchemaTable');
      return hasFields(model, name) ? schemaFieldsMarkdown(schemaFieldsView(model, name)) : enumMarkdown(enumView(model, name));
    },
  },
  WebComponentScopes: {
    render: (model) =>
      mdTable(
        ['Component', 'What it does', 'Scopes'],
        componentScopes(model).map((c) => [c.label, c.description, c.scopes.map(mdCode).join(' and ')]),
      ),
  },
  EnumTable: { render: (model, attrs) => enumMarkdown(enumView(model, str(attrs, 'name', 'EnumTable'))) },
  StateMachine: { render: (model, attrs) => stateMachineMarkdown(stateMachine(model, str(attrs, 'name', 'StateMachine'))) },
  ErrorCatalogue: {
    render(model, attrs) {
      const group = opt(attrs, 'group');
      const rows = errorCatalogue(model).filter((e) => !group || e.group === group);
      if (!rows.length) throw new Error(`<ErrorCatalogue group="${group}">: no error code has that group.`);
      const status = (e: (typeof rows)[number]) => (e.inferred ? `${e.status} ${INFERRED_STATUS.mark}` : String(e.status));
      const legend = rows.some((e) => e.inferred) ? `\n\n${INFERRED_STATUS.legend}` : '';
      return (
        mdTable(
          ['Code', 'HTTP status', 'Retry', 'Group', 'Meaning'],
          rows.map((e) => [mdCode(e.code), status(e), RETRY_LABELS[e.retry], GROUP_LABELS[e.group] ?? e.group, e.description]),
        ) + legend
      );
    },
  },
  MockTestTokens: {
    render: (model) =>
      `${MOCK_TOKENS_INTRO}\n\n${mdTable(
        ['Token (mock only)', 'What the mock answers', 'Meaning'],
        mockTokenRows(model).map((r) => [mdCode(r.token), r.answer, r.meaning]),
      )}`,
  },
  NetworkErrorCategories: {
    render: (model) =>
      mdTable(
        ['Network', 'Category', 'What to do'],
        networkErrorCategories(model).map((r) => [r.network ?? 'Not shown', mdCode(r.category), r.description]),
      ) + mdNotShown(model.getSchema('NetworkErrorCategory')['x-not-shown']),
  },
  WebhookEvents: { render: (model, attrs) => webhookEventsMarkdown(webhookEvents(model, opt(attrs, 'family'))) },
  Operation: { render: (model, attrs) => operationMarkdown(operationViewById(model, str(attrs, 'id', 'Operation'))) },
  OperationList: { render: (model, attrs) => operationListMarkdown(operationsOfTag(model, str(attrs, 'tag', 'OperationList'))) },
  SpecExample: {
    render(model, attrs) {
      const part = opt(attrs, 'part');
      if (part !== undefined && part !== 'request' && part !== 'response')
        throw new Error(`<SpecExample part="${part}">: expected request or response.`);
      const value = getExample(model, {
        schema: opt(attrs, 'schema'),
        operation: opt(attrs, 'operation'),
        part,
        status: opt(attrs, 'status'),
      });
      return `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;
    },
  },
  Rules: {
    render: (model, attrs) =>
      getRules(model, { operation: opt(attrs, 'operation'), schema: opt(attrs, 'schema') })
        .map((r) => `- ${r.description}`)
        .join('\n'),
  },
  Constants: {
    render: (model) =>
      mdTable(
        ['Name', 'Value', 'Unit', 'Meaning'],
        businessConstants(model).map((c) => [mdCode(c.name), constantValueText(c), c.unit, c.description]),
      ),
  },
  Constant: { inline: true, render: (model, attrs) => getConstant(model, str(attrs, 'name', 'Constant')).text },
  NextStatuses: {
    inline: true,
    render: (model, attrs) =>
      nextStatusesSentence(model, str(attrs, 'schema', 'NextStatuses'), str(attrs, 'from', 'NextStatuses'), opt(attrs, 'subject')),
  },
  HttpStatuses: {
    render: (model) =>
      httpErrorStatuses(model)
        .map((s) => `- \`${s.status}\` ${s.description.replace(/\s+/g, ' ')}`)
        .join('\n'),
  },
  ErrorStatus: { inline: true, render: (model, attrs) => errorStatusText(model, str(attrs, 'code', 'ErrorStatus')) },
  SuccessStatus: { inline: true, render: (model, attrs) => successStatusText(model, str(attrs, 'operation', 'SuccessStatus')) },
  Aside: {
    render(_model, attrs, children) {
      const type = opt(attrs, 'type') ?? 'note';
      const label = { note: 'Note', tip: 'Tip', caution: 'Caution', danger: 'Danger' }[type];
      if (!label) throw new Error(`<Aside type="${type}">: expected note, tip, caution or danger.`);
      const title = opt(attrs, 'title');
      return quote(`**${label}${title ? `: ${title}` : ''}**\n\n${children.trim()}`);
    },
  },
  ArchitectureDiagram: { render: () => `**${architectureDiagramText.title}** (diagram)\n\n${architectureDiagramText.description}` },
  NotShown: { render: (_model, _attrs, children) => quote(`**Documentation gap**\n\n${children.trim()}`) },
  WebhookSignatureVerifier: { render: (model) => signatureRuleMarkdown(signatureVerifierProps(model)) },
  ClassificationMapper: {
    render(model) {
      const p = classificationProps(model);
      const table = mdTable(
        ['`business_type`', '`business_structure`', '`classification`'],
        p.mapping.map((r) => [
          mdCode(r.business_type),
          r.business_structure === '*' ? 'any structure' : mdCode(r.business_structure),
          mdCode(r.classification),
        ]),
      );
      return table + mdNotShown(model.getSchema('BusinessClassification')['x-not-shown']);
    },
  },
  ApplicationFeeCalculator: {
    render(model) {
      const p = feeCalculatorProps(model);
      return `${feeFormulaMarkdown()}\n\n- Amount: ${limitsText(p.amountLimits) || 'any whole number'} cents.\n- \`basis_point_rate\`: ${limitsText(p.basisPointLimits) || 'any whole number'}.\n- \`transaction_fee\`: ${limitsText(p.fixedFeeLimits) || 'any whole number'} cents.`;
    },
  },
};

function quote(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
}
