/**
 * The CSP tour's choice of pages (e2e/site-pages.ts pageShape, pagesOfEachShape): pages that differ
 * only in their words are one shape and toured once; a page with an element, an attribute or an
 * origin the others lack is a shape of its own. A small export written by the test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND_PATH, pageShape, pagesOfEachShape } from '../e2e/site-pages';

const page = (body: string, script = 'self.x=1') =>
  `<!DOCTYPE html><html lang="en"><head><script>${script}</script>` +
  `<script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><main><h1>Title</h1>${body}</main></body></html>`;

const post = (words: string) =>
  page(`<p>${words}</p><img src="/images/blog/cover.webp" alt="${words}">`);

describe('pageShape', () => {
  test('the words, the alt texts, the inline scripts and a same-origin path change nothing', () => {
    expect(pageShape(post('One post about hiring.'))).toBe(
      pageShape(
        page(
          '<p>Another one, longer.</p><img src="/images/blog/other.webp" alt="Other">',
          'self.y="<div onclick=2>"',
        ),
      ),
    );
  });

  test('an element, an attribute or an origin of its own makes another shape', () => {
    const base = pageShape(post('Words.'));
    expect(pageShape(page('<p>Words.</p><table><tr><td>1</td></tr></table>'))).not.toBe(base);
    expect(
      pageShape(page('<p style="color:red">Words.</p><img src="/images/blog/cover.webp" alt="">')),
    ).not.toBe(base);
    expect(
      pageShape(page('<p>Words.</p><img src="https://images.example.com/c.webp" alt="">')),
    ).not.toBe(base);
    expect(
      pageShape(
        page('<p>Words.</p><img src="/c.webp" srcset="https://cdn.example.com/c.webp 2x" alt="">'),
      ),
    ).not.toBe(pageShape(page('<p>Words.</p><img src="/c.webp" srcset="/c2.webp 2x" alt="">')));
    expect(pageShape(page('<form action="https://forms.example.com/"></form>'))).not.toBe(
      pageShape(page('<form action="/search"></form>')),
    );
  });

  test('a link is not something the page loads', () => {
    expect(pageShape(page('<a href="https://elsewhere.example.com/">x</a>'))).toBe(
      pageShape(page('<a href="/about">y</a>')),
    );
  });
});

describe('pagesOfEachShape', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'page-shape-'));
    mkdirSync(path.join(out, 'blog', 'page'), { recursive: true });
    const files: Record<string, string> = {
      'index.html': page('<section><h2>Home</h2></section>'),
      'about.html': page('<section><h2>About</h2></section>'),
      '404.html': page('<p>Not found</p>'),
      'blog/post-a.html': post('First post.'),
      'blog/post-b.html': post('Second post.'),
      'blog/post-c.html': post('Third post.'),
      'blog/with-table.html': page('<table><tr><td>1</td></tr></table>'),
      'blog/page/2.html': page('<ul><li>A card</li></ul>'),
      'blog/page/3.html': page('<ul><li>Another card</li></ul>'),
    };
    for (const [file, html] of Object.entries(files)) writeFileSync(path.join(out, file), html);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('the first page of each shape in route order, and the 404 page', () => {
    // "/" and /about are one shape, as are the three plain posts and the two list pages.
    expect(pagesOfEachShape(out)).toEqual(
      ['/', '/blog/page/2', '/blog/post-a', '/blog/with-table', NOT_FOUND_PATH].sort(),
    );
  });
});
