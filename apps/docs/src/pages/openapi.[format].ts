// /openapi.json and /openapi.yaml: the bundled OpenAPI description, byte for byte as the spec package builds it.
import type { APIRoute } from 'astro';
import { readSpecFile } from '../lib/spec/site-spec.ts';

const TYPES = { json: 'application/json; charset=utf-8', yaml: 'application/yaml; charset=utf-8' };

export const getStaticPaths = () => Object.keys(TYPES).map((format) => ({ params: { format } }));

export const GET: APIRoute = async ({ params }) => {
  const format = params.format as keyof typeof TYPES;
  return new Response(await readSpecFile(format), { headers: { 'Content-Type': TYPES[format] } });
};
