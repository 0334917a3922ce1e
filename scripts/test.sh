#!/usr/bin/env bash
# `npm test`: every check a change must pass, cheapest first so a mistake fails fast. Stages that
# do not depend on each other run side by side (their lines prefixed with the stage's name), and a
# table of each stage's time ends the run, passed or not, so a slow stage shows in CI's log.
# TEST_KEEP_GOING=1 runs every stage even after one failed (the run still fails at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

now() { date +%s; }
started=$(now)
timings=$(mktemp)
summary() {
  local status=$?
  printf '\n\033[1m%-44s %8s  %s\033[0m\n' 'stage' 'seconds' 'result'
  while IFS=$'\t' read -r name from to result; do
    printf '%-44s %8d  %s\n' "$name" "$((to - from))" "$result"
  done <"$timings"
  printf '\033[1m%-44s %8d  %s\033[0m\n' 'npm test (wall clock)' "$(($(now) - started))" \
    "$([ "$status" -eq 0 ] && echo passed || echo failed)"
  rm -f "$timings"
}
trap summary EXIT

# stage NAME COMMAND…: runs one stage, noting its time and result.
stage() {
  local name=$1 from status=0
  from=$(now)
  shift
  printf '\n\033[1m▶ %s\033[0m (at %ds)\n' "$name" "$(($(now) - started))"
  "$@" || status=$?
  printf '%s\t%d\t%d\t%s\n' "$name" "$from" "$(now)" "$([ "$status" -eq 0 ] && echo passed || echo "failed ($status)")" >>"$timings"
  return "$status"
}

# side_by_side 'NAME: STAGE && STAGE …' …: runs each line in its own process, its stages one after
# another, waits for all, and fails if any failed.
side_by_side() {
  local pids=() spec failed=0
  for spec in "$@"; do
    local name=${spec%%:*} body=${spec#*: } script='failed=0'
    while [ -n "$body" ]; do
      local part=${body%% && *}
      script+="; $part || { failed=1; [ \"\${TEST_KEEP_GOING:-}\" = 1 ] || exit 1; }"
      [ "$part" = "$body" ] && body='' || body=${body#* && }
    done
    (bash -c "set -uo pipefail; $(declare -f now stage); started=$started timings=$timings; $script; exit \$failed" 2>&1 |
      sed -u "s/^/[$name] /") &
    pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}

# step COMMAND…: runs a step; a failure stops the run unless TEST_KEEP_GOING=1 (noted for the end).
failures=0
step() {
  if "$@"; then return 0; fi
  failures=$((failures + 1))
  [ "${TEST_KEEP_GOING:-}" = 1 ] || exit 1
}

# The machine's own tools first (no-ops when present): the unit tests start redis-server
# processes of their own, the journeys drive Debian's Chromium.
step stage 'tools (redis-server, chromium)' bash -c 'bash scripts/ensure-redis.sh && bash scripts/ensure-chromium.sh'

# Each is one process on one core for most of its run: together they take the longer one's time.
step side_by_side \
  "lint: stage 'lint (eslint, prettier, dependency-cruiser)' npm run lint --silent" \
  "types: stage 'type checks' npm run typecheck --silent"

# The server's tests mostly wait on PostgreSQL; the contract's and the web's tests and the build
# use the CPU meanwhile. Nothing here reads the build, and the build reads no test's files.
step side_by_side \
  "server: stage 'server tests (real PostgreSQL, Redis)' npm run test -w apps/server --silent" \
  "web: stage 'contract tests' npm run test -w packages/contract --silent && stage 'web tests' npm run test -w apps/web --silent && stage 'build' npm run build --silent"

step stage 'size budget of a first visit' node apps/web/build/check-budget.mjs
step stage "class merger's configuration" node apps/web/build/class-merge-config.mjs
step stage 'browser journeys (Chromium)' npx playwright test
[ "$failures" -eq 0 ]
