#!/usr/bin/env bash
# Installs what the tests need on a fresh machine: the npm packages exactly as locked, and
# Debian's Chromium for the browser tests (never a browser downloaded by a test tool).
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm ci` refuses a lockfile whose optional platform builds (rollup, biome, tailwind oxide for other
# systems) the registry cannot serve; some registry mirrors lack them (npm/cli#9846). The lockfile still
# pins every version this machine needs, so install from it without rewriting it.
if ! npm ci; then
  echo "npm ci refused the lockfile; installing from it with npm install --no-save"
  npm install --no-save
fi

CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then
  echo "Chromium found at $CHROME"
else
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "Installing Debian's chromium package..."
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  "$CHROME" --version
fi
