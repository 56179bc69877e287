/** @jest-environment node */
/**
 * The markdown renderer (lib/blog/render.ts) the build runs, called here as the build calls it,
 * and the HTML it returns.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageCacheDir } from '@/lib/blog/images';
import { renderMarkdown } from '@/lib/blog/render';

const CASES = {
  paragraphs: 'First paragraph,\nstill the first.\n\nSecond paragraph.',
  h2: '## Why it matters',
  h3: '### A smaller heading',
  quote: '> Hiring is a team sport.',
  numbered: '1. Define the role\n2. Agree the rate\n3. Interview quickly',
  bold: 'A **90-day replacement guarantee** applies.',
  script:
    'Before\n\n<script>alert("x")</script>\n\nAfter <img src=x onerror="alert(1)"> and [a link](javascript:alert(1)).',
  iframe: '<iframe src="https://example.com"></iframe>\n\n<div onclick="steal()">Text</div>',
  table: '| Role | Weeks |\n| :--- | ---: |\n| Contract | 1-2 |\n| Permanent | 4-8 |',
  strike: '~~Hourly~~ Daily rates.',
  tasks: '- [x] Brief agreed\n- [ ] Shortlist sent',
  autolink: 'Read https://example.com/rates today.',
  footnote: 'Placed in two weeks.[^1]\n\n[^1]: Median of 2025 placements.',
};

let html: Record<keyof typeof CASES, string>;

beforeAll(async () => {
  const out: Record<string, string> = {};
  for (const [name, markdown] of Object.entries(CASES)) out[name] = await renderMarkdown(markdown);
  html = out as typeof html;
});

it('a blank line starts a new paragraph; a single line break does not', () => {
  expect(html.paragraphs.match(/<p>/g)).toHaveLength(2);
  expect(html.paragraphs).toContain('<p>First paragraph,\nstill the first.</p>');
  expect(html.paragraphs).toContain('<p>Second paragraph.</p>');
});

it('## makes a level-2 heading', () => {
  expect(html.h2.trim()).toBe('<h2>Why it matters</h2>');
});

it('### makes a level-3 heading', () => {
  expect(html.h3.trim()).toBe('<h3>A smaller heading</h3>');
});

it('> makes a quote', () => {
  expect(html.quote).toMatch(/^<blockquote>\s*<p>Hiring is a team sport\.<\/p>\s*<\/blockquote>/);
});

it('a block starting with a number and a period is a numbered list', () => {
  expect(html.numbered).toMatch(/^<ol>/);
  expect(html.numbered.match(/<li>/g)).toHaveLength(3);
  expect(html.numbered).toContain('<li>Agree the rate</li>');
});

it('**text** is bold', () => {
  expect(html.bold).toContain('<strong>90-day replacement guarantee</strong>');
});

it('raw HTML and scripts in a post never reach the page', () => {
  expect(html.script).not.toMatch(/<script|alert\("x"\)|onerror|javascript:/i);
  expect(html.script).toContain('<p>Before</p>');
  expect(html.script).toMatch(/After/);
  expect(html.iframe).not.toMatch(/<iframe|<div|onclick/i);
});

describe('GitHub-flavoured markdown, as editors see it while writing on GitHub', () => {
  it('a table is a table, its alignment a class (the align attribute is obsolete HTML)', () => {
    expect(html.table).toMatch(
      /^<table>\s*<thead>\s*<tr>\s*<th class="align-left">Role<\/th>\s*<th class="align-right">Weeks<\/th>/,
    );
    expect(html.table.match(/<tr>/g)).toHaveLength(3);
    expect(html.table).toContain('<td class="align-right">4-8</td>');
    expect(html.table).not.toContain('align=');
  });

  it('~~text~~ is struck through, a bare address is a link', () => {
    expect(html.strike).toContain('<del>Hourly</del> Daily rates.');
    expect(html.autolink).toContain(
      '<a href="https://example.com/rates">https://example.com/rates</a>',
    );
  });

  it('a task list shows its boxes, ticked or not, and none can be changed', () => {
    expect(html.tasks).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled> Brief agreed</li>',
    );
    expect(html.tasks).toContain(
      '<li class="task-list-item"><input type="checkbox" disabled> Shortlist sent</li>',
    );
  });

  it('a footnote links to its note and back, ids matching (sanitising does not prefix them twice)', () => {
    const ids = [...html.footnote.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const targets = [...html.footnote.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.length).toBe(2);
    for (const target of targets) expect(ids).toContain(target);
    expect(html.footnote).toContain('Median of 2025 placements.');
  });
});

describe('images in a post', () => {
  let images: Record<string, string>;
  let dir: string;

  beforeAll(async () => {
    // A post folder of its own, with a photo and a drawing beside the post; the renditions are made
    // on demand as in `next dev`, into the folder's public/_img. They come from the encoded images
    // the build keeps (named by their source's hash and the encoder's settings, so never stale):
    // what is tested here is the markup; the encoding is blog-images.test.ts's.
    dir = mkdtempSync(path.join(tmpdir(), 'blog-render-images-'));
    const photo = path.join(
      process.cwd(),
      '__tests__/fixtures/blog-photo/hiring-timeline-city-lights.jpg',
    );
    copyFileSync(photo, path.join(dir, 'team.jpg'));
    writeFileSync(
      path.join(dir, 'flow.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300"><title>A flow</title><rect width="800" height="300" fill="#eee"/></svg>',
    );
    const cases = {
      photo: '![A recruiter and a candidate reviewing a contract](team.jpg)',
      decorative: '![decorative](team.jpg)',
      svg: '![Three steps from brief to hire](flow.svg)',
      forged: 'Text <img src="/__blog-image__/0" onerror="alert(1)"> more',
    };
    // As `next dev` renders: from the post's folder, the renditions made when missing.
    const cwd = process.cwd();
    const env = {
      NODE_ENV: process.env.NODE_ENV,
      BLOG_IMAGE_CACHE_DIR: process.env.BLOG_IMAGE_CACHE_DIR,
    };
    Object.assign(process.env, {
      NODE_ENV: 'development',
      BLOG_IMAGE_CACHE_DIR: imageCacheDir(cwd),
    });
    process.chdir(dir);
    try {
      images = {};
      for (const [name, markdown] of Object.entries(cases)) {
        images[name] = await renderMarkdown(markdown, { postFile: path.join(dir, 'a-post.md') });
      }
    } finally {
      process.chdir(cwd);
      for (const [key, value] of Object.entries(env)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a photo becomes a lazy <picture>: AVIF, WebP, then the JPEG with its size and the alt text', () => {
    expect(images.photo).toMatch(
      /^<p><picture><source type="image\/avif" srcset="[^"]+480w[^"]+1920w" sizes="[^"]+"><source type="image\/webp" srcset="[^"]+"[^>]*><img src="\/_img\/team-[0-9a-f]{12}-960\.jpg" srcset="[^"]+" sizes="[^"]+" width="1920" height="1080" alt="A recruiter and a candidate reviewing a contract" loading="lazy" decoding="async"><\/picture><\/p>/,
    );
    expect(images.photo).not.toContain('fetchpriority');
  });

  it('an image marked decorative gets an empty alt', () => {
    expect(images.decorative).toContain('alt=""');
    expect(images.decorative).not.toContain('decorative');
  });

  it('an SVG beside the post is an <img> with its size, from a content-hashed copy', () => {
    expect(images.svg).toMatch(
      /<img src="\/_img\/flow-[0-9a-f]{12}\.svg" width="800" height="300" alt="Three steps from brief to hire" loading="lazy" decoding="async">/,
    );
  });

  it('an image tag typed into the post stays removed', () => {
    expect(images.forged).not.toMatch(/<img|<picture|onerror/);
  });
});
