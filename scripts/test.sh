#!/usr/bin/env bash
# Runs every test: Biome (lint + format) on the whole repository, spec lint and example validation,
# type checks (tsc, astro check), unit tests and size budgets, the site build and its browser tests
# in Debian's Chromium.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
if [ ! -x /usr/bin/chromium ]; then
  echo "test: installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi
# --summarize records each task's start and end; task-times.ts prints them, slowest first.
status=0
pnpm turbo run lint test e2e --concurrency=1 --summarize || status=$?
node scripts/task-times.ts || true
exit "$status"

