#!/usr/bin/env bash
# Installs the Debian packages the tests need that the machine lacks: `postgresql` for the API
# suites, `chromium` (Chromium's headless shell) for the e2e tests; both when none is named. The
# test command runs it before the phases that need each, one apt run at a time (apt takes one
# lock); e2e/scripts/ensure-chromium.sh and api/scripts/with-postgres.sh still install their own
# package when run alone.
set -euo pipefail
missing=()
for wanted in "${@:-postgresql chromium}"; do
  for package in $wanted; do
    case "$package" in
      chromium)
        [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
        ;;
      postgresql)
        if [ "${SKIP_POSTGRES_TESTS:-}" != "1" ] && ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
          missing+=(postgresql)
        fi
        ;;
      *)
        echo "Unknown test package: $package (postgresql or chromium)" >&2
        exit 2
        ;;
    esac
  done
done
if [ ${#missing[@]} -gt 0 ]; then bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"; fi
echo "Test packages present: ${*:-postgresql chromium}${SKIP_POSTGRES_TESTS:+ (PostgreSQL skipped)}"
