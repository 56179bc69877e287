# Sourced by scripts/test/test.sh between Jest and the build: the Edge Functions under Deno.
# `deno check` of each entry point counts as one test; `deno test` adds its own counts.
# Deno comes from the npm package (node_modules/.bin/deno); npm: imports resolve through
# supabase/functions/deno.json and its committed deno.lock.
echo "::: deno"
deno_passed=0
deno_failed=0
deno_bin="$PWD/node_modules/.bin/deno"
export DENO_TLS_CA_STORE=system DENO_NO_UPDATE_CHECK=1
if [ -x "$deno_bin" ]; then
  for entry in send-contact-email/index.ts send-tech-refugee-form/index.ts collect-vitals/index.ts; do
    if (cd supabase/functions && "$deno_bin" check --frozen "$entry"); then
      deno_passed=$((deno_passed + 1))
    else
      deno_failed=$((deno_failed + 1))
    fi
  done
  deno_out=$(cd supabase/functions && "$deno_bin" test --frozen --allow-net --allow-env --allow-read --allow-run 2>&1)
  deno_rc=$?
  printf '%s\n' "$deno_out"
  # Deno's summary line: "ok | 2 passed | 0 failed (1s)" (colour codes stripped).
  summary_line=$(printf '%s\n' "$deno_out" | sed 's/\x1b\[[0-9;]*m//g' | grep -E '[0-9]+ passed \| [0-9]+ failed' | tail -1)
  p=$(printf '%s' "$summary_line" | sed -E 's/.* ([0-9]+) passed.*/\1/')
  f=$(printf '%s' "$summary_line" | sed -E 's/.*\| ([0-9]+) failed.*/\1/')
  if [ -n "$summary_line" ]; then
    deno_passed=$((deno_passed + p))
    deno_failed=$((deno_failed + f))
  fi
  if [ "$deno_rc" -ne 0 ] && [ "${f:-0}" -eq 0 ]; then deno_failed=$((deno_failed + 1)); fi
  record deno "$deno_passed" "$deno_failed"
else
  record deno 0 1 "deno not installed (npm ci)"
fi
