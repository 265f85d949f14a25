// View model of an OpenAPI Parameter: what every renderer (the operation card, the /api-spec entry,
// the shared-parameter list, the Markdown version) shows about one parameter, built once here.
import { componentName, type Located, type ParameterObject } from '@paydocs/spec-access';
import { parameterAnchor } from '../anchors.ts';
import { constraints, enumValues, typeLabel } from '../describe-schema.ts';
import type { FieldFacts } from '../schema-rows.ts';
import type { SpecModel } from '../spec-model.ts';

/** What a field table says of a field, said of a parameter (its own flags and description, its schema's type and limits). */
export interface ParameterView extends Omit<FieldFacts, 'notShown'> {
  /** components/parameters name when the parameter is shared (e.g. `Limit`). */
  component: string | undefined;
  name: string;
  in: string;
}

/** A shared parameter (components/parameters), described once on /api-spec under its anchor. */
export interface SharedParameterView extends ParameterView {
  component: string;
  anchor: string;
}

/** The view of a parameter, `$ref` resolved (spec-access's walk), shared when the ref named components/parameters. */
export function parameterView(model: SpecModel, { node: p, ref }: Pick<Located<ParameterObject>, 'node' | 'ref'>): ParameterView {
  return {
    component: componentName(ref, 'parameters'),
    name: p.name,
    in: p.in,
    required: Boolean(p.required),
    deprecated: Boolean(p.deprecated),
    type: typeLabel(model, p.schema),
    description: p.description,
    constraints: constraints(model, p.schema),
    enumValues: enumValues(model, p.schema),
    convention: p['x-convention'],
  };
}

/** Shared parameters the operations or webhooks use, described once instead of per operation. */
export function sharedParameters(model: SpecModel): SharedParameterView[] {
  const used = new Set(model.entries().flatMap((e) => e.parameters.map((p) => componentName(p.ref, 'parameters'))));
  return Object.entries(model.doc.components?.parameters ?? {})
    .filter(([name]) => used.has(name))
    .map(([component, raw]) => ({
      ...parameterView(model, { node: model.resolve(raw) }),
      component,
      anchor: parameterAnchor(component),
    }));
}
