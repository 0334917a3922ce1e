#!/usr/bin/env bash
# The local cluster shares its abuse limits through Redis; without REDIS_URL it starts Debian's redis-server. Install it when missing.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "redis-server is missing and installing it needs root: sudo apt-get install -y redis-server" >&2
  exit 1
fi
echo "Installing Debian's redis-server for the local cluster…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq redis-server >/dev/null
/usr/bin/redis-server --version
