#!/usr/bin/env bash
# Playwright's own browser download fails on these machines (see STACK.md): the e2e tests
# drive Debian's Chromium instead. Install it when it is missing (root, or passwordless sudo).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo -n"; else
  echo "Cannot install Chromium: not root and no sudo. Install the 'chromium' package, or set CHROMIUM_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
