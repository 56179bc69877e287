/**
 * `npm run check:content` for openings: every file of content/jobs (JOBS_CONTENT_DIR) held to its
 * schema (lib/jobs/schema.ts) and its description to the markdown rules posts follow
 * (lib/content/markdown.ts), each finding on the line of the field it is about (line 1, the
 * opening ---, for a field that is missing). An opening already closed, or closing within
 * CLOSING_SOON_DAYS, is a warning with its date: it is valid, but it is listed nowhere (or soon
 * won't be); its page says it closed for CLOSED_PAGE_DAYS, then goes.
 */
import path from 'node:path';
import { blogToday, daysBetween } from '@/lib/blog/date';
import type { Finding } from '@/lib/content/findings';
import { markdownProblems } from '@/lib/content/markdown';
import {
  CLOSED_PAGE_DAYS,
  closedPageUntil,
  inspectJobFile,
  jobsContentDir,
  listJobFiles,
} from './openings';

export const CLOSING_SOON_DAYS = 7;

/**
 * A pay range whose top is more than this many times its bottom is a warning: the laws ask for
 * the range the employer in good faith expects to pay (Colorado's rule 11.1.2 says so in words),
 * and a very wide one may not read as that.
 */
export const WIDE_PAY_RANGE = 2;

export function checkJobs(
  dir = jobsContentDir(),
  today = blogToday(),
): { findings: Finding[]; jobs: number } {
  const findings: Finding[] = [];
  const files = listJobFiles(dir);
  for (const file of files) {
    const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
    const { front, problems, job } = inspectJobFile(file);
    for (const problem of problems) {
      findings.push({
        file: shown,
        line: problem.line ?? front.lineOf(problem.field),
        severity: 'error',
        message: `${problem.field.startsWith('(') ? '' : `${problem.field}: `}${problem.message}`,
        fix: problem.fix,
      });
    }
    if (!front.problems.length) {
      for (const problem of markdownProblems(front.body)) {
        findings.push({
          file: shown,
          severity: 'error',
          ...problem,
          line: front.bodyLine + problem.line,
        });
      }
    }
    if (!job) continue;
    if (job.payMax > WIDE_PAY_RANGE * job.payMin)
      findings.push({
        file: shown,
        line: front.lineOf('payMax'),
        severity: 'warning',
        message: `payMax: the range ${job.payMin}–${job.payMax} tops out at more than ${WIDE_PAY_RANGE} times its bottom, which a court may not read as a good-faith range`,
        fix: 'post the range you expect in good faith to pay for this role, or split it into roles by level',
      });
    const left = daysBetween(today, job.validThrough);
    const line = front.lineOf('validThrough');
    if (left < 0) {
      const gone = today > closedPageUntil(job);
      findings.push({
        file: shown,
        line,
        severity: 'warning',
        message: gone
          ? `validThrough: the opening closed on ${job.validThrough}, more than ${CLOSED_PAGE_DAYS} days ago, so it is on no page, list, feed or sitemap`
          : `validThrough: the opening closed on ${job.validThrough}: through ${closedPageUntil(job)} its page says so and offers the open roles like it; it is in no list, feed or sitemap`,
        fix: gone
          ? 'delete the file, or set a later validThrough if the role is still open'
          : 'set a later validThrough if the role is still open',
      });
    } else if (left <= CLOSING_SOON_DAYS) {
      findings.push({
        file: shown,
        line,
        severity: 'warning',
        message: `validThrough: the opening closes on ${job.validThrough} (${left === 0 ? 'today' : left === 1 ? 'tomorrow' : `in ${left} days`}) and then leaves the site`,
        fix: 'set a later validThrough if the role stays open',
      });
    }
  }
  return { findings, jobs: files.length };
}
