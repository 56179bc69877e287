#!/usr/bin/env bash
# `npm test`: every suite of the project, on two exports. Each suite records its outcome
# (scripts/test/record.mjs) and the last line sums them all (scripts/test/test-summary.mjs):
# "N passed, N failed, N skipped". A suite that did not run (no report, a run-level error, zero
# tests, a crash) is a failure.
#
# lint and typecheck first, side by side; then two lanes side by side (TEST_LANES=1: all one after
# the other), each using about one core:
# - the checks: check-content, jest, deno-check, deno, then an editor's pull
#   request (editor-change-check, editor-change-jest) and every page's copy reworded
#   (copy-literals, copy-change-check, copy-change-jest), then the tests of each export's files
#   without a browser (export-jest, fixture-export-jest), on a snapshot of each export taken as
#   it is built: the exports' lane, the longer one, goes straight on to the browsers;
# - the exports: build, playwright and pa11y (the real export), then fixture-build and fixture-export
#   (one export of the test fixtures that also carries the editor's pull request and what the
#   editor published in /admin during the real export's run).
# What an export's HTML already says (headings, links, meta, JSON-LD, words, the headers file,
# feeds, sitemap) is tested from its files (__tests__/export/, docs/testing.md); a browser spec
# runs only where a browser is the point. `npm run test:quick` (scripts/test/quick.sh) is the
# maintainer's loop on the files changed since main.
# A browser spec runs on the exports its `@exports` line names (playwright.config.ts); the
# editor's pull request and the reworded copy run only the Jest tests that read what they change
# (`jest --findRelatedTests`), and no other build: the fixture export carries the first, and
# copy-literals holds every test to the second without a build.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1 DENO_TLS_CA_STORE=system DENO_NO_UPDATE_CHECK=1
results=${TEST_RESULTS_DIR:-test-results}
rm -rf "$results" && mkdir -p "$results/summary"
results=$(cd "$results" && pwd)
export TEST_RESULTS_DIR=$results
port=${E2E_PORT:-4173}
# The exports' lane writes to the terminal as it runs; the checks' lane to $results/checks.log,
# printed when both lanes are done, and its suites' first and last lines to the terminal (fd 3).
lanes=${TEST_LANES:-2}
exec 3>&1

# begin SUITE [WHAT]: a suite starts (its time is counted from here).
begin() {
  echo "::: $1 ${2:-}"
  if [ "${logged:-}" = 1 ]; then echo "::: $1 ${2:-}" >&3; fi
  date +%s >"$results/summary/$1.start"
}
# record SUITE KIND EXIT [REPORT]: its outcome and how long it took (summary/<suite>.json).
record() {
  local start
  start=$(cat "$results/summary/$1.start" 2>/dev/null || date +%s)
  rm -f "$results/summary/$1.start"
  TEST_SECONDS=$(($(date +%s) - start)) node scripts/test/record.mjs "$@" >&3
}
# step SUITE COMMAND...: a check that counts as one test.
step() {
  local suite=$1
  shift
  begin "$suite" "$*"
  "$@"
  local rc=$?
  record "$suite" step "$rc"
  return "$rc"
}
# jest_reading SUITE SOURCE...: Jest (in the current folder, with the caller's variables) on the
# tests that read SOURCE: import one of them, directly or through other modules.
jest_reading() {
  local suite=$1 tests
  shift
  begin "$suite" "jest --findRelatedTests $*"
  mapfile -t tests < <(npx jest --listTests --findRelatedTests "$@" 2>/dev/null)
  if [ "${#tests[@]}" -eq 0 ]; then
    echo "::: $suite: no Jest test reads $*"
    record "$suite" step 1
    return
  fi
  npx jest --ci --json --outputFile="$results/$suite.json" --runTestsByPath "${tests[@]}"
  record "$suite" jest $? "$results/$suite.json"
}

# The Jest tests of what an export already says (__tests__/export/, jest.export.config.mjs), read
# from its files with no browser (__tests__/helpers/export-dom.ts). Each export, once built, is
# kept as hard links ($results/export-<name>, with the variables its tests read in
# export-<name>.env); side by side, the checks' lane runs its tests when its own suites are done,
# so the exports' lane goes on to the browsers (TEST_LANES=1: right after the build).
# snapshot NAME [VAR=VALUE...]: out/ as just built, for its tests.
snapshot() {
  local dir=$results/export-$1
  shift
  rm -rf "$dir" && cp -al out "$dir" || return 1
  : >"$dir.env"
  if [ "$#" -gt 0 ]; then printf 'export %q\n' "$@" >"$dir.env"; fi
  touch "$dir.ready"
}
# export_jest SUITE NAME: the tests of export NAME (each test file's `@exports` line names the
# exports it runs on), on its snapshot; a missing snapshot fails the suite.
export_jest() {
  local suite=$1 name=$2 dir=$results/export-$2
  begin "$suite" "(the $name export's files)"
  (
    # shellcheck disable=SC1090
    . "$dir.env" && E2E_EXPORT=$name EXPORT_DIR=$dir \
      npx jest -c jest.export.config.mjs --ci --json --outputFile="$results/$suite.json"
  )
  record "$suite" jest $? "$results/$suite.json"
}
# exported NAME SUITE: export NAME is built or failed to be; in one lane, its tests run now.
exported() {
  if [ -e "$results/export-$1.ready" ]; then
    if [ "$lanes" = 1 ]; then export_jest "$2" "$1"; fi
  else
    touch "$results/export-$1.failed"
    if [ "$lanes" = 1 ]; then record "$2" step 1; fi
  fi
}
# await_exports: in the checks' lane, each export's tests once it is built (a build that failed,
# or an exports' lane that stopped, fails its suite).
await_exports() {
  local name suite
  for name in real fixture; do
    suite=$([ "$name" = real ] && echo export-jest || echo fixture-export-jest)
    until [ -e "$results/export-$name.ready" ] || [ -e "$results/export-$name.failed" ] ||
      ! kill -0 "$$" 2>/dev/null; do
      sleep 2
    done
    if [ -e "$results/export-$name.ready" ]; then
      export_jest "$suite" "$name"
    else
      echo "::: $suite: not run, the $name export was not built"
      record "$suite" step 1
    fi
  done
}

# The editor's local backend (decap-server, started by e2e/cms.spec.ts) answers on CMS_PORT, which
# the build writes into /admin/config.yml; the clone it edits is CMS_REPO (under node_modules/.cache,
# where no type check, lint or build reads its sources), rebuilt below.
export CMS_PORT=${CMS_PORT:-$((port + 4))} CMS_REPO=${CMS_REPO:-$PWD/node_modules/.cache/test-cms-repo}
rm -rf "$CMS_REPO"

# What the suites need from the machine, installed before any of them starts (never inside a
# test's timeout): PostgreSQL 15 for Jest and Deno, Java for the HTML checker, Chromium.
bash scripts/test/ensure-postgres.sh || echo "PostgreSQL 15 is missing: the suites that need it will fail and say so."
bash scripts/test/ensure-java.sh || echo "Java is missing: the HTML checker's test will fail and say so."
chromium=$(bash scripts/test/ensure-chromium.sh) && export CHROMIUM_PATH=$chromium

# First, before any build: ESLint, then Prettier's format on every file it does not ignore
# (.prettierignore); the type check (it reads next-env.d.ts and .next/types, which a build
# rewrites). Side by side, one core each.
static_checks() {
  if [ "$lanes" = 1 ]; then
    step lint npm run --silent lint
    step typecheck npx tsc --noEmit
  else
    logged=1 step lint npm run --silent lint >"$results/lint.log" 2>&1 &
    step typecheck npx tsc --noEmit
    wait $!
    cat "$results/lint.log"
  fi
}

checks() {
  # In its own lane, its output goes to a log: `begin` also says on the terminal what starts.
  local logged=$([ "$lanes" = 1 ] || echo 1)
  # Every blog post's rules (lib/blog/content-check.ts), in seconds, as an editor runs them.
  step check-content npm run --silent check:content

  begin jest
  npx jest --ci --json --outputFile="$results/jest.json"
  record jest jest $? "$results/jest.json"

  # The Edge Functions under Deno (from the npm package; npm: imports resolve through
  # supabase/functions/deno.json and its committed deno.lock): every function's entry point and
  # every *.deno.test.ts type-checks (one graph, checked once: the tests then run with
  # --no-check), then every test file runs (the deployed entry points, over memory and over
  # PostgreSQL 15), two files at a time: each has its own servers and PostgreSQL cluster, and
  # most of a file's time is spent waiting for its functions, its drains and its stand-ins.
  local deno_bin="$PWD/node_modules/.bin/deno"
  begin deno-check
  (cd supabase/functions && "$deno_bin" check --frozen [!_]*/index.ts *.deno.test.ts)
  record deno-check step $?
  begin deno
  (cd supabase/functions && DENO_JOBS=2 "$deno_bin" test --frozen --no-check --parallel --allow-net --allow-env --allow-read --allow-write --allow-run) 2>&1 | tee "$results/deno.txt"
  record deno deno "${PIPESTATUS[0]}" "$results/deno.txt"

  # An editor's and a recruiter's pull request (scripts/test/editor-change.ts): a copy of the
  # content with one post removed, one added (a phone's photo as its cover) and one opening added.
  # What the content check accepts must pass every test that reads the posts and the openings:
  # the check itself and the Jest tests that load them, here; the browser specs on the fixture
  # export, which carries the same change.
  local change=$results/editor-change
  if npx tsx scripts/test/editor-change.ts "$change"; then
    (
      export BLOG_CONTENT_DIR="$change/blog" JOBS_CONTENT_DIR="$change/jobs" TALENT_CONTENT_DIR="$change/talent"
      step editor-change-check npm run --silent check:content
      jest_reading editor-change-jest lib/blog/posts.ts lib/jobs/openings.ts lib/talent/index.ts __tests__/content-check.test.ts
    )
  else
    record editor-change-check step 1
    record editor-change-jest step 1
  fi

  # No test pins an editor's words: no literal of a test is a sentence of content/
  # (scripts/test/copy-literals.ts names each one, file:line). Then every string an editor can
  # change, reworded in a copy of the project (scripts/test/copy-change.ts, its node_modules as
  # hard links): the content check and the Jest tests that read content/ pass there.
  step copy-literals npx tsx scripts/test/copy-literals.ts
  local copy=${COPY_CHANGE_DIR:-${TMPDIR:-/tmp}/copy-change-$(basename "$PWD")-$port}
  if npx tsx scripts/test/copy-change.ts "$copy"; then
    (
      cd "$copy" || exit 1
      step copy-change-check npm run --silent check:content
      jest_reading copy-change-jest $(find content -name '*.ts' -o -name '*.json') lib/content/data-files.ts lib/content/legal.ts
    )
    rm -rf "$copy"
  else
    record copy-change-check step 1
    record copy-change-jest step 1
  fi

  # Side by side, the exports' tests without a browser wait here for each export's build.
  if [ "$lanes" != 1 ]; then await_exports; fi
}

exports() {
  local cms_base fixture=$results/fixture-export fixture_today=2026-01-01 warm
  cms_base=$(git rev-parse HEAD 2>/dev/null)
  # The fixture export's photos (a phone's 12-megapixel photo among them) encoded into the build's
  # image cache meanwhile (scripts/test/warm-images.ts), from its content as far as it is known
  # before the editor's spec runs; its build then takes every rendition from the cache.
  (npx tsx scripts/test/fixture-content.ts "$fixture" --today "$fixture_today" &&
    npx tsx scripts/test/warm-images.ts "$fixture/blog") >"$results/warm-images.log" 2>&1 &
  warm=$!
  if step build npm run build --silent; then
    snapshot real
    exported real export-jest
    begin playwright "(the real export)"
    E2E_EXPORT=real PLAYWRIGHT_JSON="$results/playwright.json" npx playwright test --project=chromium
    record playwright playwright $? "$results/playwright.json"
    # pa11y (HTML_CodeSniffer's WCAG 2 AA rules) over every page of the same export, beside axe
    # (e2e/pa11y.spec.ts): a suite of its own, with its own line and time.
    begin pa11y "(the real export)"
    E2E_EXPORT=real PLAYWRIGHT_JSON="$results/pa11y.json" npx playwright test --project=pa11y
    record pa11y playwright $? "$results/pa11y.json"
  else
    echo "::: export-jest, playwright, pa11y: not run, the build failed"
    exported real export-jest
    record playwright step 1
    record pa11y step 1
  fi

  # The fixture export: the site built from the test fixtures (scripts/test/fixture-content.ts):
  # 100 generated posts plus a draft and a post scheduled for the day after the build's
  # BLOG_TODAY, the photo example, the real posts with the editor's pull request applied, what the
  # editor published in /admin during the run above (e2e/cms.spec.ts: a post with a photo cover
  # and an FAQ answer, merged into the clone's main); three open roles and two closed ones
  # (__tests__/fixtures/jobs, dated around BLOG_TODAY).
  # Built into out/ (the real export is put back afterwards), vercel.json written beside the content.
  local aside=node_modules/.cache/test-fixture-export cms=()
  wait "$warm"
  tail -1 "$results/warm-images.log"
  rm -rf "$aside" && mkdir -p "$aside"
  [ -d out ] && mv out "$aside/out"
  if [ -d "$CMS_REPO/.git" ] && [ -n "$cms_base" ]; then
    cms=(--cms "$CMS_REPO" "$cms_base")
  else
    echo "::: fixture-build: the editor's spec published nothing into $CMS_REPO (e2e/cms-published.spec.ts will fail)"
  fi
  # Stand-in values of the server-only variables, set for the build and the run: __tests__/export/secrets.test.ts
  # proves none of them reaches a file of the export. The forms as deployed: the functions on an
  # origin of their own (the Supabase project's) with Turnstile on; playwright.config.ts starts
  # them on FIXTURE_FUNCTIONS_PORT with a siteverify stand-in. The editor's sign-in function
  # (cms-auth with `deno run`, behind the Supabase gateway stand-in, started by
  # e2e/cms-auth.spec.ts) on an origin of its own, baked into /admin/sign-in at build.
  local functions_port=$((port + 2))
  (
    export SUPABASE_SERVICE_ROLE_KEY="fixture-service-role-$RANDOM$RANDOM" SUPABASE_ACCESS_TOKEN="sbp_fixture$RANDOM$RANDOM$RANDOM" \
      SUPABASE_DB_URL="postgres://postgres:fixture-$RANDOM@db.fixture.example:5432/postgres" \
      CMS_AUTH_URL="http://127.0.0.1:$((port + 8))/functions/v1/cms-auth" \
      BLOG_TODAY=$fixture_today BLOG_CONTENT_DIR="$fixture/blog" JOBS_CONTENT_DIR=__tests__/fixtures/jobs \
      TALENT_CONTENT_DIR=__tests__/fixtures/talent \
      CONTENT_DATA_DIR="$fixture/data" VERCEL_CONFIG_PATH="$fixture/vercel.json"
    begin fixture-build
    if npx tsx scripts/test/fixture-content.ts "$fixture" --today "$fixture_today" "${cms[@]}" &&
      NEXT_PUBLIC_SUPABASE_URL="http://127.0.0.1:$functions_port" NEXT_PUBLIC_TURNSTILE_SITE_KEY=1x00000000000000000000AA \
        npm run build --silent; then
      record fixture-build step 0
      snapshot fixture SUPABASE_SERVICE_ROLE_KEY="$SUPABASE_SERVICE_ROLE_KEY" \
        SUPABASE_ACCESS_TOKEN="$SUPABASE_ACCESS_TOKEN" SUPABASE_DB_URL="$SUPABASE_DB_URL" \
        BLOG_TODAY="$BLOG_TODAY" BLOG_CONTENT_DIR="$BLOG_CONTENT_DIR" JOBS_CONTENT_DIR="$JOBS_CONTENT_DIR" \
        CONTENT_DATA_DIR="$CONTENT_DATA_DIR" VERCEL_CONFIG_PATH="$VERCEL_CONFIG_PATH" \
        BLOG_UNPUBLISHED_IDS=unpublished-draft,unpublished-scheduled
      exported fixture fixture-export-jest
      begin fixture-export "(the fixture export)"
      E2E_EXPORT=fixture E2E_PORT=$((port + 1)) FIXTURE_FUNCTIONS_PORT=$functions_port \
        BLOG_UNPUBLISHED_IDS=unpublished-draft,unpublished-scheduled \
        PLAYWRIGHT_JSON="$results/playwright-fixture-export.json" npx playwright test --project=chromium
      record fixture-export playwright $? "$results/playwright-fixture-export.json"
    else
      record fixture-build step 1
      echo "::: fixture-export-jest, fixture-export: not run, the fixture export did not build"
      exported fixture fixture-export-jest
      record fixture-export step 1
    fi
  )
  rm -rf out
  [ -d "$aside/out" ] && mv "$aside/out" out
  rm -rf "$aside"
}

static_checks
if [ "$lanes" = 1 ]; then
  checks
  exports
else
  checks >"$results/checks.log" 2>&1 &
  checks_pid=$!
  exports
  wait "$checks_pid"
  echo "::::: the checks' output ($results/checks.log)"
  cat "$results/checks.log"
fi

rm -rf "$results"/export-real "$results"/export-fixture
node scripts/test/test-summary.mjs
