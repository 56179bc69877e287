// Sums every suite's results (test-results/summary/*.json, written by scripts/test/test.sh) into
// one line: "N passed, N failed". Exits non-zero when anything failed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.join('test-results', 'summary');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
let passed = 0;
let failed = 0;
console.log('\nSuites:');
for (const file of files) {
  const r = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += r.passed;
  failed += r.failed;
  console.log(`  ${r.suite.padEnd(22)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || files.length === 0 ? 1 : 0);
