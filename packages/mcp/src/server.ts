// The MCP server: the tools of tools.ts registered with their input schemas. A ToolInputError (or any other
// failure) becomes a tool error result saying what was expected; the server itself never stops on bad input.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { DocsData } from './docs-data.ts';
import * as tools from './tools.ts';

export const TOOL_NAMES = [
  'search',
  'get_page',
  'get_operation',
  'get_schema',
  'get_error',
  'list_operations',
  'validate_request',
  'changes_since',
] as const;

function answer(run: () => unknown): CallToolResult {
  try {
    return { content: [{ type: 'text', text: JSON.stringify(run(), null, 2) }] };
  } catch (error) {
    const message = error instanceof tools.ToolInputError ? error.message : `could not answer: ${(error as Error).message}`;
    return { isError: true, content: [{ type: 'text', text: message }] };
  }
}

export function createServer(data: DocsData): McpServer {
  const server = new McpServer({ name: 'paydocs', version: '0.1.0' });
  const readOnly = { readOnlyHint: true, openWorldHint: false };
  server.registerTool(
    'search',
    {
      description:
        'Search the docs by section, as the site search does: an exact error code, operationId, `METHOD /path`, event or field first, then the guide sections, operations, schemas, error codes and events that answer the words. Each hit: kind, section title, page, URL with anchor, a short excerpt; get_page with that URL returns just the section.',
      inputSchema: {
        query: z.string().describe('An error code, an operationId, `POST /payments`, a field name, words or a question'),
        limit: z.number().int().min(1).max(50).optional(),
      },
      annotations: readOnly,
    },
    (args) => answer(() => tools.search(data, args)),
  );
  server.registerTool(
    'get_page',
    {
      description:
        'A page of the docs as Markdown, by its path (`/gettingStarted`); with an anchor (`anchor`, or a `#anchor` in the path, as in search hits) only that section.',
      inputSchema: {
        path: z.string(),
        anchor: z.string().optional().describe('A section of the page: `step-3-cache-the-token-and-renew-it`, `error-insufficient_funds`'),
      },
      annotations: readOnly,
    },
    (args) => answer(() => tools.getPage(data, args)),
  );
  server.registerTool(
    'get_operation',
    {
      description:
        'One operation, every $ref resolved: method, path, parameters, request body, responses with examples, rules and what is not documented.',
      inputSchema: {
        operationId: z.string().optional(),
        method: z.string().optional(),
        path: z.string().optional().describe('As the reference writes it (/payments/{id}), as sent (with ids and a query) or a full URL'),
      },
      annotations: readOnly,
    },
    (args) => answer(() => tools.getOperation(data, args)),
  );
  server.registerTool(
    'get_schema',
    { description: 'A component schema, resolved.', inputSchema: { name: z.string() }, annotations: readOnly },
    (args) => answer(() => tools.getSchema(data, args)),
  );
  server.registerTool(
    'get_error',
    {
      description: 'What an API error code means, and where the docs describe it.',
      inputSchema: { code: z.string() },
      annotations: readOnly,
    },
    (args) => answer(() => tools.getError(data, args)),
  );
  server.registerTool(
    'list_operations',
    {
      description: 'Every operation (operationId, method, path, summary), optionally of one tag.',
      inputSchema: { tag: z.string().optional() },
      annotations: readOnly,
    },
    (args) => answer(() => tools.listOperations(data, args)),
  );
  server.registerTool(
    'validate_request',
    {
      description:
        'Check an API call before making it: the operation exists, required headers are sent, query names exist and the JSON body validates against the request schema. Each problem names its JSON pointer and the rule.',
      inputSchema: {
        method: z.string(),
        path: z.string().describe('As the reference writes it (/payments/{id}), as sent (with ids and a query) or a full URL'),
        headers: z.record(z.string(), z.string()).optional(),
        body: z.string().optional().describe('The JSON body as text'),
      },
      annotations: readOnly,
    },
    (args) => answer(() => tools.validateRequest(data, args)),
  );
  server.registerTool(
    'changes_since',
    {
      description: 'What changed in the API after a release: each later release and the unreleased changes, breaking first.',
      inputSchema: { version: z.string() },
      annotations: readOnly,
    },
    (args) => answer(() => tools.changesSince(data, args)),
  );
  return server;
}
