/**
 * The firm's open roles, from content/jobs/<slug>.md (JOBS_CONTENT_DIR overrides the folder, as
 * BLOG_CONTENT_DIR does for posts): front matter (lib/jobs/schema.ts) and a markdown description.
 * An opening is open from its datePosted through its validThrough, by the build's day (the blog's
 * BLOG_TODAY): only then is it in the list, the feed, the sitemap and the open roles' JSON, with
 * its JobPosting page. For CLOSED_PAGE_DAYS after its validThrough its URL shows the closed page
 * (no JobPosting, noindex, the open roles most like it); after that, and before its datePosted,
 * its URL answers 404. The daily rebuild that publishes scheduled posts closes roles the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, blogToday } from '@/lib/blog/date';
import { readFrontMatter, type FrontMatter } from '@/lib/content/front-matter';
import { jobSchema, problemsOf, type JobFrontMatter, type JobProblem } from './schema';
import { restrictionProblem, restrictions } from './wording';

export type Job = JobFrontMatter & {
  /** The file name without .md: the page is /jobs/<slug>. */
  slug: string;
  /** The description, markdown. */
  body: string;
};

export function jobsContentDir(): string {
  const fromEnv = process.env.JOBS_CONTENT_DIR;
  return fromEnv
    ? path.resolve(process.cwd(), fromEnv)
    : path.join(process.cwd(), 'content', 'jobs');
}

/** The opening files of a folder (README.md and anything not .md left out). */
export function listJobFiles(dir = jobsContentDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .map((name) => path.join(dir, name));
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fewer words than this and a description says too little to apply on. */
export const MIN_DESCRIPTION_WORDS = 40;

export type JobInspection = {
  slug: string;
  job?: Job;
  /** Each problem; `line` when it is known better than its field's line. */
  problems: (JobProblem & { line?: number })[];
  text: string;
  front: FrontMatter;
};

/** One file, checked: the opening, or what is wrong with it (by field). */
export function inspectJobFile(file: string): JobInspection {
  const slug = path.basename(file, '.md');
  const text = readFileSync(file, 'utf8');
  const front = readFrontMatter(text);
  const problems: JobInspection['problems'] = [...front.problems];
  if (!SLUG.test(slug))
    problems.push({
      field: '(file name)',
      line: 1,
      message: `the file name "${path.basename(file)}" cannot be an address (/jobs/${slug})`,
      fix: 'rename the file in lowercase words and hyphens, like senior-cloud-engineer-seattle.md',
    });
  if (front.problems.length) return { slug, text, front, problems };
  const result = jobSchema.safeParse(front.data);
  if (!result.success) problems.push(...problemsOf(result.error));
  const body = front.body.trim();
  if (body.split(/\s+/).filter(Boolean).length < MIN_DESCRIPTION_WORDS) {
    problems.push({
      field: '(description)',
      line: front.bodyLine + 1,
      message: 'the description is too short',
      fix: `describe the role, the team and what the work involves in at least ${MIN_DESCRIPTION_WORDS} words`,
    });
  }
  // Words that restrict by citizenship or immigration status, unless the opening says why.
  if (result.success && !result.data.restrictionReason) {
    for (const r of restrictions(result.data.title))
      problems.push({
        field: 'title',
        line: front.lineOf('title'),
        ...restrictionProblem(r.words),
      });
    for (const r of restrictions(front.body))
      problems.push({
        field: '(description)',
        line: front.bodyLine + r.line,
        ...restrictionProblem(r.words),
      });
  }
  if (problems.length || !result.success) return { slug, text, front, problems };
  return { slug, text, front, problems, job: { ...result.data, slug, body } };
}

/** Every opening of the folder, valid or the build stops with the recruiter's messages. */
export function loadJobs(dir = jobsContentDir()): Job[] {
  const jobs: Job[] = [];
  const errors: string[] = [];
  for (const file of listJobFiles(dir)) {
    const inspection = inspectJobFile(file);
    if (inspection.job) jobs.push(inspection.job);
    else
      for (const p of inspection.problems)
        errors.push(
          `${path.relative(process.cwd(), file)}: ${p.field.startsWith('(') ? '' : `${p.field}: `}${p.message} — ${p.fix}`,
        );
  }
  if (errors.length)
    throw new Error(
      `Openings that cannot be published (npm run check:content says where):\n${errors.join('\n')}`,
    );
  return jobs;
}

/** Open on `today`: posted, not yet past validThrough. */
export function isOpen(job: Pick<Job, 'datePosted' | 'validThrough'>, today: string): boolean {
  return job.datePosted <= today && today <= job.validThrough;
}

/** The open roles, newest first (then by title). */
export function getOpenJobs(today = blogToday()): Job[] {
  return loadJobs()
    .filter((job) => isOpen(job, today))
    .sort((a, b) =>
      a.datePosted === b.datePosted
        ? a.title.localeCompare(b.title)
        : a.datePosted < b.datePosted
          ? 1
          : -1,
    );
}

export function getOpenJob(slug: string): Job | undefined {
  return getOpenJobs().find((job) => job.slug === slug);
}

/**
 * How long a closed role's URL still answers, with the closed page: long enough for job boards,
 * bookmarks and search results that still name it to lead somewhere useful, then it goes (404).
 */
export const CLOSED_PAGE_DAYS = 90;

/** The last day a closed role's page is built. */
export function closedPageUntil(job: Pick<Job, 'validThrough'>): string {
  return addDays(job.validThrough, CLOSED_PAGE_DAYS);
}

/** Closed on `today`, and still within CLOSED_PAGE_DAYS of its validThrough. */
export function isRecentlyClosed(job: Pick<Job, 'validThrough'>, today: string): boolean {
  return job.validThrough < today && today <= closedPageUntil(job);
}

/** The roles whose closed page is built, most recently closed first (then by title). */
export function getRecentlyClosedJobs(today = blogToday()): Job[] {
  return loadJobs()
    .filter((job) => isRecentlyClosed(job, today))
    .sort((a, b) =>
      a.validThrough === b.validThrough
        ? a.title.localeCompare(b.title)
        : a.validThrough < b.validThrough
          ? 1
          : -1,
    );
}

/** What /jobs/<slug> shows: the open role, its closed page, or nothing (404). */
export type RolePage = { state: 'open'; job: Job } | { state: 'closed'; job: Job; open: Job[] };

export function getRolePage(slug: string, today = blogToday()): RolePage | undefined {
  const open = getOpenJobs(today);
  const job = open.find((j) => j.slug === slug);
  if (job) return { state: 'open', job };
  const closed = getRecentlyClosedJobs(today).find((j) => j.slug === slug);
  return closed ? { state: 'closed', job: closed, open } : undefined;
}

/**
 * The one page built when there are no openings (a static export cannot have an empty dynamic
 * route): it renders the 404 and the post-build step deletes it.
 */
export const NO_OPENINGS_SLUG = 'no-openings';

export function jobPath(slug: string): string {
  return `/jobs/${slug}`;
}
