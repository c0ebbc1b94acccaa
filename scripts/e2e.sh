#!/usr/bin/env bash
# End-to-end tests: a production build (in its own .next-e2e folder, so it never clobbers the
# one `pnpm start` serves) with a fresh embedded database, then Playwright in Debian Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-e2e}"
# E2E_STEP=build only builds, E2E_STEP=run only tests an earlier build (scripts/test.sh builds
# while the unit tests run); unset, both.
step="${E2E_STEP:-all}"
# Ports of their own, so a running site (`pnpm start`: 3000, its lake 3333) or another run is
# never in the way: the preferred ones when free, otherwise any free ones. The build keeps them,
# so the run step takes the ports it is given as they are.
pick_port() { if [ "$step" = run ]; then echo "$1"; else pnpm exec tsx scripts/pick-port.ts "$1"; fi; }
export E2E_PORT="$(pick_port "${E2E_PORT:-3100}")"
export LOCAL_LAKE_PORT="$(pick_port "${E2E_LAKE_PORT:-3433}")"
export NEXT_PUBLIC_SITE_URL="http://localhost:${E2E_PORT}"
# A configured analytics key pointing at a local address the tests watch, to prove that
# nothing is sent before consent and that page views follow it.
export NEXT_PUBLIC_POSTHOG_KEY=phc_e2e_test_key
export NEXT_PUBLIC_POSTHOG_HOST="http://127.0.0.1:4599"
export DATA_DIR="${E2E_DATA_DIR:-$PWD/.data/e2e}"
# Preview links in the tests are signed with this secret.
export PREVIEW_SECRET=e2e-preview-secret-0123456789abcdef0123456789
# Sign-in runs through the popup and the local OpenID Connect provider, as offline users see it.
export LOCAL_IDP_ENABLED=true
# Job alert digests every 4.5 s instead of every 15 minutes, so a test sees its digest arrive.
export JOB_ALERT_PERIOD_SCALE=0.005
# The members' reminders of an answer due in days come within seconds of the application (the
# candidate's late notice keeps its real day).
export ANSWER_REMINDER_SCALE=0.00002
# The Studio opens for this address only (the tests sign in with it).
export EDITOR_EMAILS=editor@tribe.test
# Every test user signs in from this machine's one address, as if hundreds of people shared it:
# the per-address limits (30 sign-ins in 10 minutes) are multiplied for the run.
export RATE_LIMIT_SCALE=10
# The site under test runs on the embedded defaults; the two-instance test alone gets
# PostgreSQL and Redis (scripts/test.sh passes them on, or set them here).
export E2E_POSTGRES_URL="${E2E_POSTGRES_URL:-${DATABASE_URL:-}}"
export E2E_REDIS_URL="${E2E_REDIS_URL:-${REDIS_URL:-}}"
unset DATABASE_URL REDIS_URL
# The server's output, checked after the run for the test users' personal data.
export E2E_SERVER_LOG="${E2E_SERVER_LOG:-$PWD/.data/e2e-server.log}"
if [ "$step" != run ]; then
  rm -rf "$DATA_DIR"
  pnpm --filter @tribe/web build
fi
if [ "$step" != build ]; then
  pnpm exec tsx scripts/check-chromium.ts
  rm -rf "$E2E_SERVER_LOG"
  mkdir -p "$(dirname "$E2E_SERVER_LOG")"
  pnpm exec playwright test "$@"
  pnpm exec tsx e2e/support/check-server-log.ts "$E2E_SERVER_LOG"
fi
