#!/usr/bin/env bash
# The one command that runs every test (README quick start). It installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
# npm install, not npm ci: the lockfile cannot list rollup's optional packages for other
# platforms (the registry reachable here does not serve them), and npm ci refuses it then.
# With the lockfile present, npm install installs exactly the locked versions.
npm install --no-audit --no-fund
# Playwright cannot download browsers here: the browser tests use Debian's Chromium.
command -v chromium >/dev/null || (apt-get update && apt-get install -y chromium)
npm test
npm run test:browser
