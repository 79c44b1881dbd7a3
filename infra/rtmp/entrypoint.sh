#!/bin/sh
# Renders the RTMP block from the environment, then runs nginx in the foreground.
set -eu
: "${CALLBACK_URL:?set CALLBACK_URL to the streaming service's live server, e.g. http://streaming-live:3124}"
: "${INGEST_CALLBACK_SECRET:?set INGEST_CALLBACK_SECRET (the streaming service holds the same)}"
export RTMP_PORT="${RTMP_PORT:-1935}"; export RTMP_LISTEN="${RTMP_LISTEN:-$RTMP_PORT}"; HLS_DIR="${HLS_DIR:-/var/hls}" HLS_FRAGMENT="${HLS_FRAGMENT:-2s}" HLS_PLAYLIST_LENGTH="${HLS_PLAYLIST_LENGTH:-10s}"
# The recorded streams (a volume streaming mounts as its LIVE_RECORDINGS_DIR, for the recordings' remux).
export RECORD_DIR="${RECORD_DIR:-/var/recordings}"
mkdir -p /etc/nginx/rtmp "$HLS_DIR" "$RECORD_DIR"
envsubst '${RTMP_LISTEN} ${RTMP_PORT} ${CALLBACK_URL} ${INGEST_CALLBACK_SECRET} ${HLS_DIR} ${HLS_FRAGMENT} ${HLS_PLAYLIST_LENGTH} ${RECORD_DIR}' \
  < /etc/nginx/rtmp.conf.template > /etc/nginx/rtmp/rtmp.conf
exec nginx -c /etc/nginx/nginx.conf -g 'daemon off;'
