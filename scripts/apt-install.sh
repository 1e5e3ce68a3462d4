#!/usr/bin/env bash
# Installs Debian packages the tests need on a fresh machine (Chromium, PostgreSQL),
# as root or with passwordless sudo. Usage: scripts/apt-install.sh <package>...
set -euo pipefail
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
  echo "Cannot install $* (not root, no passwordless sudo): install it yourself and run again." >&2
  exit 1
fi
echo "Installing Debian packages: $*"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "$@" >/dev/null
