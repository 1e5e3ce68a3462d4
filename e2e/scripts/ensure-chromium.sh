#!/usr/bin/env bash
# Playwright's own browser download fails on these machines (see STACK.md): the e2e tests
# drive Debian's Chromium instead, installed here when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  bash "$(dirname "$0")/../../scripts/apt-install.sh" chromium
  "$CHROMIUM" --version
fi
