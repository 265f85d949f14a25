// The MCP server: one table of the tools of tools.ts with their input schemas, registered in one loop. A ToolInputError
// (or any other failure) becomes a tool error result saying what was expected; the server never stops on bad input.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createSandbox } from '@paydocs/mock/core';
import { z } from 'zod';
import { releasedVersions } from './changes.ts';
import type { DocsData } from './docs-data.ts';
import { fitText, MAX_ANSWER_CHARS, MAX_PATH_CHARS, MAX_QUERY_CHARS } from './limits.ts';
import * as tools from './tools.ts';
import { resetSandbox, tryRequest } from './try.ts';

const LIMIT = `Answers are compact JSON of at most ${MAX_ANSWER_CHARS.toLocaleString('en')} characters`;

const result = (text: string, isError = false): CallToolResult => ({ ...(isError ? { isError } : {}), content: [{ type: 'text', text }] });

function answer(run: () => unknown, hint = 'ask for less'): CallToolResult {
  try {
    const text = JSON.stringify(run());
    if (text.length <= MAX_ANSWER_CHARS) return result(text);
    return result(`the answer is ${text.length} characters, over the ${MAX_ANSWER_CHARS} limit: ${hint}`, true);
  } catch (error) {
    return result(error instanceof tools.ToolInputError ? error.message : `could not answer: ${(error as Error).message}`, true);
  }
}

const text = (max: number, what: string) => z.string().max(max, `${what}: at most ${max} characters`);
const path = () =>
  text(MAX_PATH_CHARS, 'path').describe('As the reference writes it (/payments/{id}), as sent (/v1/payments/py_1?limit=5) or a full URL');
const offset = z.number().int().min(0).optional().describe('Where to go on: the `next_offset` of the previous answer');
const call = {
  method: text(10, 'method'),
  path: path(),
  headers: z.record(text(100, 'header name'), text(MAX_PATH_CHARS, 'header value')).optional(),
  body: z.string().optional().describe('The JSON body as text (at most 1,000,000 bytes)'),
};

/** A tool: what it does, its input (its arguments' one type declaration), what it answers, how to ask for less. */
function tool<S extends z.ZodRawShape>(description: string, input: S, run: (args: z.infer<z.ZodObject<S>>) => unknown, hint?: string) {
  return { description, input, run, hint };
}

export function createServer(data: DocsData): McpServer {
  const server = new McpServer({ name: 'paydocs', version: '0.1.0' });
  const sandbox = createSandbox(data.spec);
  const readOnly = { readOnlyHint: true, openWorldHint: false };
  const { tags } = tools.operationTags(data);
  const versions = releasedVersions();
  const TOOLS = {
    search: tool(
      'Search the docs by section, as the site search does: an exact error code, operationId, `METHOD /path`, event or field first, then the guide sections, operations, schemas, error codes and events that answer the words. Each hit: kind, section title, page, URL with anchor, a short excerpt; get_page with that URL returns just the section.',
      {
        query: text(MAX_QUERY_CHARS, 'query').describe(
          'An error code, an operationId, `POST /payments`, a field name, words or a question',
        ),
        limit: z.number().int().min(1).max(50).optional(),
      },
      (args) => tools.search(data, args),
    ),
    get_page: tool(
      "A page of the docs as Markdown, by its path (`/gettingStarted`; list_pages names them); with an anchor (`anchor`, or a `#anchor` in the path, as in search hits) only that section. A longer page comes in parts: pass the answer's `next_offset` as `offset` for the rest.",
      {
        path: text(MAX_PATH_CHARS, 'path'),
        anchor: text(MAX_QUERY_CHARS, 'anchor')
          .optional()
          .describe('A section of the page: `step-3-cache-the-token-and-renew-it`, `error-insufficient_funds`'),
        offset,
      },
      (args) => {
        const page = tools.getPage(data, args);
        const { text: markdown, next_offset } = fitText(page.markdown, args.offset);
        return { ...page, markdown, ...(next_offset ? { next_offset, more: `get_page with offset ${next_offset} for the rest` } : {}) };
      },
    ),
    get_operation: tool(
      'One operation as its reference page gives it: the server URL and the full URL of the call, auth, parameters, request body, success responses with their examples, errors by status with their codes, a sample request, rules and what is not documented. `response: "<status>"` answers one response in full; `schema: "full"` the whole operation with every $ref resolved.',
      {
        operationId: text(MAX_QUERY_CHARS, 'operationId').optional(),
        method: text(10, 'method').optional(),
        path: path().optional(),
        response: text(10, 'response').optional().describe('One response status in full: `200`, `402`'),
        schema: z.enum(['compact', 'full']).optional().describe('`compact` (default) or `full`: every schema resolved, with examples'),
      },
      (args) => tools.getOperation(data, args),
      'ask for one response (response: "<status>") or the compact answer (no schema option)',
    ),
    get_schema: tool(
      'A component schema with every $ref resolved (list_schemas names them).',
      { name: text(MAX_QUERY_CHARS, 'name') },
      (args) => tools.getSchema(data, args),
    ),
    get_error: tool(
      'Everything the error catalogue says about an API error code: what it means, its HTTP status, group and retry advice, how it arrives (as `code`, or as a `decline_code` under `card_declined`), and where the docs describe it.',
      { code: text(MAX_QUERY_CHARS, 'code') },
      (args) => tools.getError(data, args),
    ),
    list_pages: tool(
      'Every page of the docs (path and title) with its sections (`#anchor Title`), optionally under one path (`/apiFundamentals`). Paged: `offset`, `next_offset`.',
      { under: text(MAX_PATH_CHARS, 'under').optional(), offset },
      (args) => tools.listPages(data, args),
    ),
    list_operations: tool(
      'Every operation (operationId, method, path, summary), optionally of one tag.',
      { tag: (tags.length ? z.enum(tags as [string, ...string[]]) : z.string()).optional() },
      (args) => tools.listOperations(data, args),
    ),
    list_schemas: tool(
      'Every component schema: its name and the first sentence of its description. Paged: `offset`, `next_offset`.',
      { offset },
      (args) => tools.listSchemas(data, args),
    ),
    list_events: tool('Every webhook event: its name, operationId and what it announces.', {}, () => tools.listEvents(data)),
    list_releases: tool('Every release of the API (version, date, bump, counts of changes) and the unreleased changes.', {}, () =>
      tools.listReleases(data),
    ),
    validate_request: tool(
      'Check an API call before making it, against everything the spec declares about the request: the operation exists; path parameters match their patterns; query parameters exist and keep their bounds; the auth scheme (`Authorization: Bearer <token>`) and required headers are sent; the JSON body validates against the request schema, undeclared properties included. Each problem names its location (a JSON pointer in the body, or `path.id`, `query.limit`, `header.Authorization`) and the rule.',
      call,
      (args) => tools.validateRequest(data, args),
    ),
    try_request: tool(
      "Send an API call to the sandbox (this server's in-process mock of the API: the spec's validation, documented errors and examples, with state: what you create can be read, listed and moved through its documented transitions) and get its status, headers and body. The real API is never called. State lasts for this client session; reset_sandbox clears it.",
      call,
      (args) => tryRequest(data, sandbox, args),
    ),
    reset_sandbox: tool('Forget everything created in the sandbox of this session (try_request).', {}, () => resetSandbox(sandbox)),
    changes_since: tool(
      'What changed in the API after a release (`latest` for the unreleased changes): a summary of each later release and the unreleased changes by default; `detail: "full"` lists every change, paged (`offset`, `next_offset`).',
      {
        version: z.enum(['latest', ...versions, ...versions.map((v) => `v${v}`)]),
        detail: z.enum(['summary', 'full']).optional(),
        offset,
      },
      (args) => tools.changesSince(data, args),
    ),
  };
  for (const [name, { description, input, run, hint }] of Object.entries(TOOLS))
    server.registerTool(name, { description: `${description} ${LIMIT}.`, inputSchema: input, annotations: readOnly }, (args: unknown) =>
      answer(() => run(args as never), hint),
    );
  return server;
}
