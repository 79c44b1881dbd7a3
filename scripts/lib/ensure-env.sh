#!/usr/bin/env bash
# Shared by start.sh and test.sh: make a fresh clone runnable on a Debian machine that has only Node.
# Installs what is missing (npm packages with `npm ci`, the Debian packages we shell out to or run:
# ffmpeg, nginx-rtmp, PostgreSQL, Redis, nats-server, Chromium) and makes sure PostgreSQL and Redis
# answer where the environment says (PGHOST/PGPORT, REDIS_URL; NATS_URL when set), starting local
# ones on loopback when they are not running. Debian's system services are never started by an
# install: every apt-get install runs with service starts refused (policy-rc.d).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '\033[32m[cannaverse]\033[0m %s\n' "$*"; }
fail() { printf '\033[31m[cannaverse]\033[0m %s\n' "$*" >&2; exit 1; }
is_root() { [ "$(id -u)" = "0" ]; }
is_loopback() { case "$1" in 127.*|localhost|::1|'[::1]') return 0 ;; *) return 1 ;; esac; }
# Debian puts some servers in /usr/sbin, which is not on a normal user's PATH.
have_cmd() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ]; }
cmd_path() { command -v "$1" 2>/dev/null || { for d in /usr/sbin /usr/bin; do [ -x "$d/$1" ] && echo "$d/$1" && return 0; done; return 1; }; }
# connects only (2 s at most: an address that drops packets must not hang the check)
port_open() { timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }
wait_port() { for _ in $(seq 1 "${3:-100}"); do port_open "$1" "$2" && return 0; sleep 0.2; done; return 1; }

# ---------------------------------------------------------------- Debian packages
# `need` collects what is missing, `install_needed` installs it all at once as root, or prints the
# one `sudo apt-get install -y …` line a user without root has to run.
needed_packages=()
apt_updated=0
need() { # need COMMAND PACKAGE...: the packages are needed when COMMAND is missing
  local cmd="$1"; shift
  have_cmd "$cmd" || needed_packages+=("$@")
}
need_rtmp_ingest() {
  # nginx with the RTMP module: the live-stream ingest the stack scripts run with their own config and port.
  have_cmd nginx && [ -f /usr/lib/nginx/modules/ngx_rtmp_module.so ] || needed_packages+=(nginx libnginx-mod-rtmp)
}
install_needed() {
  [ "${#needed_packages[@]}" = 0 ] && return 0
  local pkgs
  pkgs="$(printf '%s\n' "${needed_packages[@]}" | awk '!seen[$0]++' | tr '\n' ' ')"; pkgs="${pkgs% }"
  needed_packages=()
  if ! is_root || ! command -v apt-get >/dev/null 2>&1; then
    fail "missing Debian packages: run 'sudo apt-get install -y $pkgs'"
  fi
  log "installing $pkgs (Debian packages; their system services are not started)"
  # Installing postgresql, redis-server, nats-server or nginx would start Debian's services (some on
  # public interfaces, or on ports the environment gives to other servers): policy-rc.d refuses
  # every service start during the install (honoured by invoke-rc.d and deb-systemd-invoke) unless
  # one already decides. The servers the stack needs are started below, on loopback.
  local policy=/usr/sbin/policy-rc.d made_policy=0 rc=0 apt_log="${TMPDIR:-/tmp}/cannaverse-apt.log"
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"; made_policy=1; fi
  if [ "$apt_updated" = 0 ]; then apt-get update -qq >"$apt_log" 2>&1 && apt_updated=1; fi
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $pkgs >>"$apt_log" 2>&1 || rc=$?
  if [ "$made_policy" = 1 ]; then rm -f "$policy"; fi
  [ "$rc" = 0 ] || fail "could not install $pkgs (apt-get exited $rc; details: $apt_log)"
}
# Kept for scripts that install one thing at a time (lighthouse.sh, bench/scale.sh).
apt_install() { need "$@"; install_needed; }
ensure_rtmp_ingest() { need_rtmp_ingest; install_needed; }

# What the datastores need installed here: a server on loopback that is not running yet needs its
# package; one elsewhere (PGHOST, REDIS_URL) or already answering needs nothing. nats-server is
# always needed: npm start and every test stack run their own (scripts/lib/nats-server.mjs).
redis_host() { local a="${REDIS_URL:-redis://127.0.0.1:6379}"; a="${a#*://}"; a="${a##*@}"; a="${a%%/*}"; case "$a" in \[*\]*) a="${a%%]*}"; echo "${a#[}" ;; *:*) echo "${a%:*}" ;; *) echo "$a" ;; esac; }
redis_port() { local a="${REDIS_URL:-redis://127.0.0.1:6379}"; a="${a#*://}"; a="${a##*@}"; a="${a%%/*}"; a="${a##*]}"; case "$a" in *:*) echo "${a##*:}" ;; *) echo 6379 ;; esac; }
nats_host() { local a="${NATS_URL%%,*}"; a="${a#*://}"; a="${a##*@}"; a="${a%%/*}"; case "$a" in *:*) echo "${a%:*}" ;; *) echo "$a" ;; esac; }
nats_port() { local a="${NATS_URL%%,*}"; a="${a#*://}"; a="${a##*@}"; a="${a%%/*}"; case "$a" in *:*) echo "${a##*:}" ;; *) echo 4222 ;; esac; }
need_datastores() {
  local pg_host="${PGHOST:-127.0.0.1}" pg_port="${PGPORT:-5432}"
  if is_loopback "$pg_host" && ! port_open "$pg_host" "$pg_port"; then need pg_ctlcluster postgresql; fi
  if is_loopback "$(redis_host)" && ! port_open "$(redis_host)" "$(redis_port)"; then need redis-server redis-server; fi
  need nats-server nats-server
}

# ---------------------------------------------------------------- npm packages
ensure_node_modules() {
  # A marker holding the lockfile's hash tells whether node_modules matches it.
  local marker="node_modules/.cannaverse-lock-hash" want after
  want="$(sha256sum package-lock.json | cut -d' ' -f1)"
  if [ -f "$marker" ] && [ "$(cat "$marker")" = "$want" ]; then return 0; fi
  log "installing npm packages (npm ci)"
  # npm ci only: it installs exactly the lockfile and never rewrites it. The lockfile holds every
  # platform's optional packages (npm/cli#4828), and no dependency compiles anything on install.
  local ci_log="${TMPDIR:-/tmp}/cannaverse-npm-ci.log"
  if ! npm ci --no-audit --no-fund --loglevel=error >"$ci_log" 2>&1; then
    fail "npm ci failed: $(grep -m1 -E 'npm (error|ERR!)' "$ci_log" | sed -E 's/^npm (error|ERR!) //' || true) (details: $ci_log)"
  fi
  after="$(sha256sum package-lock.json | cut -d' ' -f1)"
  [ "$after" = "$want" ] || fail "package-lock.json changed during npm ci: the lockfile must install as it is committed"
  echo "$want" > "$marker"
}

# ---------------------------------------------------------------- PostgreSQL
ensure_postgres() {
  local host="${PGHOST:-127.0.0.1}" port="${PGPORT:-5432}"
  if [ "${host#/}" != "$host" ]; then # a socket directory
    [ -S "$host/.s.PGSQL.$port" ] || fail "PostgreSQL is not listening on $host/.s.PGSQL.$port: start it, or point PGHOST/PGPORT at one"
    pg_login || fail "PostgreSQL on $host refused ${PGUSER:-postgres}: $(head -1 "${TMPDIR:-/tmp}/cannaverse-pg-login.log")"
    return 0
  fi
  if ! port_open "$host" "$port"; then
    is_loopback "$host" || fail "PostgreSQL is not reachable on $host:$port: start it, or point PGHOST/PGPORT at one"
    start_local_postgres "$port"
  fi
  ensure_postgres_login "$host" "$port"
}

start_local_postgres() {
  local port="$1" cluster version name
  have_cmd pg_ctlcluster || fail "PostgreSQL is missing: run 'sudo apt-get install -y postgresql'"
  # The cluster on that port; a fresh install has "main" on 5432. For another PGPORT a cluster of
  # its own is made, so an existing cluster's configuration is never changed.
  cluster="$(pg_lsclusters -h 2>/dev/null | awk -v p="$port" '$3 == p { print $1, $2; exit }')"
  if [ -z "$cluster" ]; then
    version="$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)"
    [ -n "$version" ] || fail "PostgreSQL is missing: run 'sudo apt-get install -y postgresql'"
    is_root || fail "no PostgreSQL cluster on port $port: run 'sudo pg_createcluster -p $port $version cannaverse' (or set PGPORT to a cluster's port)"
    log "creating PostgreSQL cluster $version/cannaverse on port $port (loopback)"
    pg_createcluster -p "$port" "$version" cannaverse -- --auth-local=peer --auth-host=scram-sha-256 >/dev/null \
      || fail "could not create a PostgreSQL cluster on port $port"
    cluster="$version cannaverse"
  fi
  read -r version name <<<"$cluster"
  is_root || fail "PostgreSQL $version/$name is not running on 127.0.0.1:$port: run 'sudo pg_ctlcluster $version $name start'"
  log "starting PostgreSQL $version/$name on 127.0.0.1:$port"
  # Loopback only, whatever the cluster's configuration says about listen_addresses.
  pg_ctlcluster --skip-systemctl-redirect -o "-c listen_addresses=localhost" "$version" "$name" start >/dev/null 2>&1 || true
  wait_port 127.0.0.1 "$port" || fail "PostgreSQL $version/$name did not start on 127.0.0.1:$port (see /var/log/postgresql/postgresql-$version-$name.log)"
}

# 0 = logged in, 2 = the password was refused, 1 = anything else (message on stderr)
pg_login() {
  node --input-type=module -e "
    import pg from 'pg';
    const env = process.env;
    const client = new pg.Client({ host: env.PGHOST || '127.0.0.1', port: Number(env.PGPORT || 5432), user: env.PGUSER || 'postgres',
      password: env.PGPASSWORD || undefined, database: 'postgres', connectionTimeoutMillis: 10000 });
    try { await client.connect(); await client.end(); } catch (error) {
      console.error(error.message); process.exit(['28P01', '28000'].includes(error.code) || /password/.test(error.message) ? 2 : 1);
    }" 2>"${TMPDIR:-/tmp}/cannaverse-pg-login.log"
}

ensure_postgres_login() {
  # The services connect over TCP as PGUSER (postgres) with PGPASSWORD. CI's server trusts postgres on
  # loopback; a fresh Debian cluster asks for a password there (scram) and postgres has none. So, on
  # a local cluster where postgres has no password yet, root gives it a generated one, kept in
  # .data/postgres-password (0600) and exported as PGPASSWORD for the stack and the tests.
  local host="$1" port="$2" rc=0 file="$ROOT/.data/postgres-password" password
  pg_login || rc=$?
  [ "$rc" = 0 ] && return 0
  if [ "$rc" = 2 ] && [ -z "${PGPASSWORD:-}" ] && [ -s "$file" ]; then
    PGPASSWORD="$(cat "$file")"; export PGPASSWORD
    rc=0; pg_login || rc=$?
    [ "$rc" = 0 ] && return 0
  fi
  local user="${PGUSER:-postgres}" why
  why="$(head -1 "${TMPDIR:-/tmp}/cannaverse-pg-login.log")"
  if [ "$rc" != 2 ] || [ "$user" != postgres ] || ! is_loopback "$host" || ! is_root || ! have_cmd psql; then
    fail "PostgreSQL on $host:$port refused $user ($why): set PGUSER/PGPASSWORD to an account that can create databases"
  fi
  # Over the Unix socket as the postgres system user (peer authentication): the cluster on this port
  # here. From / (the postgres user cannot enter a checkout under /root).
  as_postgres() { (cd / && runuser -u postgres -- psql -XAtq -p "$port" -d postgres "$@"); }
  local has_password
  has_password="$(as_postgres -c "SELECT rolpassword IS NOT NULL FROM pg_authid WHERE rolname = 'postgres'" 2>/dev/null)" \
    || fail "PostgreSQL on $host:$port refused postgres ($why), and its Unix socket did not answer: set PGPASSWORD"
  [ "$has_password" = f ] || fail "PostgreSQL on $host:$port refused postgres ($why): its password is set, so set PGPASSWORD to it"
  mkdir -p "$ROOT/.data"
  password="$(node -e "process.stdout.write(require('node:crypto').randomBytes(24).toString('base64url'))")"
  (umask 077; printf '%s' "$password" > "$file")
  log "PostgreSQL: giving postgres a generated password (in .data/postgres-password; exported as PGPASSWORD)"
  printf "ALTER ROLE postgres PASSWORD '%s';\n" "$password" | as_postgres >/dev/null \
    || fail "could not set the postgres password on $host:$port"
  PGPASSWORD="$password"; export PGPASSWORD
  pg_login || fail "PostgreSQL on $host:$port still refused postgres: $(head -1 "${TMPDIR:-/tmp}/cannaverse-pg-login.log")"
}

# ---------------------------------------------------------------- Redis and NATS
ensure_redis() {
  local host port dir="$ROOT/.data/redis"
  host="$(redis_host)"; port="$(redis_port)"
  port_open "$host" "$port" && return 0
  is_loopback "$host" || fail "Redis is not reachable on $host:$port: start it, or point REDIS_URL at one"
  local bin; bin="$(cmd_path redis-server)" || fail "Redis is missing: run 'sudo apt-get install -y redis-server'"
  log "starting Redis on 127.0.0.1:$port (data in .data/redis)"
  mkdir -p "$dir"
  # noeviction: BullMQ's queues must never lose a key to memory pressure (BullMQ's requirement).
  "$bin" --daemonize yes --bind 127.0.0.1 -::1 --port "$port" --maxmemory-policy noeviction \
    --dir "$dir" --appendonly yes --save '' --logfile "$dir/redis.log" --pidfile "$dir/redis.pid" >/dev/null 2>&1 || true
  wait_port 127.0.0.1 "$port" || fail "Redis did not start on 127.0.0.1:$port (see .data/redis/redis.log)"
}

ensure_nats() {
  # npm start and the tests run their own nats-server (scripts/lib/nats-server.mjs), so without
  # NATS_URL no NATS server has to be running. With NATS_URL, npm start's stack uses that server.
  [ -n "${NATS_URL:-}" ] || return 0
  local host port dir="$ROOT/.data/nats-system"
  host="$(nats_host)"; port="$(nats_port)"
  port_open "$host" "$port" && return 0
  is_loopback "$host" || fail "NATS is not reachable on $host:$port (NATS_URL): start it, or unset NATS_URL to use the stack's own"
  local bin; bin="$(cmd_path nats-server)" || fail "nats-server is missing: run 'sudo apt-get install -y nats-server'"
  log "starting NATS (JetStream) on 127.0.0.1:$port for NATS_URL (store in .data/nats-system)"
  mkdir -p "$dir"
  setsid "$bin" -a 127.0.0.1 -p "$port" -js -sd "$dir/jetstream" -l "$dir/nats.log" </dev/null >/dev/null 2>&1 &
  wait_port 127.0.0.1 "$port" || fail "NATS did not start on 127.0.0.1:$port (see .data/nats-system/nats.log)"
}

ensure_datastores() {
  need_datastores
  install_needed
  ensure_postgres
  ensure_redis
  ensure_nats
}

build_all() {
  log "building services and libraries (tsc -b)"
  npx tsc -b
  if [ "${SKIP_FRONTEND_BUILD:-0}" != 1 ] && [ -f frontend/package.json ] && grep -q '"build"' frontend/package.json; then
    log "building the web app (vite)"
    npm run build -w frontend --silent
  fi
}
