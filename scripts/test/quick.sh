#!/usr/bin/env bash
# `npm run test:quick`: the maintainer's loop, a few minutes at most where `npm test` takes a
# quarter of an hour; `npm test` stays the whole truth (every suite, both exports, browsers).
# On the files changed since main (committed, uncommitted and untracked; or the files given):
# - lint: ESLint (--max-warnings=0) and Prettier's check on the changed files, beside
# - typecheck: the whole project's (incremental: tsc keeps its build info);
# - content: `npm run check:content`, every post and opening;
# - jest: the Jest tests that read a changed file (`jest --findRelatedTests`);
# - deno: the Deno tests whose imports, or the functions they start, reach a changed file
#   (scripts/test/deno-related.ts), under real Deno over PostgreSQL 15 as in `npm test`.
# Two lanes side by side (the Deno tests in one, the rest in the other). Every step runs (a
# failure does not hide the next one's); the last line names each step's outcome and the command exits non-zero when one failed. A step with nothing to check says so.
#
#   npm run test:quick [-- FILE...]
#   QUICK_BASE=<branch> (default main), QUICK_STEPS=lint,typecheck,content,jest,deno (a subset)
set -uo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1 DENO_TLS_CA_STORE=system DENO_NO_UPDATE_CHECK=1
steps=",${QUICK_STEPS:-lint,typecheck,content,jest,deno},"
bin=$PWD/node_modules/.bin

if [ $# -gt 0 ]; then
  changed=("$@")
else
  base=$(git merge-base "${QUICK_BASE:-main}" HEAD 2>/dev/null) || {
    echo "quick: no merge base with ${QUICK_BASE:-main} (QUICK_BASE names the branch to compare with)"
    exit 2
  }
  mapfile -t changed < <({
    git diff --name-only --diff-filter=d "$base"
    git ls-files --others --exclude-standard
  } | sort -u)
fi
# The changed files that still exist (a deleted file has nothing to lint or relate).
existing=()
for file in "${changed[@]}"; do [ -f "$file" ] && existing+=("$file"); done
echo "quick: ${#existing[@]} changed file(s)"

outcomes=()
failed=0
# run STEP COMMAND...: one step, timed; its outcome kept for the last line.
run() {
  local step=$1 start rc
  shift
  start=$(date +%s)
  echo "::: $step"
  "$@"
  rc=$?
  outcomes+=("$step $([ "$rc" = 0 ] && echo ok || echo FAILED) $(($(date +%s) - start))s")
  [ "$rc" = 0 ] || failed=1
  return 0
}
wants() { [[ $steps == *",$1,"* ]]; }

lint() {
  local code=()
  for file in "${existing[@]}"; do [[ $file =~ \.(ts|tsx|js|mjs|cjs)$ ]] && code+=("$file"); done
  local rc=0
  if [ "${#code[@]}" -gt 0 ]; then "$bin/eslint" --max-warnings=0 "${code[@]}" || rc=1; fi
  if [ "${#existing[@]}" -gt 0 ]; then
    "$bin/prettier" --check --ignore-unknown "${existing[@]}" || rc=1
  else
    echo "nothing changed to lint"
  fi
  return "$rc"
}

jest_related() {
  if [ "${#existing[@]}" -eq 0 ]; then
    echo "nothing changed: no Jest test to relate"
    return 0
  fi
  "$bin/jest" --ci --passWithNoTests --findRelatedTests "${existing[@]}"
}

deno_related() {
  local tests
  mapfile -t tests < <("$bin/tsx" scripts/test/deno-related.ts "${changed[@]}")
  if [ "${#tests[@]}" -eq 0 ]; then
    echo "no Deno test reaches a changed file"
    return 0
  fi
  echo "${tests[*]}"
  # As npm test runs them: one type check of the entry points and these tests, then the tests two
  # files at a time (each file has its own servers and PostgreSQL cluster, and mostly waits).
  (cd supabase/functions &&
    "$bin/deno" check --frozen [!_]*/index.ts "${tests[@]}" &&
    DENO_JOBS=2 "$bin/deno" test --frozen --no-check --parallel --allow-net --allow-env --allow-read --allow-write --allow-run "${tests[@]}")
}

# Two lanes, one core each: the Deno tests (the longest step when a function changed) in one;
# in the other lint beside the type check, then the content check and Jest.
if wants deno; then
  deno_log=$(mktemp)
  (
    start=$(date +%s)
    deno_related
    rc=$?
    echo "deno $([ "$rc" = 0 ] && echo ok || echo FAILED) $(($(date +%s) - start))s" >"$deno_log.outcome"
  ) >"$deno_log" 2>&1 &
  deno_pid=$!
fi
if wants lint && wants typecheck; then
  lint_log=$(mktemp)
  (lint >"$lint_log" 2>&1) &
  lint_pid=$!
  run typecheck "$bin/tsc" --noEmit
  wait "$lint_pid"
  rc=$?
  echo "::: lint"
  cat "$lint_log" && rm -f "$lint_log"
  outcomes=("lint $([ "$rc" = 0 ] && echo ok || echo FAILED) (beside typecheck)" "${outcomes[@]}")
  [ "$rc" = 0 ] || failed=1
else
  wants lint && run lint lint
  wants typecheck && run typecheck "$bin/tsc" --noEmit
fi
wants content && run content npm run --silent check:content
wants jest && run jest jest_related
if wants deno; then
  wait "$deno_pid"
  echo "::: deno"
  cat "$deno_log"
  outcome=$(cat "$deno_log.outcome" 2>/dev/null || echo "deno FAILED (no outcome)")
  rm -f "$deno_log" "$deno_log.outcome"
  outcomes+=("$outcome")
  [[ $outcome == "deno ok"* ]] || failed=1
fi

echo "quick: $(IFS=,; echo "${outcomes[*]}" | sed 's/,/, /g')"
exit "$failed"
