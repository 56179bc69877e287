/** @jest-environment node */
/**
 * Each post-build step that rewrites Next's output, on a page exactly as Next built it
 * (__tests__/fixtures/next-output/post.html: a post's page from `next build`, before any step):
 * the step takes effect on it, and the same page with the markup the step expects taken out stops
 * the build with a StepContractError naming the step (scripts/build/step-contract.ts). The steps
 * that read Next's files rather than a page's markup (the export's check, the no-openings cleanup,
 * the header files, the search index, the editor) run on a file tree named as Next 16 names its
 * output, and on the same tree changed as a new version might write it. Regenerate the fixture
 * after upgrading Next or React (docs/performance.md, "Upgrading Next or React").
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildAdmin, stylesheets as adminStylesheets } from '@/scripts/build/admin';
import { withMetaPolicy } from '@/scripts/build/csp';
import {
  CHUNK_SCRIPT,
  FLIGHT_SCRIPT,
  MANIFEST_LINK,
  deferLoadTimeFetches,
  deferScripts,
  moveFlightData,
} from '@/scripts/build/defer-scripts';
import { attribute, expectExport } from '@/scripts/build/export-pages';
import { writeHostHeaders } from '@/scripts/build/host-headers';
import { STYLESHEET_LINK, inlineStylesheets } from '@/scripts/build/inline-css';
import { MAIN_IMAGE, inlineMainImage } from '@/scripts/build/inline-main-image';
import { removeNoOpeningsPage } from '@/scripts/build/no-openings';
import { buildSearchIndex } from '@/scripts/build/search-index';
import { StepContractError } from '@/scripts/build/step-contract';
import { NO_OPENINGS_SLUG } from '@/lib/jobs/openings';
import { FAQ_LIST, INDEXED_BODY } from '@/lib/search/markup';

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
    // A rule for an element the page lacks: what the cut to the page's own rules leaves out.
    writeFileSync(
      path.join(outDir, href!),
      'body{margin:0}h1{font-weight:700}.no-such-element{color:red}',
    );
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
    step: 'page-css',
    run: (html) => inlineStylesheets(html, outDir, new Map(), { pageRulesOnly: true, page: FILE }),
    tookEffect: (_, after) =>
      after.includes('data-page-rules>body{margin:0}h1{font-weight:700}') &&
      !after.includes('.no-such-element'),
    broken: [
      [
        "the page's content in <main>, sent in React's payload only",
        (html) => html.replace(/(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/, '$1$2'),
      ],
    ],
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

/** What a step throws, or undefined. */
async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Expects `error` to be the named step's StepContractError, its message starting with the step. */
function expectStep(error: unknown, step: string) {
  expect(error).toBeInstanceOf(StepContractError);
  expect((error as StepContractError).step).toBe(step);
  expect((error as Error).message).toMatch(new RegExp(`^${step}: `));
}

const attributes = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** A page as the root layout renders it: its content in <main id="main">, the indexed body. */
const layoutPage = (content: string, head = '') =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>${head}</head><body>` +
  `<main id="main" tabindex="-1"${attributes(INDEXED_BODY)}>${content}</main></body></html>`;

/**
 * An export as Next 16 writes it (next/dist/export/index.js): each route's HTML `<route>.html`,
 * its payload `<route>.txt` and its segments `<route>/__next.<segment path, dotted>.txt`; hashed
 * chunks under _next/static/; image routes as files without an extension. `placeholder`: the
 * build had no role, so /jobs/no-openings was built.
 */
function nextExport({ placeholder = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-export-'));
  const files: Record<string, string> = {
    'index.html': layoutPage('<h1>Technology recruiters</h1><p>Staffing in Seattle.</p>'),
    '404.html': layoutPage('<h1>Not found</h1>', '<meta name="robots" content="noindex"/>'),
    'knowledge-base.html': layoutPage(
      `<h1>Questions</h1><div${attributes(FAQ_LIST)}><details id="fees"><summary>Fees?</summary><p>None to candidates.</p></details></div>`,
    ),
    'index.txt': '0:{}',
    '_next/static/chunks/app.css': 'body{margin:0}',
    '_next/static/chunks/main.js': 'self.x=1',
    'opengraph-image': 'png',
    'knowledge-base/opengraph-image': 'png',
    'apple-icon': 'png',
    'jobs.html': layoutPage('<h1>Open roles</h1>'),
    'jobs.txt': '0:{}',
    'jobs/__next._tree.txt': '0:{}',
    'jobs/__next.jobs.__PAGE__.txt': '0:{}',
    'jobs/open-roles.json': '{}',
  };
  if (placeholder)
    Object.assign(files, {
      [`jobs/${NO_OPENINGS_SLUG}.html`]: layoutPage('<h1>Not found</h1>'),
      [`jobs/${NO_OPENINGS_SLUG}.txt`]: '0:{}',
      [`jobs/${NO_OPENINGS_SLUG}/__next._tree.txt`]: '0:{}',
      [`jobs/${NO_OPENINGS_SLUG}/__next._full.txt`]: '0:{}',
      [`jobs/${NO_OPENINGS_SLUG}/__next.jobs.$d$slug.__PAGE__.txt`]: '0:{}',
    });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Moves a file of the export to another name, as a new version of Next might write it. */
function rename(dir: string, from: string, to: string) {
  const text = readFileSync(path.join(dir, from));
  rmSync(path.join(dir, from));
  mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
  writeFileSync(path.join(dir, to), text);
}

describe("the steps that read Next's files", () => {
  const trees: string[] = [];
  const tree = (options?: { placeholder?: boolean }) => {
    const dir = nextExport(options);
    trees.push(dir);
    return dir;
  };
  afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const root = path.join(__dirname, '..');

  describe('export', () => {
    it('takes an export with its home and 404 pages', () => {
      expect(() => expectExport(tree())).not.toThrow();
    });

    it.each(['index.html', '404.html'])(
      'stops the build naming the step when %s is not where Next wrote it',
      async (file) => {
        const dir = tree();
        rename(dir, file, `${file.replace('.html', '')}/index.html`);
        expectStep(await thrownBy(() => expectExport(dir)), 'export');
      },
    );
  });

  describe('no-openings', () => {
    it("removes every file of the placeholder page, and nothing of the other pages'", () => {
      const dir = tree({ placeholder: true });
      const removed = removeNoOpeningsPage(dir, { expected: true });
      expect(removed).toEqual([
        `jobs/${NO_OPENINGS_SLUG}.html`,
        `jobs/${NO_OPENINGS_SLUG}.txt`,
        `jobs/${NO_OPENINGS_SLUG}`,
      ]);
      expect(existsSync(path.join(dir, 'jobs', NO_OPENINGS_SLUG))).toBe(false);
      for (const kept of ['jobs.html', 'jobs/__next.jobs.__PAGE__.txt', 'jobs/open-roles.json'])
        expect(existsSync(path.join(dir, kept))).toBe(true);
      // A build with roles has no placeholder: nothing to remove, nothing to complain of.
      expect(removeNoOpeningsPage(tree(), { expected: false })).toEqual([]);
    });

    it.each<[string, (dir: string) => void]>([
      [
        "the page's HTML written as a folder's index",
        (dir) =>
          rename(dir, `jobs/${NO_OPENINGS_SLUG}.html`, `jobs/${NO_OPENINGS_SLUG}-page/index.html`),
      ],
      [
        'the payload under another extension',
        (dir) => rename(dir, `jobs/${NO_OPENINGS_SLUG}.txt`, `jobs/${NO_OPENINGS_SLUG}.rsc`),
      ],
      [
        'the segments beside the page under another prefix',
        (dir) =>
          rename(
            dir,
            `jobs/${NO_OPENINGS_SLUG}/__next._tree.txt`,
            `jobs/__segments-${NO_OPENINGS_SLUG}._tree.txt`,
          ),
      ],
    ])('stops the build naming the step when Next writes %s', async (_what, change) => {
      const dir = tree({ placeholder: true });
      change(dir);
      expectStep(
        await thrownBy(() => removeNoOpeningsPage(dir, { expected: true })),
        'no-openings',
      );
    });
  });

  describe('host-headers', () => {
    it('writes the header files with a rule for every file kind it names', () => {
      const dir = tree();
      const vercelPath = path.join(dir, 'vercel.json');
      const written = writeHostHeaders({ outDir: dir, vercelPath, site: {} });
      expect(written.rules).toBeGreaterThan(0);
      const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
      expect(headers).toContain(
        '\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable',
      );
      expect(headers).toContain('\n/*opengraph-image\n  Content-Type: image/png');
    });

    it.each<[string, (dir: string) => void]>([
      [
        "Next's chunks somewhere else than _next/static/",
        (dir) => rmSync(path.join(dir, '_next'), { recursive: true }),
      ],
      [
        'the image routes with an extension',
        (dir) => {
          rename(dir, 'opengraph-image', 'opengraph-image.png');
          rename(dir, 'knowledge-base/opengraph-image', 'knowledge-base/opengraph-image.png');
        },
      ],
      ['the apple icon with an extension', (dir) => rename(dir, 'apple-icon', 'apple-icon.png')],
    ])('stops the build naming the step with %s', async (_what, change) => {
      const dir = tree();
      change(dir);
      const error = await thrownBy(() =>
        writeHostHeaders({ outDir: dir, vercelPath: path.join(dir, 'vercel.json'), site: {} }),
      );
      expectStep(error, 'host-headers');
      expect(existsSync(path.join(dir, '_headers'))).toBe(false);
    });
  });

  describe('search-index', () => {
    it('indexes the pages that are not noindex, and each question of an FAQ list', async () => {
      const dir = tree();
      // In its own process, as the build runs it: Pagefind's package is ES modules only.
      const run = `require('./scripts/build/search-index').buildSearchIndex(${JSON.stringify(dir)}).then((r) => console.log(JSON.stringify(r)))`;
      const { stdout } = await promisify(execFile)(
        path.join(root, 'node_modules/.bin/tsx'),
        ['-e', run],
        { cwd: root, encoding: 'utf8' },
      );
      const report = JSON.parse(stdout) as { pages: number; faq: number; skipped: string[] };
      expect([report.pages, report.faq, report.skipped]).toEqual([3, 1, ['/404']]);
      expect(existsSync(path.join(dir, '_search', 'pagefind.js'))).toBe(true);
    });

    it.each<[string, (html: string) => string]>([
      ['a page without its indexed body', (html) => html.replace(attributes(INDEXED_BODY), '')],
      [
        'an FAQ list whose questions are not <details id>',
        (html) => html.replace('<details id="fees">', '<details>'),
      ],
    ])('stops the build naming the step with %s', async (_what, change) => {
      const dir = tree();
      const file = path.join(dir, 'knowledge-base.html');
      writeFileSync(file, change(readFileSync(file, 'utf8')));
      const error = await thrownBy(() => buildSearchIndex(dir));
      expectStep(error, 'search-index');
      expect((error as Error).message).toContain('knowledge-base.html');
      expect(existsSync(path.join(dir, '_search'))).toBe(false);
    });
  });

  describe('admin', () => {
    it("finds the site's stylesheets for the previews", () => {
      expect(adminStylesheets(tree())).toEqual(['/_next/static/chunks/app.css']);
    });

    it('stops the build naming the step, before bundling, when Next writes no stylesheet under _next/static/', async () => {
      const dir = tree();
      rename(dir, '_next/static/chunks/app.css', '_next/static/css/app.style');
      expectStep(await thrownBy(() => buildAdmin(root, dir)), 'admin');
      expect(existsSync(path.join(dir, 'admin'))).toBe(false);
    });
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
