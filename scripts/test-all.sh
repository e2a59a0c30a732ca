#!/usr/bin/env bash
# The one command that runs every test (README quick start). It installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
# Playwright cannot download browsers here: the browser tests use Debian's Chromium.
command -v chromium >/dev/null || (apt-get update && apt-get install -y chromium)
npm test
npm run test:browser
