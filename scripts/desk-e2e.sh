#!/usr/bin/env bash
# The front desk's browser journey (playwright.desk.config.ts) on each storage backend: SQLite always,
# PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it); without it that lane is named NOT RUN.
set -euo pipefail
DESK_E2E_BACKEND=sqlite env -u TEST_DATABASE_URL playwright test -c playwright.desk.config.ts
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  DESK_E2E_BACKEND=postgres playwright test -c playwright.desk.config.ts
else
  echo "Desk journey on PostgreSQL: NOT RUN (set TEST_DATABASE_URL, e.g. from scripts/test-postgres.sh start)"
fi
