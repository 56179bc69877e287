/**
 * The blog's content layer: reads content/blog/<id>.md, checks the front matter and answers the
 * pages, the feed and the sitemap. An editor adds a post by adding one file; nothing else changes.
 *
 * - The file name (without .md) is the post's id and its address: /blog/<id>.
 * - Front matter: title, excerpt, date (ISO date, e.g. 2024-03-05) and image (the name of a cover
 *   in public/blog/, without .svg). Anything missing or wrong fails the build with a message that
 *   names the file, the field and what was expected.
 * - BLOG_CONTENT_DIR overrides the directory (the scale benchmark builds with synthetic posts).
 * - Publication: `draft: true` keeps a post out of the export; a `date` after today (BLOG_TODAY, or
 *   the build's date in the firm's time zone: lib/blog-date.ts blogToday) keeps it out until the
 *   first build on or after that day. `next dev` shows both, marked. The one filter is
 *   `publishedPosts`: the list, its pages, the feed, the sitemap and the static params all read
 *   getAllPosts/getPostIds, so they cannot disagree about which posts exist.
 *
 * No JSX and no remark here (see lib/blog-render.ts), so the sitemap and tests can import it.
 */
import matter from 'gray-matter';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { blogToday } from './blog-date';
import { pageCount, POSTS_PER_PAGE } from './blog-pagination';

export type BlogImage = { src: string; width: number; height: number; alt: string };

/**
 * Where a post stands on the day of the build: `published` (the only status a build exports),
 * `draft` (front matter `draft: true`) or `scheduled` (dated after today). The last two are seen
 * only in `next dev`.
 */
export type PostStatus = 'published' | 'draft' | 'scheduled';

/** What a list, a feed or a sitemap needs to know about a post. */
export type PostSummary = {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  image: BlogImage;
  /** Absent means published (the only status a build's pages, feed and sitemap ever see). */
  status?: PostStatus;
};

export type Post = PostSummary & {
  /** The markdown body, unrendered (see renderMarkdown in lib/blog-render.ts). */
  content: string;
};

/** Ids are lowercase words joined by hyphens: they are the address of the post. */
export const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The content directory: BLOG_CONTENT_DIR when set, else content/blog in the project. */
export function blogContentDir(): string {
  const fromEnv = process.env.BLOG_CONTENT_DIR;
  return path.resolve(process.cwd(), fromEnv && fromEnv.trim() ? fromEnv : 'content/blog');
}

/** The folder of the bundled cover images (public/blog). */
export function blogImageDir(): string {
  return path.resolve(process.cwd(), 'public/blog');
}

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * YAML turns an unquoted 2024-03-05 into a Date at UTC midnight; bring it back to the ISO text
 * the editor wrote. A date with a time of day is left as a Date and rejected below.
 */
function dateFromYaml(value: unknown): unknown {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return value;
}

const text = (field: string, example: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `missing: add a line like ${field}: ${example}`
          : `expected text, like ${field}: ${example}`,
    })
    .trim()
    .min(1, { error: `is empty: write the ${field}, like ${field}: ${example}` })
    .max(max, { error: `is too long: keep it to ${max} characters or fewer` });

const frontMatterSchema = z.strictObject(
  {
    title: text('title', '"Hiring a DevOps Engineer Through an MSP"', 120),
    // The excerpt is also the page's search-result description: 50 to 160 characters.
    excerpt: text('excerpt', '"One or two sentences that make a reader click."', 160).refine(
      (value) => value.length >= 50,
      { error: 'is too short: write at least 50 characters (it is also the description search engines show)' },
    ),
    date: z.preprocess(
      dateFromYaml,
      z
        .string({
          error: (issue) =>
            issue.input === undefined
              ? 'missing: add a line like date: 2024-03-05 (year-month-day)'
              : 'expected an ISO date (year-month-day), like date: 2024-03-05',
        })
        .refine(isRealDate, {
          error: (issue) =>
            `"${String(issue.input)}" is not a date: expected an ISO date (year-month-day), like date: 2024-03-05`,
        }),
    ),
    image: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'missing: add a line like image: devops-as-service (a cover in public/blog/)'
            : 'expected the name of a cover image, like image: devops-as-service',
      })
      .trim()
      .regex(POST_ID_PATTERN, {
        error: 'expected the name of a cover in public/blog/ without ".svg", like image: devops-as-service',
      }),
    // Optional: `draft: true` keeps the post out of the export (it shows, marked, in `npm run dev`).
    draft: z
      .boolean({ error: 'expected true or false, like draft: true (no quotes)' })
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'expected front matter fields') },
);

/** A post that cannot be built: the message is written for the editor who changed the file. */
export class BlogContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlogContentError';
    // The message says everything an editor needs; a stack trace into the loader would only distract.
    this.stack = `${this.name}: ${message}`;
  }
}

function describe(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys
        .map((key) => `${key}: unknown field (the fields are title, excerpt, date, image and draft; check the spelling)`)
        .join('\n  - ');
    }
    const field = issue.path.join('.') || '(front matter)';
    return `${field}: ${issue.message}`;
  });
}

const imageCache = new Map<string, BlogImage | string>();

/**
 * A cover is public/blog/<key>.svg. Its width and height attributes give the size; its <title>
 * gives the alt text. Returns the image, or the reason it cannot be used.
 */
export function resolveImage(key: string): BlogImage | string {
  const cached = imageCache.get(key);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const file = path.join(blogImageDir(), `${key}.svg`);
  let result: BlogImage | string;
  if (!existsSync(file)) {
    const available = existsSync(blogImageDir())
      ? readdirSync(blogImageDir())
          .filter((name) => name.endsWith('.svg'))
          .map((name) => name.slice(0, -4))
          .sort()
      : [];
    result = `no cover named "${key}": expected a file public/blog/${key}.svg. Covers you can use: ${available.join(', ') || '(none)'}`;
  } else {
    const svg = readFileSync(file, 'utf8');
    const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
    const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
    const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
    const alt = /<title>([^<]+)<\/title>/i.exec(svg)?.[1]?.trim();
    if (!width || !height) {
      result = `the cover public/blog/${key}.svg needs width and height attributes in pixels on its <svg> element`;
    } else if (!alt) {
      result = `the cover public/blog/${key}.svg needs a <title> describing the picture (it becomes the alt text)`;
    } else {
      result = { src: `/blog/${key}.svg`, width, height, alt };
    }
  }
  imageCache.set(key, result);
  return result;
}

/** Parses one post file. Throws a BlogContentError naming the file and every problem in it. */
export function parsePostFile(file: string): Post {
  const id = path.basename(file, '.md');
  const where = describe(file);
  if (!POST_ID_PATTERN.test(id)) {
    throw new BlogContentError(
      `${where}: the file name is the post's address (/blog/${id}), so it must be lowercase words joined by hyphens, like devops-outsourcing.md`,
    );
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BlogContentError(
      `${where}: the front matter between the --- lines could not be read (${reason}). Put each field on its own line as name: value, and quote values that contain a colon.`,
    );
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  const problems = result.success ? [] : problemsOf(result.error);
  let image: BlogImage | undefined;
  if (result.success) {
    const resolved = resolveImage(result.data.image);
    if (typeof resolved === 'string') problems.push(`image: ${resolved}`);
    else image = resolved;
  }
  if (!parsed.content.trim()) problems.push('body: the post has no text after the front matter');
  if (problems.length > 0 || !result.success || !image) {
    throw new BlogContentError(
      `${where}: this blog post cannot be published:\n  - ${problems.join('\n  - ')}`,
    );
  }
  const { title, excerpt, date, draft } = result.data;
  return {
    id,
    title,
    excerpt,
    date,
    image,
    status: statusOf({ date, draft }, blogToday()),
    content: parsed.content.trim() + '\n',
  };
}

/** Every post file in the content directory (file names ending in .md). */
export function listPostFiles(dir = blogContentDir()): string[] {
  if (!existsSync(dir)) {
    throw new BlogContentError(`The blog folder ${describe(dir)} does not exist.`);
  }
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Newest first; posts of the same day by title, so the order never depends on the disk. */
export function byNewestFirst(a: PostSummary, b: PostSummary): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.title.localeCompare(b.title, 'en');
}

const cache = new Map<string, Post[]>();

/**
 * Every post, newest first, with its body. All files are checked and every problem is reported
 * at once, so an editor can fix a whole pull request in one go. Cached per build process (not in
 * `next dev`, so an edited file shows on reload).
 */
export function loadPosts(dir = blogContentDir()): Post[] {
  const cached = cache.get(dir);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const posts: Post[] = [];
  const errors: string[] = [];
  for (const file of listPostFiles(dir)) {
    try {
      posts.push(parsePostFile(file));
    } catch (error) {
      if (error instanceof BlogContentError) errors.push(error.message);
      else throw error;
    }
  }
  if (errors.length > 0) {
    throw new BlogContentError(
      `${errors.length === 1 ? 'A blog post has' : `${errors.length} blog posts have`} a problem:\n\n${errors.join('\n\n')}\n`,
    );
  }
  posts.sort(byNewestFirst);
  cache.set(dir, posts);
  return posts;
}

/** A post's status on `today` (YYYY-MM-DD): a draft first, then by its date. */
export function statusOf(post: { date: string; draft?: boolean }, today: string): PostStatus {
  if (post.draft) return 'draft';
  return post.date > today ? 'scheduled' : 'published';
}

/**
 * Whether unpublished posts (drafts, scheduled) are shown: only in `next dev`, where an editor
 * previews them. Every build, test and benchmark (NODE_ENV production or test) leaves them out.
 */
export function showsUnpublished(env: { NODE_ENV?: string } = process.env): boolean {
  return env.NODE_ENV === 'development';
}

/**
 * THE filter: the posts a reader can see. Every list, page, feed, sitemap and static param goes
 * through it (via getAllPosts), so they all agree.
 */
export function publishedPosts<T extends { status?: PostStatus }>(
  posts: T[],
  includeUnpublished = showsUnpublished(),
): T[] {
  return includeUnpublished
    ? posts
    : posts.filter((post) => (post.status ?? 'published') === 'published');
}

/**
 * Every visible post's summary (id, title, excerpt, date, image, status), newest first: the list,
 * the feed and the sitemap. Drafts and scheduled posts only in `next dev`.
 */
export function getAllPosts(): PostSummary[] {
  return publishedPosts(loadPosts()).map(({ id, title, excerpt, date, image, status }) => ({
    id,
    title,
    excerpt,
    date,
    image,
    status,
  }));
}

/** Every visible post id, for generateStaticParams: a draft or scheduled post gets no page. */
export function getPostIds(): string[] {
  return getAllPosts().map((post) => post.id);
}

/** One visible post by id, or undefined when no file has that name or it is not published. */
export function getPost(id: string): Post | undefined {
  if (!POST_ID_PATTERN.test(id)) return undefined;
  const file = path.join(blogContentDir(), `${id}.md`);
  if (!existsSync(file)) return undefined;
  const post = parsePostFile(file);
  return publishedPosts([post]).length === 1 ? post : undefined;
}

/** One page of the blog list (1-based), from the visible posts, newest first. */
export type PostsPage = { page: number; pageCount: number; posts: PostSummary[] };

/** Page `page` of the list: POSTS_PER_PAGE posts; undefined past the last page. */
export function getPostsPage(page: number, all: PostSummary[] = getAllPosts()): PostsPage | undefined {
  const count = pageCount(all.length);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  const start = (page - 1) * POSTS_PER_PAGE;
  return { page, pageCount: count, posts: all.slice(start, start + POSTS_PER_PAGE) };
}

/** How many list pages the blog has (at least 1, even with no post). */
export function getPageCount(): number {
  return pageCount(getAllPosts().length);
}

/** Words in a markdown body, as a reader counts them (markup characters aside). */
export function countWords(markdown: string): number {
  return markdown
    .replace(/^\s{0,3}(#{1,6}|>|\d+\.|[-*])\s+/gm, '')
    .replace(/\*\*|__/g, '')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
