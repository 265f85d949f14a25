// The Markdown rendering of a parameter view (lib/spec/model/parameter.ts): one list line, what the
// HTML <Parameter variant="card"> shows.
import type { ParameterView } from '../model/parameter.ts';
import { mdCode } from './md-table.ts';

export function parameterMarkdown(p: ParameterView): string {
  return `- ${mdCode(p.name)} ${p.in} (${p.required ? 'required' : 'optional'}): ${(p.description ?? '').replace(/\n/g, ' ')}`;
}
