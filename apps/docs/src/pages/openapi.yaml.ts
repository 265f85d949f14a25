// /openapi.yaml: the bundled OpenAPI description in YAML, as the spec package builds it.
import type { APIRoute } from 'astro';
import { readBundledSpec } from '../lib/spec/bundle-files.ts';

export const GET: APIRoute = async () =>
  new Response(await readBundledSpec('yaml'), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
