// /openapi.json: the bundled OpenAPI description, byte for byte as the spec package builds it.
import type { APIRoute } from 'astro';
import { readBundledSpec } from '../lib/spec/bundle-files.ts';

export const GET: APIRoute = async () =>
  new Response(await readBundledSpec('json'), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
