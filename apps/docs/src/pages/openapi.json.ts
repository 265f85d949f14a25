// /openapi.json: the bundled OpenAPI description, byte for byte as the spec package builds it.
import type { APIRoute } from 'astro';
import { readSpecFile } from '../lib/spec/site-spec.ts';

export const GET: APIRoute = async () =>
  new Response(await readSpecFile('json'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
