#!/usr/bin/env bash
# `npm run cluster` and the cluster bench put Debian's HAProxy in front of the portal processes. Install it when missing.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "HAProxy is missing and installing it needs root: sudo apt-get install -y haproxy" >&2
  exit 1
fi
echo "Installing Debian's haproxy for the local cluster…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq haproxy >/dev/null
haproxy -v | head -n 1
