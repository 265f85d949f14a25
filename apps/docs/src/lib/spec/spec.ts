// The bundled spec, read once at build time through the @paydocs/openapi package export (never a
// sibling path, never the network). `pnpm spec build` writes it; a missing file fails the build here.
import bundled from '@paydocs/openapi/openapi.json';
import { createSpecModel, type SpecModel } from './spec-model.ts';
import type { OpenApiDocument } from './types.ts';

export const spec: SpecModel = createSpecModel(bundled as unknown as OpenApiDocument, '@paydocs/openapi/openapi.json');

export const getSchema = (name: string) => spec.getSchema(name);
export const getOperation = (id: string) => spec.getOperation(id);
export const listOperationsByTag = (tag: string) => spec.operationsByTag(tag);
