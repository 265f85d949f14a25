// The tools the server offers, as the README's tool table and the docs' /tools/mcp page name them: what the tests
// expect the server to list over each transport.
export const TOOL_NAMES = [
  'search',
  'get_page',
  'get_operation',
  'get_schema',
  'get_error',
  'list_pages',
  'list_operations',
  'list_schemas',
  'list_events',
  'list_releases',
  'validate_request',
  'try_request',
  'reset_sandbox',
  'changes_since',
];
