#!/usr/bin/env bash
# `npm start`: from a fresh clone to a running Cannaverse on http://127.0.0.1:3000.
source "$(dirname "$0")/lib/ensure-env.sh"
# Every Debian package missing, in one apt-get (or one `sudo apt-get install -y …` line without root).
need ffprobe ffmpeg
need_rtmp_ingest
need_datastores
install_needed
ensure_node_modules
ensure_datastores
build_all
exec node scripts/run-stack.mjs
