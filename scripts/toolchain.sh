#!/usr/bin/env bash
# Sourced by the other scripts: puts Node 24 LTS and pnpm (pinned in tools/package.json,
# installed from the npm registry) first on PATH, then installs the workspace.
# Fresh machines ship Node 20 and corepack fails pnpm's signature check, hence this.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/tools"
want_node="v$(sed -n 's/.*"node": "\(.*\)".*/\1/p' "$TOOLS/package.json")"
if [ ! -x "$TOOLS/node_modules/.bin/node" ] || [ "$("$TOOLS/node_modules/.bin/node" --version 2>/dev/null)" != "$want_node" ]; then
  echo "toolchain: installing Node $want_node and pnpm into tools/ from the npm registry"
  (cd "$TOOLS" && npm ci --no-audit --no-fund --loglevel=error)
fi
export PATH="$TOOLS/node_modules/.bin:$PATH"
export ASTRO_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
cd "$ROOT"
if [ "${SKIP_INSTALL:-}" != 1 ]; then
  pnpm install --frozen-lockfile --reporter=append-only
fi
