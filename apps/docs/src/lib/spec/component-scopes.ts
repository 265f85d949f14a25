// The web component token scopes each embeddable component needs, from `x-component-scopes` on
// the WebComponentScope schema, for <WebComponentScopes /> and its Markdown version.
import type { SpecModel } from './spec-model.ts';

export interface ComponentScopes {
  component: string;
  label: string;
  description: string;
  scopes: string[];
}

export function componentScopes(model: SpecModel): ComponentScopes[] {
  const list = model.getSchema('WebComponentScope')['x-component-scopes'];
  if (!Array.isArray(list) || list.length === 0) {
    throw new Error('#/components/schemas/WebComponentScope/x-component-scopes: expected a non-empty list of {component, label, description, scopes}');
  }
  return list.map((entry: Record<string, unknown>, index: number) => {
    const { component, label, description, scopes } = entry;
    if (typeof component !== 'string' || typeof label !== 'string' || typeof description !== 'string' || !Array.isArray(scopes)) {
      throw new Error(`#/components/schemas/WebComponentScope/x-component-scopes/${index}: expected {component, label, description, scopes: string[]}`);
    }
    return { component, label, description, scopes: scopes.map(String) };
  });
}
