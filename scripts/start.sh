#!/usr/bin/env bash
# Builds and starts the site on the embedded defaults: PGlite in .data/, the demo content
# from content/ and the local test sign-in for providers without credentials.
# Serves http://localhost:3000 to this machine only (HOST=0.0.0.0 serves a network once every
# local-only feature is off: see the README's deployment notes).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export PORT="${PORT:-3000}"
export LOCAL_IDP_ENABLED="${LOCAL_IDP_ENABLED:-true}"
pnpm --filter @tribe/web build
exec pnpm --filter @tribe/web start
