// The Markdown versions of the reference pages (/api-spec.md, /api-spec/<section>.md): the overview
// and each tag, operation, webhooks and schemas page as the HTML shows them, from the same view models
// (operation-detail.ts, schema-tree.ts, schema briefs), for readers' tools and llms.txt.
import { API_SPEC_PATH, tagAnchor } from '../anchors.ts';
import { constraintText } from '../describe-schema.ts';
import { errorCatalogue } from '../error-catalogue.ts';
import { operationDetail, type OperationDetail } from '../model/operation-detail.ts';
import { tagGroups } from '../model/operation.ts';
import { sharedParameters } from '../model/parameter.ts';
import { sharedResponses } from '../model/response.ts';
import type { SchemaTreeNode } from '../model/schema-tree.ts';
import type { ReferenceLayout, ReferencePage } from '../reference-pages.ts';
import type { SpecModel } from '../spec-model.ts';
import { mdCode, mdNotShown, mdTable } from './md-table.ts';
import { operationListMarkdown } from './operation.ts';

const oneLine = (s: string | undefined) => (s ?? '').replace(/\s*\n\s*/g, ' ').trim();

/** A schema tree as a nested list: `name` (type, required): description. */
export function schemaTreeMarkdown(node: SchemaTreeNode, indent = ''): string {
  const lines: string[] = [];
  for (const alt of node.alternatives) {
    lines.push(`${indent}- One of: ${mdCode(alt.type.text)}`);
    if (alt.node) lines.push(schemaTreeMarkdown(alt.node, `${indent}  `));
  }
  for (const f of node.fields) {
    const facts = [
      f.constraints.length ? `Constraints: ${f.constraints.map((c) => constraintText(c)).join('; ')}.` : '',
      f.enumValues.length ? `One of: ${f.enumValues.map((v) => mdCode(v.value)).join(', ')}.` : '',
      f.notShown ? `Not documented: ${oneLine(f.notShown)}` : '',
    ].filter(Boolean);
    const text = [oneLine(f.description), ...facts].filter(Boolean).join(' ');
    lines.push(
      `${indent}- ${mdCode(f.name)} (${f.type.text}, ${f.required ? 'required' : 'optional'}${f.deprecated ? ', deprecated' : ''})${text ? `: ${text}` : ''}`,
    );
    if (f.children) lines.push(schemaTreeMarkdown(f.children, `${indent}  `));
  }
  return lines.join('\n');
}

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

export function operationDetailMarkdown(d: OperationDetail): string {
  const op = d.view;
  const out = [
    `### ${op.kind === 'webhook' ? 'Webhook' : op.method.toUpperCase()} \`${op.path}\`${op.summary && op.kind === 'operation' ? ` — ${op.summary}` : ''}${op.deprecated ? ' (deprecated)' : ''}`,
  ];
  out.push(`operationId ${mdCode(op.id)}`);
  if (op.changedIn.length) out.push(`Changed in ${op.changedIn.map((v) => `[${v}](/changelog#v${v})`).join(', ')}.`);
  if (op.description) out.push(op.description.trim());
  const params = [...op.headers, ...op.parameters];
  if (params.length) {
    out.push(
      mdTable(
        ['Name', 'In', 'Type', 'Required', 'Description'],
        params.map((p) => [
          mdCode(p.name),
          p.in,
          mdCode(p.type.text),
          p.required ? 'Yes' : 'No',
          [
            oneLine(p.description),
            p.constraints.length ? `Constraints: ${p.constraints.map((c) => constraintText(c)).join('; ')}.` : '',
            p.enumValues.length ? `One of: ${p.enumValues.map((v) => mdCode(v.value)).join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        ]),
      ),
    );
  }
  if (d.request) {
    out.push(
      `**${op.kind === 'webhook' ? 'Payload' : 'Request body'}** (${d.request.required ? 'required, ' : ''}${mdCode(d.request.contentType)}): ${mdCode(op.requestBody?.label ?? '')}`,
    );
    if (d.request.tree) out.push(schemaTreeMarkdown(d.request.tree));
  }
  out.push(`**${op.kind === 'webhook' ? 'Expected replies' : 'Responses'}**`);
  out.push(
    d.responses
      .map((r) => {
        const headers = r.headers.map(
          (h) => `  - Header ${mdCode(h.name)} (${h.type.text}${h.required ? ', required' : ''}): ${oneLine(h.description)}`,
        );
        const body = r.tree ? `\n${schemaTreeMarkdown(r.tree, '  ')}` : '';
        return (
          [
            `- **${r.status}** ${oneLine(r.description)}${r.component ? ` ([${r.component}](${API_SPEC_PATH}#response/${r.component}))` : ''}`,
            ...headers,
          ].join('\n') + body
        );
      })
      .join('\n'),
  );
  if (d.errors.entries.length) {
    out.push(
      `Error codes the catalogue documents under ${d.errors.statuses.join(', ')}: ${d.errors.entries.map((e) => mdCode(e.code)).join(', ')}.`,
    );
  }
  if (op.rules.length) out.push(`Rules:\n\n${op.rules.map((r) => `- ${r.description}`).join('\n')}`);
  const notShown = mdNotShown(op.notShown).trim();
  if (notShown) out.push(notShown);
  for (const s of d.samples) out.push(fence(s.lang, s.code));
  if (op.kind === 'webhook' && d.request?.example !== undefined)
    out.push(`Payload example:\n\n${fence('json', JSON.stringify(d.request.example, null, 2))}`);
  for (const r of d.responses) {
    if (r.example !== undefined) out.push(`Response ${r.status} example:\n\n${fence('json', JSON.stringify(r.example, null, 2))}`);
  }
  return out.join('\n\n');
}

/** /api-spec.md: the overview. */
export function overviewMarkdown(model: SpecModel, layout: ReferenceLayout): string {
  const { info, servers = [] } = model.doc;
  const out = ['# API Specification'];
  if (info.summary) out.push(info.summary);
  if (info.description) out.push(info.description.trim());
  out.push(
    [
      `- Version ${info.version}, OpenAPI ${model.doc.openapi}.`,
      ...servers.map((s) => `- Base URL ${mdCode(s.url)}${s.description ? `: ${oneLine(s.description)}` : ''}`),
    ].join('\n'),
  );
  const schemes = Object.entries((model.doc.components?.securitySchemes ?? {}) as Record<string, { description?: string }>);
  if (schemes.length)
    out.push(`## Authentication\n\n${schemes.map(([name, s]) => `- ${mdCode(name)}: ${oneLine(s.description)}`).join('\n')}`);
  out.push('Downloads: [openapi.json](/openapi.json), [openapi.yaml](/openapi.yaml).');
  out.push('## Operations by tag');
  for (const g of tagGroups(model)) {
    out.push(
      `### [${g.name}](${layout.pageOf(g.anchor)}.md)\n\n${g.operations.map((o) => `- ${o.method.toUpperCase()} [${mdCode(o.path)}](${o.href})${o.summary ? ` ${o.summary}` : ''}`).join('\n')}`,
    );
  }
  out.push(`### [Webhooks](${layout.pageOf(tagAnchor('webhooks'))}.md)\n\n### [Schemas](${layout.pageOf(tagAnchor('schemas'))}.md)`);
  out.push(
    `## Common parameters\n\n${sharedParameters(model)
      .map((p) => `- ${mdCode(p.name)} (${p.in}, ${p.type.text}, ${p.required ? 'required' : 'optional'}): ${oneLine(p.description)}`)
      .join('\n')}`,
  );
  out.push(
    `## Common responses\n\n${sharedResponses(model)
      .map((r) => `- ${r.component}${r.body ? ` (${mdCode(r.body.label)})` : ''}: ${oneLine(r.description)}`)
      .join('\n')}`,
  );
  return `${out.join('\n\n')}\n`;
}

/** /api-spec/<section>.md: a tag, operation, webhooks or schemas page. */
export function referencePageMarkdown(model: SpecModel, page: ReferencePage): string {
  const out = [`# ${page.title}`, `Part of the [API Specification](${API_SPEC_PATH}.md).`];
  if (page.kind === 'schemas') {
    for (const s of page.items) {
      out.push(`### ${mdCode(s.name)} (${s.kind === 'enum' ? 'enum' : s.typeText})`);
      if (s.description) out.push(s.description.trim());
      if (s.items.length) out.push(`${s.kind === 'enum' ? 'Values' : 'Fields'}: ${s.items.map((i) => mdCode(i.name)).join(', ')}`);
    }
    return `${out.join('\n\n')}\n`;
  }
  if (page.kind === 'tag') {
    if (page.group.description) out.push(page.group.description.trim());
    out.push(operationListMarkdown(page.group.operations));
    return `${out.join('\n\n')}\n`;
  }
  const catalogue = errorCatalogue(model);
  if (page.kind === 'operation') {
    out[1] = `Part of [${page.group.name}](${page.tagPath}.md) in the [API Specification](${API_SPEC_PATH}.md).`;
    out.push(operationDetailMarkdown(operationDetail(model, model.getOperation(page.operation.id), catalogue)));
    return `${out.join('\n\n')}\n`;
  }
  for (const op of page.items) out.push(operationDetailMarkdown(operationDetail(model, model.getOperation(op.id), catalogue)));
  return `${out.join('\n\n')}\n`;
}
