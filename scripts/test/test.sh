#!/usr/bin/env bash
# `npm test`: lint, type-check, the content check, Jest, the Edge Functions under Deno, the static
# build, the browser tests against the export, then a second export built from the test fixtures
# and its browser tests. Every suite runs, each records its outcome (scripts/test/record.mjs), and
# the last line sums them all (scripts/test/test-summary.mjs): "N passed, N failed, N skipped".
# A suite that did not run — no report, a run-level error, zero tests, a crash — is a failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1 DENO_TLS_CA_STORE=system DENO_NO_UPDATE_CHECK=1
results=${TEST_RESULTS_DIR:-test-results}
export TEST_RESULTS_DIR=$results
rm -rf "$results" && mkdir -p "$results/summary"

# record SUITE KIND EXIT [REPORT]
record() { node scripts/test/record.mjs "$@"; }
# step SUITE COMMAND...: a check that counts as one test.
step() {
  local suite=$1
  shift
  echo "::: $suite: $*"
  "$@"
  local rc=$?
  record "$suite" step "$rc"
  return "$rc"
}

# other_export SUITE WHAT VAR=VALUE... -- SPEC...: builds out/ with the variables (the real export
# set aside and put back afterwards), runs the browser specs on it with the same variables, and
# records SUITE; an export that does not build is the suite's failure, saying whose export it was.
other_export() {
  local suite=$1 what=$2 aside=node_modules/.cache/test-$1-export vars=()
  shift 2
  while [ "$1" != "--" ]; do vars+=("$1"); shift; done
  shift
  rm -rf "$aside" && mkdir -p "$aside"
  [ -d out ] && mv out "$aside/out"
  if env "${vars[@]}" npm run build --silent; then
    env "${vars[@]}" PLAYWRIGHT_JSON="$results/playwright-$suite.json" npx playwright test "$@"
    record "$suite" playwright $? "$results/playwright-$suite.json"
  else
    echo "::: $suite: the export of $what did not build"
    record "$suite" step 1
  fi
  rm -rf out .next
  [ -d "$aside/out" ] && mv "$aside/out" out
  rm -rf "$aside"
}

# The editor's local backend (decap-server, started by e2e/cms.spec.ts) answers on CMS_PORT, which
# the build writes into /admin/config.yml; the clone it edits is CMS_REPO (under node_modules/.cache,
# where no type check, lint or build reads its sources), rebuilt below.
export CMS_PORT=${CMS_PORT:-$((${E2E_PORT:-4173} + 4))} CMS_REPO=${CMS_REPO:-$PWD/node_modules/.cache/test-cms-repo}
rm -rf "$CMS_REPO"

# What the suites need from the machine, installed before any of them starts (never inside a
# test's timeout): PostgreSQL 15 for Jest and Deno, Java for the HTML checker, Chromium.
bash scripts/test/ensure-postgres.sh || echo "PostgreSQL 15 is missing: the suites that need it will fail and say so."
bash scripts/test/ensure-java.sh || echo "Java is missing: the HTML checker's test will fail and say so."

# ESLint, then Prettier's format on every file it does not ignore (.prettierignore).
step lint npm run --silent lint
step typecheck npx tsc --noEmit
# Every blog post's rules (lib/blog/content-check.ts), in seconds, as an editor runs them.
step check-content npm run --silent check:content

echo "::: jest"
npx jest --ci --json --outputFile="$results/jest.json"
record jest jest $? "$results/jest.json"

# The Edge Functions under Deno (from the npm package; npm: imports resolve through
# supabase/functions/deno.json and its committed deno.lock): each entry point type-checks, then
# every *.deno.test.ts runs (the deployed entry points, over memory and over PostgreSQL 15).
deno_bin="$PWD/node_modules/.bin/deno"
echo "::: deno"
(cd supabase/functions && for entry in send-contact-email/index.ts send-tech-refugee-form/index.ts submit-application/index.ts collect-vitals/index.ts cms-auth/index.ts outbox-drain/index.ts job-alerts/index.ts job-alerts-send/index.ts; do
  "$deno_bin" check --frozen "$entry" || exit 1
done)
record deno-check step $?
(cd supabase/functions && "$deno_bin" test --frozen --allow-net --allow-env --allow-read --allow-write --allow-run) 2>&1 | tee "$results/deno.txt"
record deno deno "${PIPESTATUS[0]}" "$results/deno.txt"

if step build npm run build --silent; then
  if CHROMIUM_PATH=$(bash scripts/test/ensure-chromium.sh); then
    export CHROMIUM_PATH
    echo "::: playwright"
    PLAYWRIGHT_JSON="$results/playwright.json" npx playwright test
    record playwright playwright $? "$results/playwright.json"
  else
    record playwright step 1
  fi
else
  echo "::: playwright: not run, the build failed"
  record playwright step 1
fi

# What an editor published in /admin (e2e/cms.spec.ts, in the run above: a post with a photo
# cover and an FAQ answer, merged into the clone's main) reaches the site: the export rebuilt from
# the clone's content shows the post, and the answer on /knowledge-base and in its FAQPage data.
echo "::: cms-published"
if [ -f "$CMS_REPO/content/faq.yml" ] && [ -d "$CMS_REPO/content/blog" ]; then
  other_export cms-published "the editor's clone" BLOG_CONTENT_DIR="$CMS_REPO/content/blog" JOBS_CONTENT_DIR="$CMS_REPO/content/jobs" \
    CONTENT_DATA_DIR="$CMS_REPO/content" VERCEL_CONFIG_PATH="$CMS_REPO/vercel.json" CMS_PUBLISHED=1 -- e2e/cms-published.spec.ts
else
  echo "::: cms-published: not run, the editor's spec published nothing into $CMS_REPO"
  record cms-published step 1
fi

# An editor's and a recruiter's pull request (scripts/test/editor-change.ts): a copy of the content
# with one post removed, one added (a phone's photo as its cover) and one opening added. What the
# content check accepts must pass every test that reads the content: the check itself, Jest, and
# the browser specs that read posts, roles, pages and links, on an export built from that copy.
echo "::: editor-change"
change=$results/editor-change
if npx tsx scripts/test/editor-change.ts "$change"; then
  (export BLOG_CONTENT_DIR="$change/blog" JOBS_CONTENT_DIR="$change/jobs"
  npm run --silent check:content; record editor-change-check step $?
  npx jest --ci --json --outputFile="$results/jest-editor-change.json"
  record editor-change-jest jest $? "$results/jest-editor-change.json"
  other_export editor-change "the changed content" VERCEL_CONFIG_PATH="$change/vercel.json" -- \
    e2e/blog.spec.ts e2e/blog-pages.spec.ts e2e/jobs.spec.ts e2e/seo.spec.ts e2e/shell.spec.ts e2e/blog-images.spec.ts e2e/html-valid.spec.ts)
else
  record editor-change-check step 1
fi

# Every page's copy reworded (scripts/test/copy-change.ts): a copy of the project outside it (its
# own node_modules as hard links), where every string of the page modules, the FAQ and testimonials
# and the legal pages is reworded. No test may pin an editor's words: the content check, Jest, and
# the browser specs that check the pages' copy run there, on the export built from that copy.
echo "::: copy-change"
copy_change=${COPY_CHANGE_DIR:-${TMPDIR:-/tmp}/copy-change-$(basename "$PWD")-${E2E_PORT:-4173}}
results_abs=$(cd "$results" && pwd)
if npx tsx scripts/test/copy-change.ts "$copy_change"; then
  (cd "$copy_change" && export TEST_RESULTS_DIR="$results_abs"
  npm run --silent check:content; record copy-change-check step $?
  npx jest --ci --json --outputFile="$results_abs/jest-copy-change.json"
  record copy-change-jest jest $? "$results_abs/jest-copy-change.json"
  if npm run build --silent; then
    PLAYWRIGHT_JSON="$results_abs/playwright-copy-change.json" npx playwright test \
      e2e/company-pages.spec.ts e2e/service-pages.spec.ts e2e/knowledge-base.spec.ts e2e/seo.spec.ts e2e/no-js.spec.ts
    record copy-change playwright $? "$results_abs/playwright-copy-change.json"
  else
    echo "::: copy-change: the export of the reworded copy did not build"
    record copy-change step 1
  fi)
  rm -rf "$copy_change"
else
  record copy-change-check step 1
fi

# The fixture export: the site built from the test fixtures, where the browser tests that need
# content the real site does not ship run. 100 generated blog posts (the blog's scale) plus a
# draft and a post scheduled for the day after the build's BLOG_TODAY: the header files must not
# grow, every page (the nine list pages too) must run under its policy, /blog shows 12 cards and
# /blog/page/9 the last 4, and the two unpublished posts are nowhere (the site search included). Built into out/ with
# BLOG_CONTENT_DIR, vercel.json written beside the posts; the real export is put back afterwards.
echo "::: fixture-export"
fixture=$results/fixture-export
fixture_today=2026-01-01
aside=node_modules/.cache/test-fixture-export
rm -rf "$fixture" "$aside" && mkdir -p "$aside"
[ -d out ] && mv out "$aside/out"
# Three open roles and two closed ones (__tests__/fixtures/jobs; dates around BLOG_TODAY) join too:
# their pages, list, filters, feed, sitemap, JSON and JobPosting data are tested there, the closed
# role's page (closed within 90 days) and the 404 of the other (closed longer ago), and every page of
# this export (the roles', the photo post's, the list pages) is held to the byte budgets.
# Stand-in values of the server-only variables, set for the build and the run: e2e/secrets.spec.ts
# proves none of them reaches a file of the export.
export SUPABASE_SERVICE_ROLE_KEY="fixture-service-role-$RANDOM$RANDOM" SUPABASE_ACCESS_TOKEN="sbp_fixture$RANDOM$RANDOM$RANDOM" \
  SUPABASE_DB_URL="postgres://postgres:fixture-$RANDOM@db.fixture.example:5432/postgres"
# The forms as deployed: the functions on an origin of their own (the Supabase project's) with
# Turnstile on; playwright.config.ts starts them on FIXTURE_FUNCTIONS_PORT with a siteverify stand-in.
fixture_port=$((${E2E_PORT:-4173} + 1))
fixture_functions_port=$((${E2E_PORT:-4173} + 2))
# The editor's sign-in function (cms-auth with `deno run`, behind the Supabase gateway stand-in,
# started by e2e/cms-auth.spec.ts) on an origin of its own, baked into /admin/sign-in at build.
export CMS_AUTH_URL="http://127.0.0.1:$((${E2E_PORT:-4173} + 8))/functions/v1/cms-auth"
# The photo example (a post with a photo cover and a chart; the site's own posts have drawn
# covers) joins them: the photo pipeline, its social card and its page are tested there.
if npx tsx scripts/bench/blog.ts --write-posts 100 "$fixture/posts" --unpublished "$fixture_today" &&
  cp __tests__/fixtures/blog-photo/* "$fixture/posts/" &&
  BLOG_TODAY="$fixture_today" BLOG_CONTENT_DIR="$fixture/posts" VERCEL_CONFIG_PATH="$fixture/vercel.json" \
    NEXT_PUBLIC_SUPABASE_URL="http://127.0.0.1:$fixture_functions_port" NEXT_PUBLIC_TURNSTILE_SITE_KEY=1x00000000000000000000AA \
    JOBS_CONTENT_DIR=__tests__/fixtures/jobs npm run build --silent; then
  VERCEL_CONFIG_PATH="$fixture/vercel.json" PLAYWRIGHT_JSON="$results/playwright-fixture-export.json" \
    BLOG_UNPUBLISHED_IDS=unpublished-draft,unpublished-scheduled FIXTURE_FUNCTIONS_PORT=$fixture_functions_port \
    BLOG_CONTENT_DIR="$fixture/posts" JOBS_CONTENT_DIR=__tests__/fixtures/jobs BLOG_TODAY="$fixture_today" \
    E2E_PORT=$fixture_port npx playwright test e2e/csp.spec.ts e2e/blog-pages.spec.ts \
    e2e/secrets.spec.ts e2e/forms-cross-origin.spec.ts e2e/blog-images.spec.ts e2e/html-valid.spec.ts e2e/jobs.spec.ts \
    e2e/budget.spec.ts e2e/cms-auth.spec.ts e2e/search.spec.ts e2e/apply.spec.ts e2e/job-alerts.spec.ts \
    e2e/hire.spec.ts
  record fixture-export playwright $? "$results/playwright-fixture-export.json"
else
  echo "::: fixture-export: not run, the fixture export did not build"
  record fixture-export step 1
fi
unset SUPABASE_SERVICE_ROLE_KEY SUPABASE_ACCESS_TOKEN SUPABASE_DB_URL CMS_AUTH_URL
rm -rf out .next
[ -d "$aside/out" ] && mv "$aside/out" out
rm -rf "$aside"

node scripts/test/test-summary.mjs
