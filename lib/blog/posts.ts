/**
 * The blog's content layer: reads content/blog/<id>.md, checks the front matter and answers the
 * pages, the feed and the sitemap. An editor adds a post by adding one file; nothing else changes.
 *
 * - The file name (without .md) is the post's id and its address: /blog/<id>.
 * - Front matter: title, excerpt, date (ISO date, e.g. 2024-03-05) and image: the name of an SVG
 *   cover in public/blog/ without .svg, or a photo's file name (JPEG, PNG, WebP, AVIF or SVG, beside
 *   the post or in public/blog/), which then needs imageAlt. Optional: draft (true or false).
 *   Anything missing or wrong fails the build with a message that names the file, the field and
 *   what was expected. The body's rules (images, links, headings, length) are in
 *   lib/blog/content-check.ts, which the build and `npm run check:content` run.
 * - BLOG_CONTENT_DIR overrides the directory (the scale benchmark builds with synthetic posts).
 * - Publication: `draft: true` keeps a post out of the export; a `date` after today (BLOG_TODAY, or
 *   the build's date in the firm's time zone: lib/blog/date.ts blogToday) keeps it out until the
 *   first build on or after that day. `next dev` shows both, marked. The one filter is
 *   `publishedPosts`: the list, its pages, the feed, the sitemap and the static params all read
 *   getAllPosts/getPostIds, so they cannot disagree about which posts exist.
 *
 * No JSX and no remark here (see lib/blog/render.ts), so the sitemap and tests can import it.
 */
import matter from 'gray-matter';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { blogToday } from './date';
import { pageCount, POSTS_PER_PAGE } from './pagination';
import { IMAGE_URL_PREFIX, imageOutputDir, isRasterFile, shareImage, svgCopyName } from './images';

/**
 * A post's cover. For an SVG: its address, its size and its <title>. For a photo (`original` set):
 * src, width and height are its 1200×630 social card (Open Graph, JSON-LD); pages show the
 * original through <picture> in responsive sizes (components/blog/Picture.tsx).
 */
export type BlogImage = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A photo cover: the absolute path of the original file. */
  original?: string;
};

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
  /** The markdown body, unrendered (see renderMarkdown in lib/blog/render.ts). */
  content: string;
};

/** Ids are lowercase words joined by hyphens: they are the address of the post. */
export const POST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A cover: an SVG's name without extension, or a file name with an image extension. */
const IMAGE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\.(?:jpe?g|png|webp|avif|svg))?$/i;

/** The fields a post's front matter may carry. */
export const FRONT_MATTER_FIELDS = ['title', 'excerpt', 'date', 'image', 'imageAlt', 'draft'] as const;

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
            ? 'missing: add a line like image: devops-as-service (a cover in public/blog/) or image: my-photo.jpg (a photo beside the post)'
            : 'expected the name of a cover image, like image: devops-as-service or image: my-photo.jpg',
      })
      .trim()
      .regex(IMAGE_NAME, {
        error:
          'expected the name of a cover in public/blog/ without ".svg", like image: devops-as-service, or a photo file name, like image: team-review.jpg (JPEG, PNG, WebP, AVIF or SVG)',
      }),
    imageAlt: text('imageAlt', '"Two engineers reviewing a deployment plan at a standing desk"', 250).optional(),
    // Optional: `draft: true` keeps the post out of the export (it shows, marked, in `npm run dev`).
    draft: z.boolean({ error: 'expected true or false, like draft: true (no quotes)' }).optional(),
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

/** One problem of a post: the front matter field (or body) it is about, and what is wrong. */
export type PostProblem = { field: string; message: string };

function problemsOf(error: z.ZodError): PostProblem[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: key,
        message: `unknown field (the fields are ${FRONT_MATTER_FIELDS.join(', ')}; check the spelling)`,
      }));
    }
    return [{ field: issue.path.join('.') || '(front matter)', message: issue.message }];
  });
}

const imageCache = new Map<string, BlogImage | string>();

/** The SVG covers an editor can name (public/blog/*.svg, without the extension). */
function availableCovers(): string[] {
  return existsSync(blogImageDir())
    ? readdirSync(blogImageDir())
        .filter((name) => name.endsWith('.svg'))
        .map((name) => name.slice(0, -4))
        .sort()
    : [];
}

/** An SVG's size (width and height attributes in pixels) and its <title>, or the reason it cannot be used. */
export function svgFacts(file: string, shown: string): { width: number; height: number; title?: string } | string {
  const svg = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) return `${shown} needs width and height attributes in pixels on its <svg> element`;
  const title = /<title>([^<]+)<\/title>/i.exec(svg)?.[1]?.trim();
  return { width, height, title };
}

/**
 * Finds an image a post names: beside the post (content/blog/) first, then in public/blog/.
 * `name` is a file name, or a path starting with /blog/ (public/blog/). Returns the absolute path,
 * or undefined.
 */
export function findPostImage(name: string, postFile?: string): string | undefined {
  const clean = decodeURI(name.split(/[?#]/)[0]);
  if (clean.startsWith('/')) {
    const file = path.resolve(process.cwd(), 'public', `.${clean}`);
    return file.startsWith(path.resolve(process.cwd(), 'public') + path.sep) && existsSync(file) ? file : undefined;
  }
  const candidates = [
    ...(postFile ? [path.resolve(path.dirname(postFile), clean)] : []),
    path.resolve(blogImageDir(), clean),
  ];
  return candidates.find((file) => existsSync(file));
}

/** The address an SVG is served at: its own in public/, a content-hashed copy in /_img/ when beside the post. */
export function svgAddress(file: string): string {
  const publicDir = path.resolve(process.cwd(), 'public') + path.sep;
  if (file.startsWith(publicDir)) return `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  // The build's image step copies it; in `next dev` it is copied when first shown.
  const copy = path.join(imageOutputDir(), svgCopyName(file));
  if (process.env.NODE_ENV === 'development' && !existsSync(copy)) {
    mkdirSync(path.dirname(copy), { recursive: true });
    copyFileSync(file, copy);
  }
  return `${IMAGE_URL_PREFIX}${svgCopyName(file)}`;
}

/**
 * A post's cover. `key` without extension is public/blog/<key>.svg (its <title> is the alt text);
 * with an extension it is a file beside the post or in public/blog/: a photo needs `imageAlt`.
 * Returns the image, or the reason it cannot be used.
 */
export function resolveImage(key: string, { postFile, imageAlt }: { postFile?: string; imageAlt?: string } = {}): BlogImage | string {
  const cacheKey = `${key}\u0000${postFile ?? ''}\u0000${imageAlt ?? ''}`;
  const cached = imageCache.get(cacheKey);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  let result: BlogImage | string;
  const named = path.extname(key) !== '';
  const file = named ? findPostImage(key, postFile) : path.join(blogImageDir(), `${key}.svg`);
  if (!file || !existsSync(file)) {
    result = named
      ? `no image file "${key}": put it beside the post (content/blog/${key}) or in public/blog/${key}`
      : `no cover named "${key}": expected a file public/blog/${key}.svg, or a photo file name with its extension (image: ${key}.jpg). Covers you can use: ${availableCovers().join(', ') || '(none)'}`;
  } else if (isRasterFile(file)) {
    result = imageAlt
      ? { ...shareImage(file), alt: imageAlt, original: file }
      : `a photo cover needs a description for readers who cannot see it: add imageAlt: "..." (what the photo shows, in one sentence)`;
  } else {
    const shown = named ? `the cover ${describe(file)}` : `the cover public/blog/${key}.svg`;
    const facts = svgFacts(file, shown);
    const alt = imageAlt ?? (typeof facts === 'string' ? undefined : facts.title);
    if (typeof facts === 'string') result = facts;
    else if (!alt) result = `${shown} needs a <title> describing the picture (it becomes the alt text)`;
    else result = { src: svgAddress(file), width: facts.width, height: facts.height, alt };
  }
  imageCache.set(cacheKey, result);
  return result;
}

/** A post as read from its file, with every problem found; `post` is set when there are none. */
export type PostInspection = {
  id: string;
  /** The raw text and where the body starts (0-based line), for line numbers. */
  text: string;
  bodyLine: number;
  body: string;
  draft: boolean;
  /** The parsed front matter (as read; may be invalid). */
  data: Record<string, unknown>;
  problems: PostProblem[];
  post?: Post;
};

/** Reads and checks one post file, collecting every front matter problem (no exception). */
export function inspectPostFile(file: string): PostInspection {
  const id = path.basename(file, '.md');
  const text = readFileSync(file, 'utf8');
  const problems: PostProblem[] = [];
  const base: Omit<PostInspection, 'problems'> = { id, text, bodyLine: 0, body: '', draft: false, data: {} };
  if (!POST_ID_PATTERN.test(id)) {
    problems.push({
      field: '(file name)',
      message: `the file name is the post's address (/blog/${id}), so it must be lowercase words joined by hyphens, like devops-outsourcing.md`,
    });
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from answering from its cache of earlier texts.
    parsed = matter(text, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    problems.push({
      field: '(front matter)',
      message: `the front matter between the --- lines could not be read (${reason}). Put each field on its own line as name: value, and quote values that contain a colon.`,
    });
    return { ...base, problems };
  }
  const body = parsed.content;
  const bodyLine = text.endsWith(body) ? text.slice(0, text.length - body.length).split('\n').length - 1 : 0;
  const data = (parsed.data ?? {}) as Record<string, unknown>;
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) problems.push(...problemsOf(result.error));
  let image: BlogImage | undefined;
  if (result.success) {
    const resolved = resolveImage(result.data.image, { postFile: file, imageAlt: result.data.imageAlt });
    if (typeof resolved === 'string') problems.push({ field: resolved.startsWith('a photo cover') ? 'imageAlt' : 'image', message: resolved });
    else image = resolved;
  }
  if (!body.trim()) problems.push({ field: 'body', message: 'the post has no text after the front matter' });
  const inspection: PostInspection = { ...base, bodyLine, body, data, draft: data.draft === true, problems };
  if (problems.length === 0 && result.success && image) {
    const { title, excerpt, date } = result.data;
    const draft = result.data.draft;
    inspection.post = { id, title, excerpt, date, image, status: statusOf({ date, draft }, blogToday()), content: body.trim() + '\n' };
  }
  return inspection;
}

/** Parses one post file. Throws a BlogContentError naming the file and every problem in it. */
export function parsePostFile(file: string): Post {
  const inspection = inspectPostFile(file);
  if (inspection.post) return inspection.post;
  const where = describe(file);
  const [first] = inspection.problems;
  if (inspection.problems.length === 1 && first.field.startsWith('(')) {
    throw new BlogContentError(`${where}: ${first.message}`);
  }
  throw new BlogContentError(
    `${where}: this blog post cannot be published:\n  - ${inspection.problems
      .map((p) => (p.field === 'body' ? `body: ${p.message}` : `${p.field}: ${p.message}`))
      .join('\n  - ')}`,
  );
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

/** The file of a post id (images in its body are found beside it). */
export function postFile(id: string): string {
  return path.join(blogContentDir(), `${id}.md`);
}

/** One visible post by id, or undefined when no file has that name or it is not published. */
export function getPost(id: string): Post | undefined {
  if (!POST_ID_PATTERN.test(id)) return undefined;
  const file = postFile(id);
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
