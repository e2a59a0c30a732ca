#!/usr/bin/env bash
# The one command that runs every test (README quick start). It installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm test
