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
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '@/lib/content/fields';
import { problemsOf } from '@/lib/content/fields';
import { readFrontMatter } from '@/lib/content/front-matter';
import { POST_FIELDS, postSchema } from './schema';
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

/** The content directory: BLOG_CONTENT_DIR when set, else content/blog in the project. */
export function blogContentDir(): string {
  const fromEnv = process.env.BLOG_CONTENT_DIR;
  return path.resolve(process.cwd(), fromEnv && fromEnv.trim() ? fromEnv : 'content/blog');
}

/** The folder of the bundled cover images (public/blog). */
export function blogImageDir(): string {
  return path.resolve(process.cwd(), 'public/blog');
}

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

const imageCache = new Map<string, BlogImage | Problem>();

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
export function svgFacts(
  file: string,
  shown: string,
): { width: number; height: number; title?: string } | string {
  const svg = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height)
    return `${shown} needs width and height attributes in pixels on its <svg> element`;
  const title = /<title>([^<]+)<\/title>/i.exec(svg)?.[1]?.trim();
  return { width, height, title };
}

/** A path as written in markdown, %-escapes decoded; a stray % (not an escape) is kept as written. */
export function decodedPath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/**
 * Finds an image a post names: beside the post (content/blog/) first, then in public/blog/.
 * `name` is a file name, or a path starting with /blog/ (public/blog/). Returns the absolute path,
 * or undefined.
 */
export function findPostImage(name: string, postFile?: string): string | undefined {
  const clean = decodedPath(name.split(/[?#]/)[0]);
  if (clean.startsWith('/')) {
    const file = path.resolve(process.cwd(), 'public', `.${clean}`);
    return file.startsWith(path.resolve(process.cwd(), 'public') + path.sep) && existsSync(file)
      ? file
      : undefined;
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
  if (file.startsWith(publicDir))
    return `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
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
 * Returns the image, or the problem that keeps it from being used.
 */
export function resolveImage(
  key: string,
  { postFile, imageAlt }: { postFile?: string; imageAlt?: string } = {},
): BlogImage | Problem {
  const cacheKey = `${key}\u0000${postFile ?? ''}\u0000${imageAlt ?? ''}`;
  const cached = imageCache.get(cacheKey);
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  let result: BlogImage | Problem;
  const named = path.extname(key) !== '';
  const file = named ? findPostImage(key, postFile) : path.join(blogImageDir(), `${key}.svg`);
  if (!file || !existsSync(file)) {
    result = named
      ? {
          field: 'image',
          message: `no image file "${key}"`,
          fix: `put it beside the post (content/blog/${key}) or in public/blog/${key}; names are case-sensitive`,
        }
      : {
          field: 'image',
          message: `no cover named "${key}"`,
          fix: `name a file public/blog/${key}.svg, or a photo with its extension (image: ${key}.jpg). Covers you can use: ${availableCovers().join(', ') || '(none)'}`,
        };
  } else if (isRasterFile(file)) {
    result = imageAlt
      ? { ...shareImage(file), alt: imageAlt, original: file }
      : {
          field: 'imageAlt',
          message: 'is missing: a photo cover needs a description for readers who cannot see it',
          fix: 'add imageAlt: "..." (what the photo shows, in one sentence)',
        };
  } else {
    const shown = named ? `the cover ${describe(file)}` : `the cover public/blog/${key}.svg`;
    const facts = svgFacts(file, shown);
    const alt = imageAlt ?? (typeof facts === 'string' ? undefined : facts.title);
    if (typeof facts === 'string')
      result = {
        field: 'image',
        message: facts,
        fix: 'add width="1200" height="675" (its size in pixels) to the <svg> element',
      };
    else if (!alt)
      result = {
        field: 'image',
        message: `${shown} has no <title>`,
        fix: 'add a <title> describing the picture to the SVG (it becomes the alt text), or write imageAlt',
      };
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
  /** The line of a front matter field (1, the opening ---, for one that is missing). */
  lineOf(field: string): number;
  /** Each problem; `line` when it is known better than the field's line. */
  problems: (Problem & { line?: number })[];
  post?: Post;
};

/** Reads and checks one post file, collecting every front matter problem (no exception). */
export function inspectPostFile(file: string): PostInspection {
  const id = path.basename(file, '.md');
  const text = readFileSync(file, 'utf8');
  const front = readFrontMatter(text);
  const { data, body, bodyLine, lineOf } = front;
  const problems: PostInspection['problems'] = [...front.problems];
  if (!POST_ID_PATTERN.test(id)) {
    problems.push({
      field: '(file name)',
      line: 1,
      message: `the file name "${path.basename(file)}" cannot be an address (/blog/${id})`,
      fix: 'rename the file in lowercase words joined by hyphens, like devops-outsourcing.md',
    });
  }
  const result = front.problems.length ? undefined : postSchema.safeParse(data);
  if (result && !result.success)
    problems.push(
      ...problemsOf(result.error, POST_FIELDS, 'see CONTENT.md, "Write the front matter"'),
    );
  let image: BlogImage | undefined;
  if (result?.success) {
    const resolved = resolveImage(result.data.image, {
      postFile: file,
      imageAlt: result.data.imageAlt,
    });
    if ('field' in resolved) problems.push(resolved);
    else image = resolved;
  }
  if (!front.problems.length && !body.trim())
    problems.push({
      field: 'body',
      line: bodyLine + 1,
      message: 'the post has no text after the front matter',
      fix: 'write the article below the closing --- line',
    });
  const inspection: PostInspection = {
    id,
    text,
    bodyLine,
    body,
    data,
    lineOf,
    draft: data.draft === true,
    problems,
  };
  if (problems.length === 0 && result?.success && image) {
    const { title, excerpt, date } = result.data;
    const draft = result.data.draft;
    inspection.post = {
      id,
      title,
      excerpt,
      date,
      image,
      status: statusOf({ date, draft }, blogToday()),
      content: body.trim() + '\n',
    };
  }
  return inspection;
}

/** Parses one post file. Throws a BlogContentError naming the file and every problem in it. */
export function parsePostFile(file: string): Post {
  const inspection = inspectPostFile(file);
  if (inspection.post) return inspection.post;
  const where = describe(file);
  throw new BlogContentError(
    `${where}: this blog post cannot be published (npm run check:content says where):\n  - ${inspection.problems
      .map((p) => `${p.field.startsWith('(') ? '' : `${p.field}: `}${p.message} — ${p.fix}`)
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
export function getPostsPage(
  page: number,
  all: PostSummary[] = getAllPosts(),
): PostsPage | undefined {
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
