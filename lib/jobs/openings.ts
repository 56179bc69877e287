/**
 * The firm's open roles, from content/jobs/<slug>.md (JOBS_CONTENT_DIR overrides the folder, as
 * BLOG_CONTENT_DIR does for posts): front matter (lib/jobs/schema.ts) and a markdown description.
 * An opening is open from its datePosted through its validThrough, by the build's day (the blog's
 * BLOG_TODAY): outside that it is on no page, in no list, feed or sitemap, and its URL answers 404.
 * The daily rebuild that publishes scheduled posts closes expired roles the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogToday } from '@/lib/blog/date';
import { readFrontMatter, type FrontMatter } from '@/lib/content/front-matter';
import { jobSchema, problemsOf, type JobFrontMatter, type JobProblem } from './schema';

export type Job = JobFrontMatter & {
  /** The file name without .md: the page is /jobs/<slug>. */
  slug: string;
  /** The description, markdown. */
  body: string;
};

export function jobsContentDir(): string {
  const fromEnv = process.env.JOBS_CONTENT_DIR;
  return fromEnv ? path.resolve(process.cwd(), fromEnv) : path.join(process.cwd(), 'content', 'jobs');
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
  if (!SLUG.test(slug)) problems.push({ field: '(file name)', line: 1, message: `the file name "${path.basename(file)}" cannot be an address (/jobs/${slug})`, fix: 'rename the file in lowercase words and hyphens, like senior-cloud-engineer-seattle.md' });
  if (front.problems.length) return { slug, text, front, problems };
  const result = jobSchema.safeParse(front.data);
  if (!result.success) problems.push(...problemsOf(result.error));
  const body = front.body.trim();
  if (body.split(/\s+/).filter(Boolean).length < MIN_DESCRIPTION_WORDS) {
    problems.push({ field: '(description)', line: front.bodyLine + 1, message: 'the description is too short', fix: `describe the role, the team and what the work involves in at least ${MIN_DESCRIPTION_WORDS} words` });
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
    else for (const p of inspection.problems) errors.push(`${path.relative(process.cwd(), file)}: ${p.field.startsWith('(') ? '' : `${p.field}: `}${p.message} — ${p.fix}`);
  }
  if (errors.length) throw new Error(`Openings that cannot be published (npm run check:content says where):\n${errors.join('\n')}`);
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
    .sort((a, b) => (a.datePosted === b.datePosted ? a.title.localeCompare(b.title) : a.datePosted < b.datePosted ? 1 : -1));
}

export function getOpenJob(slug: string): Job | undefined {
  return getOpenJobs().find((job) => job.slug === slug);
}

/**
 * The one page built when there are no openings (a static export cannot have an empty dynamic
 * route): it renders the 404 and the post-build step deletes it.
 */
export const NO_OPENINGS_SLUG = 'no-openings';

export function jobPath(slug: string): string {
  return `/jobs/${slug}`;
}
