#!/usr/bin/env bash
# `npm test`: every check a change must pass, cheapest first so a mistake fails fast.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the run has taken so far, so a slow stage shows in CI's log.
started=$SECONDS
step() { printf '\n\033[1m▶ %s\033[0m (at %ds)\n' "$1" "$((SECONDS - started))"; }

step "lint and type checks, side by side"
# Each is one process on one core for most of its run: together they take the longer one's time
# on CI's two cores, not the sum (about 90 s + 150 s there).
npm run lint --silent &
lint=$!
npm run typecheck --silent &
types=$!
wait "$lint"
wait "$types"
step "unit and API tests (contract, server against real PostgreSQL and a private Redis, web)"
# The two-server test and the shared-limit tests start redis-server processes of their own.
bash scripts/ensure-redis.sh
npm run test:unit --silent
step "build"
npm run build --silent
step "size budget of a first visit (compressed JS and CSS)"
node apps/web/build/check-budget.mjs
step "browser journeys (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
step "done"
