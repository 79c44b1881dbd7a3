#!/usr/bin/env bash
# `npm start`: from a fresh clone to a running Cannaverse on http://127.0.0.1:3000.
source "$(dirname "$0")/lib/ensure-env.sh"
apt_install ffprobe ffmpeg
ensure_rtmp_ingest
ensure_node_modules
ensure_datastores
ensure_pg_admin
build_all
exec node scripts/run-stack.mjs
