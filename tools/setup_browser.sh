#!/usr/bin/env bash
# Install Debian's Chromium and the CJK fonts for the browser tests (tests/browser/),
# idempotently: each of the two Debian packages is installed only when missing, so
# a machine that already has Chromium still gets fonts-noto-cjk (without it the
# screenshots of Chinese pages show empty boxes). Playwright drives /usr/bin/chromium;
# it never downloads a browser of its own (`playwright install` cannot work on these
# machines). Installing needs root (apt-get).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "install ok installed" \
  || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "==> apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
echo "fonts-noto-cjk: $(dpkg-query -W -f='${Version}' fonts-noto-cjk)"
