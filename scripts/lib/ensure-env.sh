#!/usr/bin/env bash
# Shared by start.sh and test.sh: make a fresh clone runnable. Installs what is missing
# (npm packages, Debian packages we shell out to) and makes sure PostgreSQL, Redis and
# NATS answer on loopback, starting the local ones when they are installed but stopped.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '\033[32m[cannaverse]\033[0m %s\n' "$*"; }
fail() { printf '\033[31m[cannaverse]\033[0m %s\n' "$*" >&2; exit 1; }

apt_updated=0
apt_install() {
  # $1 = command to look for, rest = Debian packages providing it
  local cmd="$1"; shift
  command -v "$cmd" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    log "installing $* (Debian packages)"
    if [ "$apt_updated" = 0 ]; then apt-get update -qq >/dev/null; apt_updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    fail "$cmd is missing: run 'sudo apt-get install -y $*'"
  fi
}

ensure_rtmp_ingest() {
  # nginx with the RTMP module: the live-stream ingest the stack scripts run with their own config.
  # Installing nginx must not start Debian's nginx service on :80, so service starts are refused
  # for the install (policy-rc.d, honoured by invoke-rc.d and deb-systemd-invoke) unless one already decides.
  if command -v nginx >/dev/null 2>&1 && [ -f /usr/lib/nginx/modules/ngx_rtmp_module.so ]; then return 0; fi
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
    fail "nginx with the RTMP module is missing: run 'sudo apt-get install -y nginx libnginx-mod-rtmp'"
  fi
  log "installing nginx libnginx-mod-rtmp (Debian packages; the system nginx service is not started)"
  local policy=/usr/sbin/policy-rc.d made_policy=0
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"; made_policy=1; fi
  if [ "$apt_updated" = 0 ]; then apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-rtmp >/dev/null || { [ "$made_policy" = 1 ] && rm -f "$policy"; fail "could not install nginx libnginx-mod-rtmp"; }
  if [ "$made_policy" = 1 ]; then rm -f "$policy"; fi
}

ensure_node_modules() {
  # A marker holding the lockfile's hash tells whether node_modules matches it.
  local marker="node_modules/.cannaverse-lock-hash" want
  want="$(sha256sum package-lock.json | cut -d' ' -f1)"
  if [ -f "$marker" ] && [ "$(cat "$marker")" = "$want" ]; then return 0; fi
  log "installing npm packages"
  # npm ci first; npm 11 may leave other platforms' optional packages out of a lockfile made
  # on another machine (npm/cli#4828), in which case npm install repairs it.
  local ci_log="${TMPDIR:-/tmp}/cannaverse-npm-ci.log"
  if ! npm ci --no-audit --no-fund --loglevel=error >"$ci_log" 2>&1; then
    log "npm ci refused the lockfile (details: $ci_log; usually npm/cli#4828); running npm install"
    npm install --no-audit --no-fund --loglevel=error
  fi
  echo "$want" > "$marker"
}

port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

ensure_service() {
  # $1 name, $2 host, $3 port, $4 command that starts the local server
  local name="$1" host="$2" port="$3" start_cmd="$4"
  port_open "$host" "$port" && return 0
  if [ "$host" = "127.0.0.1" ] && [ -n "$start_cmd" ]; then
    log "$name is not answering on $host:$port; starting the local one"
    bash -c "$start_cmd" >/dev/null 2>&1 || true
    for _ in $(seq 1 50); do port_open "$host" "$port" && return 0; sleep 0.2; done
  fi
  fail "$name is not reachable on $host:$port. Start it (e.g. '$start_cmd') or point the environment at one."
}

ensure_datastores() {
  ensure_service PostgreSQL "${PGHOST:-127.0.0.1}" "${PGPORT:-5432}" \
    'command -v pg_ctlcluster >/dev/null && pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start'
  ensure_service Redis 127.0.0.1 6379 \
    'command -v redis-server >/dev/null && redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log'
  ensure_service NATS 127.0.0.1 4222 \
    'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log'
}

build_all() {
  log "building services and libraries (tsc -b)"
  npx tsc -b
  if [ "${SKIP_FRONTEND_BUILD:-0}" != 1 ] && [ -f frontend/package.json ] && grep -q '"build"' frontend/package.json; then
    log "building the web app (vite)"
    npm run build -w frontend --silent
  fi
}

# --- PostgreSQL admin for the stack scripts (issue 22: a fresh install without `trust`) ---
# The stack scripts create each service's own role with an admin connection over TCP
# (scripts/lib/pg-roles.mjs): PGADMIN_USER/PGADMIN_PASSWORD, else PGUSER/PGPASSWORD, else postgres.
# Debian's PostgreSQL asks for a password on 127.0.0.1 and its postgres role has none; then, as
# root on the machine's own cluster, make the admin role `cannaverse_admin` (CREATEDB CREATEROLE,
# no superuser) once through the local socket (peer authentication) and keep its password in
# .data/postgres/admin.env (0600) for the next runs. Nothing changes where the admin already gets in.
ensure_pg_admin() {
  local env_file="$ROOT/.data/postgres/admin.env" host="${PGHOST:-127.0.0.1}"
  [ -n "${PGADMIN_USER:-}" ] && return 0
  if [ -f "$env_file" ]; then set -a; . "$env_file"; set +a; return 0; fi
  command -v psql >/dev/null 2>&1 || return 0
  PGCONNECT_TIMEOUT=5 psql -h "$host" -p "${PGPORT:-5432}" -U "${PGUSER:-postgres}" -d postgres -w -Atqc 'SELECT 1' >/dev/null 2>&1 && return 0
  if [ "$host" != 127.0.0.1 ] || [ "$(id -u)" != 0 ] || ! id postgres >/dev/null 2>&1; then
    fail "PostgreSQL refused ${PGUSER:-postgres} on $host without a password: set PGADMIN_USER and PGADMIN_PASSWORD (a role that may create roles and databases; docs/deploy.md, PostgreSQL roles)"
  fi
  log "PostgreSQL asks for a password on $host: creating the admin role cannaverse_admin (password in .data/postgres/admin.env)"
  local password verb=CREATE
  password="$(head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 32)"
  if [ "$(runuser -u postgres -- psql -d postgres -Atqc "SELECT 1 FROM pg_roles WHERE rolname = 'cannaverse_admin'")" = 1 ]; then verb=ALTER; fi
  runuser -u postgres -- psql -d postgres -v ON_ERROR_STOP=1 -qc "$verb ROLE cannaverse_admin WITH LOGIN CREATEDB CREATEROLE PASSWORD '$password'" >/dev/null \
    || fail "could not create the PostgreSQL admin role cannaverse_admin"
  mkdir -p "$(dirname "$env_file")" && chmod 700 "$(dirname "$env_file")"
  (umask 077 && printf 'PGADMIN_USER=cannaverse_admin\nPGADMIN_PASSWORD=%s\n' "$password" > "$env_file")
  export PGADMIN_USER=cannaverse_admin PGADMIN_PASSWORD="$password"
}
