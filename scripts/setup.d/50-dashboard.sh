#!/usr/bin/env bash
# Dashboard part (issue 7): Debian's Chromium for the Playwright browser tests, and the Python
# packages the dashboard and its tests use (jinja2 templates, pygal SVG plots, playwright's
# client and driver). Never runs `playwright install`: the tests launch /usr/bin/chromium.
# Idempotent; runs as root on Debian bookworm after `apt-get update`.
set -euo pipefail
if [ ! -x /usr/bin/chromium ] || [ ! -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core fonts-noto-color-emoji
fi
py=${PYTHON:-python3}
"$py" - <<'PY' || "$py" -m pip install -q "jinja2>=3.1" "pygal>=3.0" "nh3>=0.2" "playwright>=1.40"
import importlib.util, sys
sys.exit(0 if all(importlib.util.find_spec(m) for m in ("jinja2", "pygal", "nh3", "playwright")) else 1)
PY
