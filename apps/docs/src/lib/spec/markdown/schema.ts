// The Markdown rendering of a schema's field view (lib/spec/model/schema.ts): what <SchemaTable>
// shows, one row per field with type, required flag, constraints and description.
import { constraintText } from '../describe-schema.ts';
import type { SchemaFieldsView } from '../model/schema.ts';
import { mdCode, mdNotShown, mdTable } from './md-table.ts';

export function schemaFieldsMarkdown(view: SchemaFieldsView): string {
  const rows = view.rows.map((r) => [
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
  return `**\`${view.name}\` fields**\n\n${mdTable(['Field', 'Type', 'Required', 'Constraints', 'Description'], rows)}${mdNotShown(view.notShown)}`;
}
