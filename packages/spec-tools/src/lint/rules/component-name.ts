// The name a schema has in `#/components/schemas` once bundled: its file name in the split spec
// (`components/schemas/ErrorCode.yaml` -> `ErrorCode`), or its key in a single-file document. Rules
// that tie an extension to a named component (ErrorCode, WebhookEventName, ...) need it.
import { parsePointer } from '@paydocs/spec-access';
import type { UserContext } from './shared.ts';

const FILE = /[/\\]components[/\\]schemas[/\\]([^/\\]+)\.(ya?ml|json)$/;

export function componentSchemaName(location: UserContext['location']): string | undefined {
  if (location.pointer === '#/' || location.pointer === '#') {
    return FILE.exec(location.source.absoluteRef)?.[1];
  }
  const tokens = parsePointer(location.pointer);
  return tokens.length === 3 && tokens[0] === 'components' && tokens[1] === 'schemas' ? tokens[2] : undefined;
}
