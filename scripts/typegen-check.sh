#!/usr/bin/env bash
# Fails when the committed schema.json or web/contracts/sanity.types.ts differ from what the
# schema and queries generate now.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1
pnpm typegen >/dev/null
if ! git diff --quiet -- schema.json web/contracts/sanity.types.ts; then
  git --no-pager diff --stat -- schema.json web/contracts/sanity.types.ts
  echo "Generated content types are out of date: run 'pnpm typegen' and commit the result." >&2
  exit 1
fi
echo "Generated content types are up to date."
