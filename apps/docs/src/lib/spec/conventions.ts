// The API-wide conventions of `info.x-conventions`, stated once on /apiFundamentals (<Conventions>),
// and the marker that a field, parameter, operation or response following one shows instead of
// repeating the convention's sentence (`x-convention: timestamps`).
import { withBase } from '@paydocs/spec-access';
import { SpecLookupError, type SpecModel } from './spec-model.ts';
import type { Convention } from '@paydocs/spec-tools/extensions';

/** The guide whose "Conventions" section lists them. */
export const CONVENTIONS_PATH = '/apiFundamentals';

export interface ConventionEntry extends Convention {
  id: string;
  /** Id of its entry on the conventions page: `convention-timestamps`. */
  anchor: string;
  /** Its URL, base included. */
  href: string;
}

export function conventions(model: SpecModel): ConventionEntry[] {
  return Object.entries<Convention>(model.doc.info['x-conventions'] ?? {}).map(([id, c]) => ({
    id,
    ...c,
    anchor: `convention-${id}`,
    href: `${withBase(model.base, CONVENTIONS_PATH)}#convention-${id}`,
  }));
}

/** The marker of the convention an `x-convention` names, as HTML ("Convention: <link>"), or '' when there is no marker. */
export function conventionMarkHtml(model: SpecModel, id: string | undefined): string {
  if (id === undefined) return '';
  const c = conventions(model).find((entry) => entry.id === id);
  if (!c) throw new SpecLookupError(`x-convention "${id}" is not a key of #/info/x-conventions.`);
  return `Convention: <a class="spec-convention" href="${c.href}">${c.title}</a>`;
}
