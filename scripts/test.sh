#!/usr/bin/env bash
# The whole suite: lint, types, schema, generated types, unit + integration tests (on PGlite, and
# again on PostgreSQL when DATABASE_URL is set; the channels over PostgreSQL and Redis when they are
# set), then end-to-end tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

step() { printf '\n== %s\n' "$1"; }

postgres_url="${DATABASE_URL:-}"
redis_url="${REDIS_URL:-}"
unset DATABASE_URL REDIS_URL

step "lint (biome)"
pnpm lint
step "types (tsc)"
pnpm typecheck
step "Sanity schema"
pnpm schema:validate
step "generated content types are current"
pnpm typegen:check
step "unit and integration tests on PGlite (vitest)"
pnpm exec vitest run
if [ -n "$postgres_url" ]; then
  step "integration tests on PostgreSQL (vitest)"
  DATABASE_URL="$postgres_url" pnpm exec vitest run tests/platform tests/applications tests/newsletter tests/inquiry tests/mail tests/retention tests/job-alerts tests/workspace tests/numbers tests/company-signup
fi
if [ -n "$postgres_url" ] || [ -n "$redis_url" ]; then
  step "channels between instances over PostgreSQL and Redis (vitest)"
  DATABASE_URL="$postgres_url" REDIS_URL="$redis_url" pnpm exec vitest run tests/channels
fi
step "end to end (playwright)"
TYPES_CHECKED_BEFORE_BUILD=true E2E_POSTGRES_URL="$postgres_url" E2E_REDIS_URL="$redis_url" pnpm e2e
