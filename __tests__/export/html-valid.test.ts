/**
 * Every exported page is valid HTML by the W3C Nu Html Checker (the `vnu-jar` package, run on
 * Java: scripts/test/ensure-java.sh installs Debian's default-jre-headless where it is missing).
 * One checker run for all of out/ (the real export, or the fixture export when the fixture run
 * serves it). Any HTML error fails, named by page, line and message.
 * Filtered, by message, are the checker's CSS messages about CSS it does not know yet, which
 * browsers do (the stylesheet Tailwind writes, inlined into each page):
 * - the `@property` at-rule (CSS Properties and Values API, in every current browser);
 * - `margin-trim` (CSS Box Model 4), which the checker does not list;
 * - a custom property (`--tw-…`) named in `transition-property`, which CSS allows.
 * No other message is filtered: an HTML error, or any other CSS error, fails the test.
 * @exports real fixture
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expectOf as expect, OUT_DIR, ROOT } from '../helpers/export-dom';

const outDir = OUT_DIR;
const VNU = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

const OUTDATED_CSS = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
];

/**
 * Attributes the checker does not know yet: `elementtiming`, the Element Timing API's attribute
 * (WICG, shipped in Chromium), on the page's main image only, which the deferred loader waits for
 * (scripts/build/defer-scripts.ts). Every other unknown attribute is still reported.
 */
const NOT_YET_IN_THE_CHECKER = [
  /^Attribute “elementtiming” not allowed on element “img” at this point\.$/,
];

/**
 * The JVM's flags for one short batch run: only the quick first compiler tier (the run ends
 * before the optimizing tier pays for itself: about half the time on 2 cores), and the thread
 * stack the checker's schema evaluation asks for under that tier (it fails with a
 * StackOverflowError below 512k).
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

test('every exported page passes the Nu Html Checker', () => {
  const pages = readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.html'));
  expect(pages.length, 'pages in out/').toBeGreaterThan(15);
  let json: string;
  try {
    json = execFileSync(
      'java',
      [...JVM_FLAGS, '-jar', VNU, '--format', 'json', '--errors-only', '--skip-non-html', outDir],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 256 * 1024 * 1024,
      },
    );
  } catch (error) {
    // The checker exits 1 when it found errors and writes its report to stderr.
    const failed = error as { stderr?: string; code?: string };
    if (failed.code === 'ENOENT')
      throw new Error(
        'Java is not installed: run scripts/test/ensure-java.sh (Debian default-jre-headless)',
      );
    json = failed.stderr ?? '';
  }
  const report = JSON.parse(json || '{"messages":[]}') as { messages: Message[] };
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter(
      (m) =>
        ![...OUTDATED_CSS, ...NOT_YET_IN_THE_CHECKER].some((pattern) => pattern.test(m.message)),
    )
    .map(
      (m) =>
        `${path.relative(outDir, new URL(m.url ?? 'file:/').pathname)}:${m.lastLine ?? '?'}: ${m.message}`,
    );
  expect(errors).toEqual([]);
}, 180_000);
