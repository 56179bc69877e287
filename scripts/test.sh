#!/usr/bin/env bash
# `npm test`: lint, type-check, unit and component tests, the static build, then the browser
# tests against the export. Every suite runs; the last line sums them all.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
summary=test-results/summary
rm -rf test-results && mkdir -p "$summary"

# record SUITE PASSED FAILED [NOTE]
record() {
  printf '{"suite":"%s","passed":%d,"failed":%d,"note":"%s"}\n' "$1" "$2" "$3" "${4:-}" >"$summary/$1.json"
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

echo "::: jest"
npx jest --ci --json --outputFile=test-results/jest.json
node -e '
  const fs = require("fs");
  let r = { numPassedTests: 0, numFailedTests: 1 };
  try { r = JSON.parse(fs.readFileSync("test-results/jest.json", "utf8")); } catch {}
  const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
  fs.writeFileSync(process.argv[1], JSON.stringify({ suite: "jest", passed: r.numPassedTests, failed }));
' "$summary/jest.json"

if [ -f scripts/test-extra.sh ]; then
  # Suites that need their own runtime (Deno) hook in here.
  source scripts/test-extra.sh
fi

if step build npm run build --silent; then
  if bash scripts/ensure-chromium.sh; then
    echo "::: playwright"
    npx playwright test
    node -e '
      const fs = require("fs");
      let s = { expected: 0, unexpected: 1, flaky: 0 };
      try { s = JSON.parse(fs.readFileSync("test-results/playwright.json", "utf8")).stats; } catch {}
      fs.writeFileSync(process.argv[1], JSON.stringify({ suite: "playwright", passed: s.expected + s.flaky, failed: s.unexpected, note: s.flaky ? s.flaky + " flaky" : "" }));
    ' "$summary/playwright.json"
  else
    record playwright 0 1 "no chromium"
  fi
else
  record playwright 0 1 "not run: build failed"
fi

node scripts/test-summary.mjs
