/**
 * The content of `npm test`'s fixture export, the one export besides the real one: everything the
 * browser specs need that the real site does not ship, gathered so that one build serves them all.
 *
 * - blog/: the real posts with an editor's pull request applied (scripts/test/editor-change.ts:
 *   one post removed, a long read with a phone's photo as its cover added), 100 generated posts
 *   (the blog's scale), a draft and a post scheduled for the day after `today` (UNPUBLISHED
 *   below), and the photo example (__tests__/fixtures/blog-photo);
 * - data/: the data files (FAQ, testimonials, contact facts, legal pages) as in content/;
 * - with --cms: what the editor published from /admin in e2e/cms.spec.ts (the files the clone's
 *   main added or changed under content/ since the commit it was cloned from), each into its
 *   folder above. A post dated after the day before `today` is dated that day instead (the real
 *   calendar runs later than the fixture's), so that it is published on this export too.
 * The openings are __tests__/fixtures/jobs, which the specs know by name: the pull request's
 * opening is not taken (the fixture roles cover what an opening's pages do), and an opening
 * published in /admin stops this script.
 *
 *   npx tsx scripts/test/fixture-content.ts <folder> --today YYYY-MM-DD [--cms <clone> <commit>]
 *
 * Build and test with BLOG_CONTENT_DIR=<folder>/blog CONTENT_DATA_DIR=<folder>/data
 * JOBS_CONTENT_DIR=__tests__/fixtures/jobs BLOG_TODAY=<today> BLOG_UNPUBLISHED_IDS=<UNPUBLISHED>.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeEditorChange } from './editor-change';

const ROOT = path.resolve(__dirname, '../..');

/** The two posts no build may publish (scripts/bench/blog.ts writes them). */
export const UNPUBLISHED = ['unpublished-draft', 'unpublished-scheduled'];

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const DATE = /^(date:\s*['"]?)(\d{4}-\d{2}-\d{2})/m;

/** A post's `date:` moved back to `latest` when it is later (its quoting and time kept). */
export function dateNoLaterThan(markdown: string, latest: string): string {
  return markdown.replace(DATE, (whole, head: string, day: string) =>
    day > latest ? `${head}${latest}` : whole,
  );
}

/** A post dated `day` (its quoting and time kept). */
function withDate(markdown: string, day: string): string {
  if (!DATE.test(markdown)) throw new Error(`no date: line in\n${markdown.slice(0, 200)}`);
  return markdown.replace(DATE, (_whole, head: string) => `${head}${day}`);
}

/** What the clone's main added or changed under content/ since `base`, read from git's objects. */
function published(clone: string, base: string): { file: string; bytes: Buffer }[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', clone, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return git('diff', '--name-only', '--diff-filter=AM', base, 'main', '--', 'content')
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((file) => ({ file, bytes: git('show', `main:${file}`) }));
}

export async function makeFixtureContent(
  out: string,
  today: string,
  cms?: { clone: string; base: string },
): Promise<{ posts: number; published: string[] }> {
  rmSync(out, { recursive: true, force: true });
  const blog = path.join(out, 'blog');
  const data = path.join(out, 'data');

  // The editor's pull request, dated on the fixture's calendar (its post the day before `today`).
  const editor = path.join(out, 'editor-change');
  const { addedPost } = await makeEditorChange(editor, today);
  cpSync(path.join(editor, 'blog'), blog, { recursive: true });
  rmSync(editor, { recursive: true, force: true });

  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/bench/blog.ts'),
      '--write-posts',
      '100',
      blog,
      '--unpublished',
      today,
    ],
    { stdio: 'inherit' },
  );
  cpSync(path.join(ROOT, '__tests__/fixtures/blog-photo'), blog, { recursive: true });
  // The newest twelve (/blog) hold one photo cover, the post published in /admin: /blog's byte
  // budget (perf-budget.json) allows for one. The editor's post and the photo example are dated
  // before the generated posts (2015 on), so their cards are on the last list page.
  for (const [id, day] of [
    [addedPost, '2014-12-30'],
    ['planning-a-hiring-timeline', '2014-12-31'],
  ]) {
    const file = path.join(blog, `${id}.md`);
    writeFileSync(file, withDate(readFileSync(file, 'utf8'), day));
  }
  // The data files only: the modules of content/ are the build's sources, read from the project.
  cpSync(path.join(ROOT, 'content'), data, {
    recursive: true,
    filter: (source) =>
      !source.endsWith('.ts') &&
      !['blog', 'jobs'].includes(path.relative(path.join(ROOT, 'content'), source)),
  });

  const names: string[] = [];
  if (cms) {
    for (const { file, bytes } of published(cms.clone, cms.base)) {
      const inContent = path.relative('content', file);
      const [folder, ...rest] = inContent.split('/');
      if (folder === 'jobs')
        throw new Error(
          `${file}: an opening published in /admin; the fixture export's openings are __tests__/fixtures/jobs`,
        );
      const target = folder === 'blog' ? path.join(blog, ...rest) : path.join(data, inContent);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(
        target,
        folder === 'blog' && file.endsWith('.md')
          ? dateNoLaterThan(bytes.toString('utf8'), addDays(today, -1))
          : bytes,
      );
      names.push(file);
    }
  }
  const count = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.md')).length;
  return { posts: count(blog), published: names };
}

async function main() {
  const args = process.argv.slice(2);
  const out = args[0];
  const today = args[args.indexOf('--today') + 1];
  const cmsAt = args.indexOf('--cms');
  if (!out || !args.includes('--today') || !/^\d{4}-\d{2}-\d{2}$/.test(today ?? '')) {
    console.error(
      'usage: npx tsx scripts/test/fixture-content.ts <folder> --today YYYY-MM-DD [--cms <clone> <commit>]',
    );
    process.exit(2);
  }
  const cms = cmsAt >= 0 ? { clone: args[cmsAt + 1], base: args[cmsAt + 2] } : undefined;
  const made = await makeFixtureContent(path.resolve(out), today, cms);
  console.log(
    `fixture-content: ${made.posts} posts in ${out}` +
      (cms ? `; from /admin: ${made.published.join(', ') || 'nothing'}` : ''),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename))
  main().catch((error) => {
    console.error(`fixture-content: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
