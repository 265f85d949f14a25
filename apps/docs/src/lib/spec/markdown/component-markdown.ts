// The Markdown rendering of every MDX component, for the /<page>.md versions of the guides: the
// same data as the HTML components (same lib functions), as tables and lists, so nothing is lost.
import {
  feeCalculatorProps,
  classificationProps,
  feeFormulaMarkdown,
  signatureRuleMarkdown,
  signatureVerifierProps,
} from '../../../components/islands/island-data.ts';
import { limitsText } from '../../../components/islands/application-fee.ts';
import { businessConstants, constantValueText, getConstant } from '../constants.ts';
import { constraintText, enumValues } from '../describe-schema.ts';
import { GROUP_LABELS, RETRY_LABELS, errorCatalogue, httpErrorStatuses, networkErrorCategories } from '../error-catalogue.ts';
import { getExample } from '../examples.ts';
import { errorStatusText, nextStatusesSentence, successStatusText } from '../inline-facts.ts';
import { getOperationSummary, summarizeOperation } from '../operation-summary.ts';
import { getRules } from '../rules.ts';
import { isObjectSchema, schemaRows } from '../schema-rows.ts';
import type { SpecModel } from '../spec-model.ts';
import { stateMachine } from '../state-machine.ts';
import { webhookEvents } from '../webhook-events.ts';
import { componentScopes } from '../component-scopes.ts';
import { mdCode, mdTable } from './md-table.ts';
// The diagram's own accessible title and description are its text version; read from the source
// so the Markdown can never drift from what screen readers hear.
import architectureSource from '../../../components/content/ArchitectureDiagram.astro?raw';

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
const notShownLine = (text: string | undefined) => (text ? `\n\n> **Not documented:** ${text}` : '');

function enumTable(model: SpecModel, name: string): string {
  const values = enumValues(model, model.getSchema(name));
  return `**\`${name}\` values**\n\n${mdTable(
    ['Value', 'Meaning'],
    values.map((v) => [mdCode(v.value), v.description]),
  )}`;
}

export const componentMarkdown: Record<string, ComponentRenderer> = {
  SchemaTable: {
    render(model, attrs) {
      const name = str(attrs, 'name', 'SchemaTable');
      const schema = model.getSchema(name);
      if (!isObjectSchema(model, schema)) return enumTable(model, name);
      const rows = schemaRows(model, schema).map((r) => [
        mdCode(r.path),
        mdCode(r.type.text),
        r.required ? 'Yes' : 'No',
        r.constraints.map((c) => constraintText(c)).join('; ') || 'None',
        [
          r.description,
          r.enumValues.length ? `One of: ${r.enumValues.map((v) => mdCode(v.value)).join(', ')}.` : '',
          r.notShown ? `Not shown: ${r.notShown}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ]);
      return `**\`${name}\` fields**\n\n${mdTable(['Field', 'Type', 'Required', 'Constraints', 'Description'], rows)}${notShownLine(schema['x-not-shown'])}`;
    },
  },
  WebComponentScopes: {
    render: (model) =>
      mdTable(
        ['Component', 'What it does', 'Scopes'],
        componentScopes(model).map((c) => [c.label, c.description, c.scopes.map(mdCode).join(' and ')]),
      ),
  },
  EnumTable: {
    render: (model, attrs) => {
      const name = str(attrs, 'name', 'EnumTable');
      return enumTable(model, name) + notShownLine(model.getSchema(name)['x-not-shown']);
    },
  },
  StateMachine: {
    render(model, attrs) {
      const m = stateMachine(model, str(attrs, 'name', 'StateMachine'));
      const marker = (s: { initial: boolean; terminal: boolean }) =>
        [s.initial ? 'initial' : '', s.terminal ? 'terminal' : ''].filter(Boolean).join(', ') || 'None';
      const states = mdTable(
        ['State', 'Marker', 'Meaning'],
        m.states.map((s) => [mdCode(s.value), marker(s), s.description]),
      );
      const transitions = m.transitions.length
        ? `**\`${m.name}\` documented transitions**\n\n${mdTable(
            ['#', 'From', 'To', 'Trigger'],
            m.transitions.map((t) => [String(t.number), mdCode(t.from), mdCode(t.to), t.trigger ?? 'Not documented.']),
          )}`
        : 'No transitions are listed, because none are documented.';
      return `> **${m.statement}**${m.note ? `\n>\n> ${m.note.replace(/\n/g, ' ')}` : ''}\n\n**\`${m.name}\` states**\n\n${states}\n\n${transitions}`;
    },
  },
  ErrorCatalogue: {
    render(model, attrs) {
      const group = opt(attrs, 'group');
      const rows = errorCatalogue(model).filter((e) => !group || e.group === group);
      if (!rows.length) throw new Error(`<ErrorCatalogue group="${group}">: no error code has that group.`);
      return mdTable(
        ['Code', 'HTTP status', 'Retry', 'Group', 'Meaning'],
        rows.map((e) => [mdCode(e.code), String(e.status), RETRY_LABELS[e.retry], GROUP_LABELS[e.group] ?? e.group, e.description]),
      );
    },
  },
  NetworkErrorCategories: {
    render: (model) =>
      mdTable(
        ['Network', 'Category', 'What to do'],
        networkErrorCategories(model).map((r) => [r.network ?? 'Not shown', mdCode(r.category), r.description]),
      ) + notShownLine(model.getSchema('NetworkErrorCategory')['x-not-shown']),
  },
  WebhookEvents: {
    render: (model, attrs) =>
      mdTable(
        ['Event', 'Family', '`data` schema', 'When it is sent'],
        webhookEvents(model, opt(attrs, 'family')).map((e) => [
          `[${mdCode(e.name)}](${e.href})`,
          e.family,
          mdCode(e.payload.label),
          e.description ?? e.summary,
        ]),
      ),
  },
  Operation: {
    render(model, attrs) {
      const op = getOperationSummary(model, str(attrs, 'id', 'Operation'));
      const lines = [
        `**${op.kind === 'webhook' ? 'Webhook' : op.method.toUpperCase()} \`${op.path}\`**${op.summary ? ` — ${op.summary}` : ''}${op.deprecated ? ' (deprecated)' : ''}`,
      ];
      if (op.description) lines.push(op.description.trim());
      // The parameters the HTML card lists (headers, then query), from the same view-model field.
      if (op.cardParameters.length) {
        lines.push(
          op.cardParameters
            .map(
              (p) => `- ${mdCode(p.name)} ${p.in} (${p.required ? 'required' : 'optional'}): ${(p.description ?? '').replace(/\n/g, ' ')}`,
            )
            .join('\n'),
        );
      }
      const io = [
        op.requestBody ? `Request body: ${mdCode(op.requestBody.label)}.` : '',
        ...op.responses.filter((r) => /^2/.test(r.status)).map((r) => `Returns ${r.status}${r.body ? `: ${mdCode(r.body.label)}` : ''}.`),
      ].filter(Boolean);
      if (io.length) lines.push(io.join(' '));
      if (op.rules.length) lines.push(`Rules:\n\n${op.rules.map((r) => `- ${r.description}`).join('\n')}`);
      if (op.notShown) lines.push(`> **Not documented:** ${op.notShown}`);
      lines.push(`[${op.kind === 'webhook' ? 'Webhook' : op.method.toUpperCase()} ${op.path} in the API reference](${op.href})`);
      return lines.join('\n\n');
    },
  },
  OperationList: {
    render(model, attrs) {
      const tag = str(attrs, 'tag', 'OperationList');
      const ops = model.operationsByTag(tag).map((e) => summarizeOperation(model, e));
      return mdTable(
        ['Method', 'Path', 'What it does'],
        ops.map((o) => [
          o.method.toUpperCase(),
          `[${mdCode(o.path)}](${o.href})`,
          `${o.summary ?? ''}${o.deprecated ? ' (deprecated)' : ''}`,
        ]),
      );
    },
  },
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
    render: (model) => httpErrorStatuses(model).map((s) => `- \`${s.status}\` ${s.description.replace(/\s+/g, ' ')}`).join('\n'),
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
  ArchitectureDiagram: { render: () => svgTextVersion(architectureSource, 'ArchitectureDiagram.astro') },
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
      return table + notShownLine(model.getSchema('BusinessClassification')['x-not-shown']);
    },
  },
  ApplicationFeeCalculator: {
    render(model) {
      const p = feeCalculatorProps(model);
      return `${feeFormulaMarkdown()}\n\n- Amount: ${limitsText(p.amountLimits) || 'any whole number'} cents.\n- \`basis_point_rate\`: ${limitsText(p.basisPointLimits) || 'any whole number'}.\n- \`transaction_fee\`: ${limitsText(p.fixedFeeLimits) || 'any whole number'} cents.`;
    },
  },
};

/** `<title>` and `<desc>` of an inline SVG component's source, as Markdown. */
export function svgTextVersion(source: string, file: string): string {
  const clean = (s: string) =>
    s
      .replace(/\{'([^']*)'\}/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  const title = source.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1];
  const desc = source.match(/<desc[^>]*>([\s\S]*?)<\/desc>/)?.[1];
  if (!title || !desc) throw new Error(`${file}: expected an SVG <title> and <desc> to use as the Markdown version.`);
  return `**${clean(title)}** (diagram)\n\n${clean(desc)}`;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
}
