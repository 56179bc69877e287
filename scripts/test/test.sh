#!/usr/bin/env bash
# `npm test`: lint, type-check, unit and component tests, the static build, then the browser
# tests against the export. Every suite runs; the last line sums them all.
set -uo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
summary=test-results/summary
rm -rf test-results && mkdir -p "$summary"

# record SUITE PASSED FAILED [NOTE]
record() {
  printf '{"suite":"%s","passed":%d,"failed":%d,"note":"%s"}\n' "$1" "$2" "$3" "${4:-}" >"$summary/$1.json"
}
# record_playwright SUITE REPORT: a Playwright run's counts from its JSON report (a missing report
# counts as one failure).
record_playwright() {
  node -e '
    const fs = require("fs");
    let s = { expected: 0, unexpected: 1, flaky: 0 };
    try { s = JSON.parse(fs.readFileSync(process.argv[2], "utf8")).stats; } catch {}
    fs.writeFileSync(process.argv[1], JSON.stringify({ suite: process.argv[3], passed: s.expected + s.flaky, failed: s.unexpected, note: s.flaky ? s.flaky + " flaky" : "" }));
  ' "$summary/$1.json" "$2" "$1"
}
# step SUITE COMMAND...: a check that counts as one test.
step() {
  local suite=$1
  shift
  echo "::: $suite: $*"
  if "$@"; then record "$suite" 1 0; return 0; else record "$suite" 0 1; return 1; fi
}

step lint npx eslint . --max-warnings=0
step typecheck npx tsc --noEmit
# Every blog post's rules (lib/content-check.ts), in seconds, as an editor runs them.
step check-content npm run --silent check:content

echo "::: jest"
npx jest --ci --json --outputFile=test-results/jest.json
node -e '
  const fs = require("fs");
  let r = { numPassedTests: 0, numFailedTests: 1 };
  try { r = JSON.parse(fs.readFileSync("test-results/jest.json", "utf8")); } catch {}
  const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
  fs.writeFileSync(process.argv[1], JSON.stringify({ suite: "jest", passed: r.numPassedTests, failed }));
' "$summary/jest.json"

if [ -f scripts/test/test-extra.sh ]; then
  # Suites that need their own runtime (Deno) hook in here.
  source scripts/test/test-extra.sh
fi

if step build npm run build --silent; then
  if CHROMIUM_PATH=$(bash scripts/test/ensure-chromium.sh); then
    export CHROMIUM_PATH
    echo "::: playwright"
    npx playwright test
    record_playwright playwright test-results/playwright.json
  else
    record playwright 0 1 "no chromium"
  fi
else
  record playwright 0 1 "not run: build failed"
fi

# The CSP and blog-pages browser tests again, on an export with 100 generated blog posts (the
# blog's scale) plus a draft and a post scheduled for the day after the build's BLOG_TODAY: the
# header files must not grow, every page (the nine list pages too) must still run under its policy,
# /blog shows 12 cards and /blog/page/9 the last 4, and the two unpublished posts are nowhere.
# Built into out/ with BLOG_CONTENT_DIR, vercel.json written beside the posts; the real export is
# put back afterwards. Costs one more build and about 145 tests: about 5 minutes on 2 shared cores.
echo "::: csp-100-posts"
blog100=test-results/blog-100
blog100_today=2026-01-01
aside=node_modules/.cache/test-csp-100
rm -rf "$blog100" "$aside" && mkdir -p "$aside"
[ -d out ] && mv out "$aside/out"
if npx tsx scripts/bench/blog.ts --write-posts 100 "$blog100/posts" --unpublished "$blog100_today" &&
  BLOG_TODAY="$blog100_today" BLOG_CONTENT_DIR="$blog100/posts" VERCEL_CONFIG_PATH="$blog100/vercel.json" \
    npm run build --silent; then
  VERCEL_CONFIG_PATH="$blog100/vercel.json" PLAYWRIGHT_JSON=test-results/playwright-100-posts.json \
    BLOG_UNPUBLISHED_IDS=unpublished-draft,unpublished-scheduled \
    E2E_PORT=$(( ${E2E_PORT:-4173} + 1 )) npx playwright test e2e/csp.spec.ts e2e/blog-pages.spec.ts
  record_playwright csp-100-posts test-results/playwright-100-posts.json
else
  record csp-100-posts 0 1 "not run: the 100-post export did not build"
fi
rm -rf out .next
[ -d "$aside/out" ] && mv "$aside/out" out
rm -rf "$aside"

node scripts/test/test-summary.mjs
