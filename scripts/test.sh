#!/usr/bin/env bash
# The whole suite: lint, types, schema, generated types, unit + integration tests (on PGlite, and
# again on PostgreSQL when DATABASE_URL is set; the channels over PostgreSQL and Redis when they are
# set), then end-to-end tests against a production build (built while the rest runs).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

step() { printf '\n== %s\n' "$1"; }

postgres_url="${DATABASE_URL:-}"
redis_url="${REDIS_URL:-}"
unset DATABASE_URL REDIS_URL

# The end-to-end build (4–5 minutes) runs in the background meanwhile: the checks below use one
# core, and the unit tests leave part of the second idle while they wait on servers and timers.
pick_port() { pnpm exec tsx scripts/pick-port.ts "$1"; }
export E2E_PORT="$(pick_port "${E2E_PORT:-3100}")" E2E_LAKE_PORT="$(pick_port "${E2E_LAKE_PORT:-3433}")"
mkdir -p .data
build_log=.data/e2e-build.log
step "end-to-end build started in the background (its output: $build_log)"
TYPES_CHECKED_BEFORE_BUILD=true E2E_STEP=build setsid bash scripts/e2e.sh >"$build_log" 2>&1 &
build=$!
trap 'kill -- -"$build" 2>/dev/null || true' EXIT

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
step "end-to-end build"
if ! wait "$build"; then
  cat "$build_log"
  exit 1
fi
tail -n 40 "$build_log"
step "end to end (playwright)"
E2E_STEP=run E2E_POSTGRES_URL="$postgres_url" E2E_REDIS_URL="$redis_url" pnpm e2e
