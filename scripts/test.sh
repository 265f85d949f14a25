#!/usr/bin/env bash
# Runs every test: Biome (lint + format) on the whole repository, spec lint and example validation,
# type checks (tsc, astro check), unit tests and size budgets (the guides' samples in bash, Node and
# Debian's Ruby against the local mock), the site build and its browser tests in Debian's Chromium headless shell.
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
# Debian's packages the tests run: Chromium's headless shell for the browser tests (the same build as Debian's
# chromium, without its headless mode's idle CPU: apps/docs/e2e/chromium.ts), ruby for the guides' Ruby samples.
for need in "chromium-headless-shell:the browser tests" "ruby:the guides' Ruby samples"; do
  pkg="${need%%:*}"
  if [ ! -x "/usr/bin/$pkg" ]; then
    echo "test: installing Debian's $pkg for ${need#*:}"
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq "$pkg" >/dev/null
    else sudo apt-get update -qq && sudo apt-get install -y -qq "$pkg" >/dev/null; fi
  fi
done
# --summarize records each task's start and end; task-times.ts prints them, slowest first.
status=0
pnpm turbo run lint test test:sub-path e2e e2e:dev --summarize || status=$?
node scripts/task-times.ts || true
exit "$status"

