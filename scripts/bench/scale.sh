#!/usr/bin/env bash
# `npm run bench:scale`: from a fresh clone, what the throwaway stack needs (packages, PostgreSQL,
# Redis, NATS, the compiled services; not the web app), then the bench itself (scale.mjs).
source "$(dirname "$0")/../lib/ensure-env.sh"
apt_install ffprobe ffmpeg
ensure_rtmp_ingest
ensure_node_modules
ensure_datastores
SKIP_FRONTEND_BUILD=1 build_all
exec node scripts/bench/scale.mjs
