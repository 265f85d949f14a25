// The name a schema has in `#/components/schemas` once bundled: its file name in the split spec
// (`components/schemas/ErrorCode.yaml` -> `ErrorCode`), or its key in a single-file document. Rules
// that tie an extension to a named component (ErrorCode, WebhookEventName, ...) need it.
import type { UserContext } from './shared.ts';

const FILE = /[/\\]components[/\\]schemas[/\\]([^/\\]+)\.(ya?ml|json)$/;
const POINTER = /^#\/components\/schemas\/([^/]+)$/;

export function componentSchemaName(location: UserContext['location']): string | undefined {
  if (location.pointer === '#/' || location.pointer === '#') {
    return FILE.exec(location.source.absoluteRef)?.[1];
  }
  const key = POINTER.exec(location.pointer)?.[1];
  return key === undefined ? undefined : decodeURIComponent(key).replaceAll('~1', '/').replaceAll('~0', '~');
}
