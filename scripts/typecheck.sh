#!/usr/bin/env bash
# Type-checks everything in three programs, each file checked in as few as possible (the server's types are read
# by the site and the admin for their tRPC client): the server with the scripts and seed; the site with the
# admin; the contracts as the browser sees them (no Node types) and with their tests. With TypeScript 7's compiler
# (native, the package `typescript-native`): the same checks in under half of TypeScript 6's CPU time (docs/bench.md).
# TypeScript 6 stays the project's `typescript` for what needs its JavaScript API (typescript-eslint, the OpenAPI
# client's test).
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/typescript-native/bin/tsc
status=0
for project in tsconfig.json packages/site/tsconfig.web.json packages/contracts/tsconfig.json \
  packages/contracts/tsconfig.test.json; do
  $tsc -p "$project" || status=1
done
exit $status
