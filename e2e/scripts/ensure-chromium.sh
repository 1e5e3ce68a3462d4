#!/usr/bin/env bash
# Playwright's own browser download fails on these machines (see STACK.md): the e2e tests
# drive Debian's Chromium headless shell instead (decision 0050), installed here when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$CHROMIUM" ]; then
  bash "$(dirname "$0")/../../scripts/apt-install.sh" chromium-headless-shell
  "$CHROMIUM" --version
fi
