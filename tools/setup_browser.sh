#!/usr/bin/env bash
# Install Debian's Chromium for the browser tests (tests/browser/), idempotently.
# Playwright drives /usr/bin/chromium; it never downloads a browser of its own
# (`playwright install` cannot work on these machines). Runs as root.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
echo "==> apt-get install chromium"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
echo "chromium: $(/usr/bin/chromium --version)"
