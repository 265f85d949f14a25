#!/usr/bin/env bash
# One command for a newcomer: install everything, build the pipeline, serve the built site.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
pnpm turbo run build --filter=@paydocs/docs...
exec pnpm --filter @paydocs/docs preview --host 127.0.0.1 --port "${PORT:-4321}"
