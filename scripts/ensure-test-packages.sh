#!/usr/bin/env bash
# Installs, in one apt run, the Debian packages the tests need that the machine lacks: Chromium's
# headless shell for the e2e tests and PostgreSQL for the API suites. The test command runs this first so that
# its lanes never run apt side by side (apt takes one lock); e2e/scripts/ensure-chromium.sh and
# api/scripts/with-postgres.sh still install their own package when run alone.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
if [ "${SKIP_POSTGRES_TESTS:-}" != "1" ] && ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  missing+=(postgresql)
fi
if [ ${#missing[@]} -gt 0 ]; then bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"; fi
echo "Test packages present: chromium-headless-shell, postgresql${SKIP_POSTGRES_TESTS:+ (skipped)}"
