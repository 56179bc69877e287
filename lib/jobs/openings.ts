/**
 * The firm's open roles, from content/jobs/<slug>.md (JOBS_CONTENT_DIR overrides the folder, as
 * BLOG_CONTENT_DIR does for posts): front matter (lib/jobs/schema.ts) and a markdown description.
 * An opening is open from its datePosted through its validThrough, by the build's day (the blog's
 * BLOG_TODAY): outside that it is on no page, in no list, feed or sitemap, and its URL answers 404.
 * The daily rebuild that publishes scheduled posts closes expired roles the same way.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { blogToday } from '@/lib/blog/date';
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

export type JobInspection = { slug: string; job?: Job; problems: JobProblem[]; text: string };

/** One file, checked: the opening, or what is wrong with it (by field). */
export function inspectJobFile(file: string): JobInspection {
  const slug = path.basename(file, '.md');
  const text = readFileSync(file, 'utf8');
  const problems: JobProblem[] = [];
  if (!SLUG.test(slug)) problems.push({ field: '(file name)', message: 'use lowercase words and hyphens, like senior-cloud-engineer-seattle.md' });
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text);
  } catch (error) {
    return { slug, text, problems: [...problems, { field: '(front matter)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }] };
  }
  const result = jobSchema.safeParse(parsed.data);
  if (!result.success) problems.push(...problemsOf(result.error));
  const body = parsed.content.trim();
  if (body.split(/\s+/).filter(Boolean).length < 40) problems.push({ field: '(description)', message: 'is too short: describe the role, the team and what the work involves in at least 40 words' });
  if (problems.length || !result.success) return { slug, text, problems };
  return { slug, text, problems, job: { ...result.data, slug, body } };
}

/** Every opening of the folder, valid or the build stops with the recruiter's messages. */
export function loadJobs(dir = jobsContentDir()): Job[] {
  const jobs: Job[] = [];
  const errors: string[] = [];
  for (const file of listJobFiles(dir)) {
    const inspection = inspectJobFile(file);
    if (inspection.job) jobs.push(inspection.job);
    else for (const p of inspection.problems) errors.push(`${path.relative(process.cwd(), file)}: ${p.field} ${p.message}`);
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
