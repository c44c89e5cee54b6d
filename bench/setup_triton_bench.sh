#!/usr/bin/env bash
# Bench-only tools for bench/triton_reducers.py (not run by CI): the generic reducers the Triton
# reducer is compared with. Idempotent. Installs under $REPROBOT_HOME/bench (default ~/.cache/reprobot/bench).
set -euo pipefail
HOME_DIR="${REPROBOT_HOME:-$HOME/.cache/reprobot}/bench"
mkdir -p "$HOME_DIR"
if ! command -v cvise >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q cvise
fi
# Shrink Ray needs Python >= 3.12
if [ ! -x "$HOME_DIR/shrinkray/bin/shrinkray" ]; then
  PY312="$(ls -d /root/.pyenv/versions/3.12*/bin/python3.12 2>/dev/null | head -1)"; [ -x "$PY312" ] || PY312="$(command -v python3.12 || true)"; "$PY312" -V >/dev/null 2>&1 || PY312=""
  if [ -z "$PY312" ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3.12 python3.12-venv || true; PY312="$(command -v python3.12)"; fi
  "$PY312" -m venv "$HOME_DIR/shrinkray"
  # shrinkray's llama-cpp-python (an optional LLM pass, hours of C++ build on 2 cores) is left out
  "$HOME_DIR/shrinkray/bin/pip" install -q --no-deps shrinkray
  "$HOME_DIR/shrinkray/bin/pip" install -q "click>=8.2.1" "chardet>=5.2.0" "trio>=0.28.0" "textual>=8.0.0" \
    "textual-plotext>=1.0.1" "humanize>=4.9.0" "libcst>=1.8.4" "exceptiongroup>=1.2.0" "binaryornot>=0.4.4" \
    "black>=24.1.0" "tree-sitter>=0.26.0" "tree-sitter-language-pack>=1.12.2" "huggingface-hub>=1.22.0"
fi
if [ ! -x "$HOME_DIR/tools/bin/picire" ] || [ ! -x "$HOME_DIR/tools/bin/lithium-reducer" ]; then
  python3 -m venv "$HOME_DIR/tools"
  "$HOME_DIR/tools/bin/pip" install -q picire lithium-reducer
fi
echo "bench tools ready under $HOME_DIR"
