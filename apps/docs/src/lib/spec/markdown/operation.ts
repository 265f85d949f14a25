// The Markdown rendering of an operation view (lib/spec/model/operation.ts): the <Operation> card
// and the <OperationList> table as the /<page>.md versions show them. Same view, same fields, same
// order as the HTML card, so the two cannot list different parameters.
import type { OperationView } from '../model/operation.ts';
import { mdCode, mdNotShown, mdTable } from './md-table.ts';
import { parameterMarkdown } from './parameter.ts';
import { returnsMarkdown } from './response.ts';

export function operationMarkdown(op: OperationView): string {
  const name = `${op.kind === 'webhook' ? 'Webhook' : op.method.toUpperCase()} ${op.path}`;
  const lines = [
    `**${op.kind === 'webhook' ? 'Webhook' : op.method.toUpperCase()} \`${op.path}\`**${op.summary ? ` — ${op.summary}` : ''}${op.deprecated ? ' (deprecated)' : ''}`,
  ];
  if (op.description) lines.push(op.description.trim());
  if (op.cardParameters.length) lines.push(op.cardParameters.map(parameterMarkdown).join('\n'));
  const io = [op.requestBody ? `Request body: ${mdCode(op.requestBody.label)}.` : '', ...op.success.map(returnsMarkdown)].filter(Boolean);
  if (io.length) lines.push(io.join(' '));
  if (op.rules.length) lines.push(`Rules:\n\n${op.rules.map((r) => `- ${r.description}`).join('\n')}`);
  const notShown = mdNotShown(op.notShown).trim();
  if (notShown) lines.push(notShown);
  if (op.changedIn.length) lines.push(`Changed in ${op.changedIn.map((v) => `[${v}](/changelog#v${v})`).join(', ')}.`);
  lines.push(`[${name} in the API reference](${op.href})`);
  return lines.join('\n\n');
}

export function operationListMarkdown(ops: OperationView[]): string {
  return mdTable(
    ['Method', 'Path', 'What it does'],
    ops.map((o) => [o.method.toUpperCase(), `[${mdCode(o.path)}](${o.href})`, `${o.summary ?? ''}${o.deprecated ? ' (deprecated)' : ''}`]),
  );
}
