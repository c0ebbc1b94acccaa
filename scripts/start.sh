#!/usr/bin/env bash
# Builds and starts the site on the embedded defaults: PGlite in .data/ and the demo
# content from content/. Serves http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export PORT="${PORT:-3000}"
pnpm --filter @tribe/web build
exec pnpm --filter @tribe/web start -p "$PORT"
