// In a split spec the root `components` map is (nearly) empty: a component is a file, and it only
// enters the bundle when something `$ref`s it. Redocly's no-unused-components therefore cannot
// see a schema file nobody uses; this rule reports every YAML/JSON file under components/, paths/
// and webhooks/ that no `$ref` reaches from the root document.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Source } from '@redocly/openapi-core';
import { specFiles } from '../../spec-files.ts';
import type { Oas3Rule } from './shared.ts';

export const NoOrphanFiles: Oas3Rule = () => {
  const referenced = new Set<string>();
  return {
    ref(_node, _ctx, resolved) {
      const file = resolved.location?.source.absoluteRef;
      if (file) referenced.add(path.resolve(file));
    },
    Root: {
      leave(_root, { report, location }) {
        const rootFile = location.source.absoluteRef;
        if (!path.isAbsolute(rootFile)) return; // linted from a string: no folder to scan
        // A bundled document (openapi-typescript lints the bundle too) refers to no other file.
        if (![...referenced].some((file) => file !== path.resolve(rootFile))) return;
        for (const file of specFiles(rootFile, 'yaml,yml,json').slice(1)) {
          if (referenced.has(file)) continue;
          report({
            message: `${path.relative(path.dirname(rootFile), file)} is never referenced from ${path.basename(rootFile)}: $ref it or delete it.`,
            location: { source: new Source(file, readFileSync(file, 'utf8')), pointer: '#/' },
          });
        }
      },
    },
  };
};
