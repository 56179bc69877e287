/**
 * Drafts and scheduled posts: which posts a build publishes, as of an injected "today". The list,
 * its pages, the feed, the sitemap and the static params all read one filter, so each is checked
 * against the same folder of posts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sitemap from '@/app/sitemap';
import { generateStaticParams as listPageParams } from '@/app/blog/page/[page]/page';
import { generateStaticParams as postParams } from '@/app/blog/[id]/page';
import {
  BlogContentError,
  getAllPosts,
  getPost,
  getPostIds,
  getPostsPage,
  loadPosts,
  publishedPosts,
  statusOf,
} from '@/lib/blog';
import { blogToday, isoDateIn } from '@/lib/blog/date';
import { buildFeed } from '@/lib/blog/feed';
import { indexedRoutes } from '@/content/pages';
import { getOpenJobs } from '@/lib/jobs';

const ORIGIN = 'https://www.cascadiatechstaffing.example';

// The post page's markdown renderer (remark, ESM only) is not what these tests are about.
jest.mock('@/lib/blog/render', () => ({ renderMarkdown: jest.fn() }));

function post(fields: { title: string; date: string; draft?: string }): string {
  return `---
title: "${fields.title}"
excerpt: "An excerpt long enough to pass the fifty-character minimum of the blog."
date: ${fields.date}
image: devops-as-service
${fields.draft === undefined ? '' : `draft: ${fields.draft}\n`}---
Body text.
`;
}

let dir: string;
beforeEach(() => {
  // A new folder per test: the loader caches per folder within a build process.
  dir = mkdtempSync(path.join(tmpdir(), 'blog-publishing-'));
  process.env.BLOG_CONTENT_DIR = dir;
  process.env.BLOG_TODAY = '2024-03-05';
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.BLOG_CONTENT_DIR;
  delete process.env.BLOG_TODAY;
});

function write(id: string, text: string) {
  writeFileSync(path.join(dir, `${id}.md`), text);
}

/** Past, today, tomorrow, and a draft dated in the past, as of BLOG_TODAY=2024-03-05. */
function writeFourPosts() {
  write('yesterday', post({ title: 'Yesterday', date: '2024-03-04' }));
  write('today', post({ title: 'Today', date: '2024-03-05' }));
  write('tomorrow', post({ title: 'Tomorrow', date: '2024-03-06' }));
  write('a-draft', post({ title: 'A draft', date: '2024-01-01', draft: 'true' }));
}

describe('statusOf, as of a given day', () => {
  it.each([
    ['2024-03-04', undefined, 'published'],
    ['2024-03-05', undefined, 'published'],
    ['2024-03-06', undefined, 'scheduled'],
    ['2031-01-01', undefined, 'scheduled'],
    ['2020-01-01', true, 'draft'],
    ['2031-01-01', true, 'draft'],
    ['2020-01-01', false, 'published'],
  ] as const)('date %s, draft %s: %s', (date, draft, status) => {
    expect(statusOf({ date, draft }, '2024-03-05')).toBe(status);
  });
});

describe('blogToday', () => {
  it('is BLOG_TODAY when set', () => {
    expect(blogToday({ BLOG_TODAY: '2024-03-05' })).toBe('2024-03-05');
  });

  it('refuses a BLOG_TODAY that is not a day', () => {
    expect(() => blogToday({ BLOG_TODAY: '2024-02-30' })).toThrow(/not a real day/);
    expect(() => blogToday({ BLOG_TODAY: 'tomorrow' })).toThrow(/ISO date/);
  });

  it("otherwise is the build's date in Seattle, not in UTC", () => {
    // 07:30 UTC on March 5 is still March 4 in Seattle: a post dated March 5 waits a few hours.
    const now = new Date('2024-03-05T07:30:00Z');
    expect(blogToday({}, 'America/Los_Angeles', now)).toBe('2024-03-04');
    expect(blogToday({}, 'America/Los_Angeles', new Date('2024-03-05T08:30:00Z'))).toBe(
      '2024-03-05',
    );
    expect(isoDateIn('UTC', now)).toBe('2024-03-05');
  });
});

describe('a build publishes past and today, never tomorrow or a draft', () => {
  beforeEach(writeFourPosts);

  it('the list, the post ids and the posts themselves', () => {
    expect(getAllPosts().map((p) => p.id)).toEqual(['today', 'yesterday']);
    expect(getPostIds()).toEqual(['today', 'yesterday']);
    expect(getPost('today')?.title).toBe('Today');
    expect(getPost('tomorrow')).toBeUndefined();
    expect(getPost('a-draft')).toBeUndefined();
  });

  it('the static pages: no page is generated for a draft or a scheduled post', () => {
    expect(postParams()).toEqual([{ id: 'today' }, { id: 'yesterday' }]);
    expect(listPageParams()).toEqual([{ page: '1' }]);
  });

  it('the feed and the sitemap', () => {
    const feed = buildFeed(getAllPosts());
    expect(feed).toContain('/blog/today</link>');
    expect(feed).toContain('/blog/yesterday</link>');
    expect(feed).not.toMatch(/tomorrow|a-draft/);
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toContain(`${ORIGIN}/blog/today`);
    expect(urls.filter((url) => /tomorrow|a-draft/.test(url))).toEqual([]);
  });

  it('the scheduled post goes live at the first build on or after its day', () => {
    process.env.BLOG_TODAY = '2024-03-06';
    const later = mkdtempSync(path.join(tmpdir(), 'blog-publishing-later-'));
    try {
      for (const id of ['yesterday', 'today', 'tomorrow', 'a-draft']) {
        writeFileSync(path.join(later, `${id}.md`), readFileSync(path.join(dir, `${id}.md`)));
      }
      process.env.BLOG_CONTENT_DIR = later;
      expect(getPostIds()).toEqual(['tomorrow', 'today', 'yesterday']);
    } finally {
      rmSync(later, { recursive: true, force: true });
    }
  });

  it('next dev shows every post, each with its status', () => {
    const all = loadPosts(dir);
    expect(publishedPosts(all, true).map((p) => [p.id, p.status])).toEqual([
      ['tomorrow', 'scheduled'],
      ['today', 'published'],
      ['yesterday', 'published'],
      ['a-draft', 'draft'],
    ]);
    expect(publishedPosts(all, false).map((p) => p.id)).toEqual(['today', 'yesterday']);
  });
});

describe('the draft field', () => {
  it('accepts true and false, and explains anything else', () => {
    write('ok-false', post({ title: 'Not a draft', date: '2024-01-01', draft: 'false' }));
    expect(getPostIds()).toEqual(['ok-false']);
    write('bad-draft', post({ title: 'Bad', date: '2024-01-01', draft: '"yes"' }));
    const fresh = mkdtempSync(path.join(tmpdir(), 'blog-publishing-bad-'));
    try {
      writeFileSync(
        path.join(fresh, 'bad-draft.md'),
        post({ title: 'Bad', date: '2024-01-01', draft: '"yes"' }),
      );
      expect(() => loadPosts(fresh)).toThrow(BlogContentError);
      expect(() => loadPosts(fresh)).toThrow(
        /draft: should be true or false — write draft: true \(no quotes\)/,
      );
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});

describe('scale: pages of 12 and a feed of 20', () => {
  function writeMany(n: number) {
    for (let i = 0; i < n; i += 1) {
      const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      write(`post-${String(i + 1).padStart(3, '0')}`, post({ title: `Post ${i + 1}`, date: day }));
    }
  }

  it('100 posts: 9 list pages, the last with 4; pages 2 to 9 in the sitemap, not page 1', () => {
    writeMany(100);
    write('a-draft', post({ title: 'A draft', date: '2021-01-01', draft: 'true' }));
    expect(listPageParams()).toHaveLength(9);
    expect(getPostsPage(1)?.posts).toHaveLength(12);
    expect(getPostsPage(1)?.posts[0].id).toBe('post-100');
    expect(getPostsPage(9)).toMatchObject({ page: 9, pageCount: 9 });
    expect(getPostsPage(9)?.posts.map((p) => p.id)).toEqual([
      'post-004',
      'post-003',
      'post-002',
      'post-001',
    ]);
    expect(getPostsPage(10)).toBeUndefined();
    const urls = sitemap().map((entry) => entry.url);
    const listUrls = urls.filter((url) => url.includes('/blog/page/'));
    expect(listUrls).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${ORIGIN}/blog/page/${n}`));
    expect(urls).toHaveLength(indexedRoutes.length + 8 + 100 + getOpenJobs().length);
    expect(buildFeed(getAllPosts()).split('<item>')).toHaveLength(21);
  });

  it('12 posts: one page, no page navigation', () => {
    writeMany(12);
    expect(listPageParams()).toEqual([{ page: '1' }]);
    expect(getPostsPage(1)?.posts).toHaveLength(12);
    expect(sitemap().some((entry) => entry.url.includes('/blog/page/'))).toBe(false);
  });

  it('13 posts: two pages', () => {
    writeMany(13);
    expect(listPageParams()).toEqual([{ page: '1' }, { page: '2' }]);
    expect(getPostsPage(2)?.posts.map((p) => p.id)).toEqual(['post-001']);
  });
});
