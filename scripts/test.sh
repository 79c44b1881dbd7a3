#!/usr/bin/env bash
# `npm test`: every test in the workspace. Unit and integration tests of each project
# (Nx runs each package's `test` script), then browser tests against a throwaway stack
# (its own port, NATS server and databases, so a running dev stack is never touched).
source "$(dirname "$0")/lib/ensure-env.sh"
# Every Debian package missing, in one apt-get (or one `sudo apt-get install -y …` line without root).
need ffprobe ffmpeg
need_rtmp_ingest
need chromium chromium
need docker-compose docker-compose
# kubectl kustomize renders infra/k8s for the manifest tests (Debian's client if none is installed).
need kubectl kubernetes-client
need_datastores
install_needed
ensure_node_modules
ensure_datastores
build_all

export NX_DAEMON=false NX_TUI=false NX_NO_CLOUD=true CI="${CI:-true}"
log "lint (module boundaries, TypeScript rules, React hooks and JSX a11y in frontend/, e2e/)"
npm run lint --silent
# vite and vitest only strip types: this is where a type error in the web app fails the build.
log "type-check the web app and the browser tests (tsc --noEmit)"
npm run typecheck --silent
log "unit and integration tests"
npx nx run-many -t test --exclude=@cannaverse/e2e --parallel=2 --outputStyle=stream --skipNxCache
log "stack recovery on a throwaway stack (NATS outage, a killed service under npm start's runner)"
node --test scripts/test/

# Never skipped silently: a missing e2e package once meant CI ran no browser tests at all.
if [ "${SKIP_E2E:-0}" != 1 ]; then
  [ -f e2e/package.json ] || fail "e2e/package.json is missing: the browser tests cannot run"
  log "browser tests against a throwaway stack"
  node scripts/e2e-stack.mjs
  # Issue 21: live video must play on what `npm start` starts, not only on a throwaway stack.
  log "the live-video browser test on a stack started as npm start starts it"
  node scripts/npm-start-e2e.mjs
else
  log "SKIP_E2E=1: browser tests skipped"
fi
log "all tests passed"
