// /openapi.yaml: the bundled OpenAPI description in YAML, as the spec package builds it.
import type { APIRoute } from 'astro';
import { readSpecFile } from '../lib/spec/site-spec.ts';

export const GET: APIRoute = async () =>
  new Response(await readSpecFile('yaml'), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
