/**
 * Each post-build step that rewrites Next's output, on a page exactly as Next built it
 * (__tests__/fixtures/next-output/post.html: a post's page from `next build`, before any step):
 * the step takes effect on it, and the same page with the markup the step expects taken out stops
 * the build with a StepContractError naming the step (scripts/build/step-contract.ts). Regenerate
 * the fixture after upgrading Next or React (docs/performance.md, "Upgrading Next or React").
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withMetaPolicy } from '@/scripts/build/csp';
import {
  CHUNK_SCRIPT,
  FLIGHT_SCRIPT,
  MANIFEST_LINK,
  deferLoadTimeFetches,
  deferScripts,
  moveFlightData,
} from '@/scripts/build/defer-scripts';
import { attribute } from '@/scripts/build/export-pages';
import { STYLESHEET_LINK, inlineStylesheets } from '@/scripts/build/inline-css';
import { MAIN_IMAGE, inlineMainImage } from '@/scripts/build/inline-main-image';
import { StepContractError } from '@/scripts/build/step-contract';

const FILE = 'blog/post.html';
const built = readFileSync(path.join(__dirname, 'fixtures/next-output/post.html'), 'utf8');
const global = (pattern: RegExp) => new RegExp(pattern.source, 'g');
const cover = attribute([...built.matchAll(global(MAIN_IMAGE))][0]![1]!, 'src')!;

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'step-contracts-'));
  // The files the page links, as small stand-ins: its stylesheet and its drawn cover.
  for (const [, href] of built.matchAll(global(STYLESHEET_LINK))) {
    mkdirSync(path.dirname(path.join(outDir, href!)), { recursive: true });
    writeFileSync(path.join(outDir, href!), 'body{margin:0}h1{font-weight:700}');
  }
  mkdirSync(path.dirname(path.join(outDir, cover)), { recursive: true });
  writeFileSync(
    path.join(outDir, cover),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9"/></svg>',
  );
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

type Case = {
  step: string;
  /** The step as postbuild runs it on this page. */
  run: (html: string) => string;
  /** What it must have changed on the page as built. */
  tookEffect: (before: string, after: string) => boolean;
  /** The page with the markup the step expects taken out, and what that markup is. */
  broken: Array<[string, (html: string) => string]>;
};

const cases: Case[] = [
  {
    step: 'inline-css',
    run: (html) => inlineStylesheets(html, outDir, new Map(), { page: FILE }),
    tookEffect: (_, after) => after.includes('<style data-inlined-from="/_next/static/'),
    broken: [['the stylesheet link', (html) => html.replace(global(STYLESHEET_LINK), '')]],
  },
  {
    step: 'inline-main-image',
    run: (html) => inlineMainImage(html, outDir, FILE),
    tookEffect: (before, after) =>
      before.includes(`src="${cover}"`) && !after.includes(`"${cover}"`),
    broken: [
      ['the main image', (html) => html.replaceAll(' elementtiming="main-image"', '')],
      [
        "the cover's preload",
        (html) => html.replace(/<link rel="preload" href="[^"]+" as="image"[^>]*>/g, ''),
      ],
      ["the cover's hint in React's payload", (html) => html.replace(/:HL\[\\"[^\]]*\]\\n/g, '')],
    ],
  },
  {
    step: 'defer-scripts',
    run: (html) => deferScripts(html, FILE),
    tookEffect: (before, after) =>
      global(CHUNK_SCRIPT).test(before) && !global(CHUNK_SCRIPT).test(after),
    broken: [
      ["Next's chunk scripts", (html) => html.replace(global(CHUNK_SCRIPT), '')],
      ['</body>', (html) => html.replace('</body>', '')],
    ],
  },
  {
    step: 'flight-data',
    run: (html) => moveFlightData(deferScripts(html, FILE), outDir, FILE),
    tookEffect: (before, after) =>
      global(FLIGHT_SCRIPT).test(before) && !global(FLIGHT_SCRIPT).test(after),
    broken: [["React's payload scripts", (html) => html.replace(global(FLIGHT_SCRIPT), '')]],
  },
  {
    step: 'manifest-link',
    run: (html) => deferLoadTimeFetches(html, FILE),
    tookEffect: (before, after) => MANIFEST_LINK.test(before) && !MANIFEST_LINK.test(after),
    broken: [['the manifest link', (html) => html.replace(MANIFEST_LINK, '')]],
  },
  {
    step: 'csp',
    run: (html) => withMetaPolicy(html, "default-src 'self'", FILE),
    tookEffect: (_, after) =>
      after.indexOf('http-equiv="Content-Security-Policy"') < after.indexOf('<script'),
    broken: [['<meta charSet="utf-8"/>', (html) => html.replace(/<meta charSet="utf-8"\/>/i, '')]],
  },
];

describe.each(cases)('$step', ({ step, run, tookEffect, broken }) => {
  it('takes effect on the page as Next built it', () => {
    expect(tookEffect(built, run(built))).toBe(true);
  });

  it.each(broken)('stops the build naming the step when %s is missing', (_what, remove) => {
    const page = remove(built);
    expect(page).not.toBe(built);
    let thrown: unknown;
    try {
      run(page);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StepContractError);
    expect((thrown as StepContractError).step).toBe(step);
    expect((thrown as Error).message).toMatch(new RegExp(`^${step}: ${FILE} has no `));
  });
});

describe('the versions these contracts were written for', () => {
  const root = path.join(__dirname, '..');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };

  it.each(['next', 'react', 'react-dom'])(
    '%s is pinned to one exact version, the one the lockfile installs',
    (name) => {
      const pinned = manifest.dependencies[name]!;
      expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(pinned);
    },
  );
});
