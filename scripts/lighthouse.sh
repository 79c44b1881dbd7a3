#!/usr/bin/env bash
# `npm run lighthouse`: installs what it uses (Debian's Chromium, npm packages), builds, then
# measures the landing page and the signed-in feed (e2e/lighthouse.mjs; docs/lighthouse.md).
source "$(dirname "$0")/lib/ensure-env.sh"
apt_install chromium chromium
ensure_node_modules
if [ -z "${BASE_URL:-}" ]; then
  # A throwaway stack of this checkout: it needs the datastores and a build (not the RTMP ingest:
  # the stack runs without live video when nginx is missing).
  ensure_datastores
  build_all
fi
exec node e2e/lighthouse.mjs "$@"
