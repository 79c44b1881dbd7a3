#!/usr/bin/env bash
source "$(dirname "$0")/lib/ensure-env.sh"
ensure_node_modules
build_all
