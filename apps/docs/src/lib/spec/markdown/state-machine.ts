// The Markdown rendering of a state machine view (lib/spec/model/state-machine.ts): what <StateMachine>
// shows, its statement, the states with their markers and the documented transitions.
import type { StateMachineModel } from '../model/state-machine.ts';
import { mdCode, mdTable } from './md-table.ts';

export function stateMachineMarkdown(m: StateMachineModel): string {
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
}
