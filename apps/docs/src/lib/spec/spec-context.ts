// The spec model a spec component renders, read from `Astro.locals.spec`: src/middleware.ts puts
// the bundled spec there for every page; a component test passes a fixture spec instead
// (`container.renderToString(Component, { locals: { spec } })`). Components never import the
// bundled-spec singleton, so each one can be rendered on any spec: the bundled one on pages, a fixture in tests.
import type { SpecModel } from './spec-model.ts';

export function specOf(astro: { locals: App.Locals }): SpecModel {
  const model = astro.locals.spec;
  if (!model) {
    throw new Error('Astro.locals.spec is not set: src/middleware.ts sets it for pages; a container test passes `locals: { spec }`.');
  }
  return model;
}
