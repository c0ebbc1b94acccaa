#!/usr/bin/env bash
# Puts Node (22.19+ or 24.6+, the first with a worker's CPU time) and pnpm on PATH. Source it: `. scripts/bootstrap.sh`.
# When the machine's Node is older, installs Node 24 and pnpm 10 from the npm
# registry into .tools/ (git-ignored) and puts them first on PATH.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>24||(a===24&&b>=6)||(a===22&&b>=19)?0:1)'
}

if [ -x "$tools/node_modules/.bin/node" ]; then
  export PATH="$tools/node_modules/.bin:$PATH"
fi
if ! node_is_recent || ! command -v pnpm >/dev/null 2>&1; then
  echo "bootstrap: installing Node 24 and pnpm 10 into .tools/" >&2
  npm install --silent --no-audit --no-fund --prefix "$tools" node@24 pnpm@10 >&2
  export PATH="$tools/node_modules/.bin:$PATH"
fi
node_is_recent || { echo "bootstrap: Node 22.19+ or 24.6+ is required, found $(node --version)" >&2; return 1 2>/dev/null || exit 1; }
