#!/usr/bin/env bash
# `npm test`'s first step: the type check and the lint side by side (each runs on one core; together they took 107 s one
# after the other on the 2-core CI machine), then the locale check. TEST_ENGINE_PASS (CI's second pass, on PostgreSQL)
# skips both: neither depends on the database engine, and the first pass ran them on the same sources (the incremental
# type check alone still took 26 s there).
set -uo pipefail
if [ -n "${TEST_ENGINE_PASS:-}" ]; then exec npm run -s check:locales; fi
npm run -s typecheck &
typecheck=$!
lint=0
npm run -s lint || lint=$?
wait "$typecheck"
types=$?
[ "$types" -eq 0 ] || echo "static checks: the type check failed" >&2
[ "$lint" -eq 0 ] || echo "static checks: the lint failed" >&2
[ "$types" -eq 0 ] && [ "$lint" -eq 0 ] && npm run -s check:locales
