#!/usr/bin/env bash
# Type-checks everything in three programs, each file checked in as few as possible (the server's types are read
# by the site and the admin for their tRPC client): the server with the scripts and seed; the site with the
# admin; the contracts as the browser sees them (no Node types) and with their tests. Two at a time, on two cores.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
$tsc -p tsconfig.json &
server=$!
$tsc -p packages/site/tsconfig.web.json &
web=$!
status=0
$tsc -p packages/contracts/tsconfig.json && $tsc -p packages/contracts/tsconfig.test.json || status=1
wait $server || status=1
wait $web || status=1
exit $status
