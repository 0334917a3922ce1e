#!/usr/bin/env bash
# The server the browser journeys run against: the real build, on a fresh data folder every run.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-.tmp/e2e-data}"
rm -rf "$DATA_DIR"
export PORT="${E2E_PORT:-3100}" NODE_ENV=test LOG_LEVEL=warn
# Many journeys share one IP; the per-IP abuse limits are multiplied so they never trip here.
export RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-50}"
# Likewise the open live-score streams an address may hold (10 by default).
export LIVE_STREAMS_PER_ADDRESS="${LIVE_STREAMS_PER_ADDRESS:-500}"
# The signed game API (ingestion, sign-in links from the game) with a secret the journeys know.
export GAME_INGEST_SECRET="${GAME_INGEST_SECRET:-e2e-game-api-secret-0123456789abcdef01234567}"
exec node apps/server/dist/main.js
