/**
 * `npm run check:content` for openings: every file of content/jobs (JOBS_CONTENT_DIR) checked like
 * a post, each problem as `file:line: what is wrong — how to fix it`, on the line of the field it
 * is about (or the end of the front matter for a field that is missing).
 */
import path from 'node:path';
import type { Finding } from '@/lib/blog/content-check';
import { inspectJobFile, jobsContentDir, listJobFiles } from './openings';

function lineOf(text: string, field: string): number {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${field}:`));
  if (at >= 0) return at + 1;
  // Missing: the line that closes the front matter, where it would go.
  const close = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  return close >= 0 ? close + 1 : 1;
}

export function checkJobs(dir = jobsContentDir()): { findings: Finding[]; jobs: number } {
  const findings: Finding[] = [];
  const files = listJobFiles(dir);
  for (const file of files) {
    const inspection = inspectJobFile(file);
    for (const problem of inspection.problems) {
      const [message, fix] = problem.message.split(/: (.+)/s);
      findings.push({
        file: path.relative(process.cwd(), file),
        line: problem.field.startsWith('(') ? (problem.field === '(description)' ? lineOf(inspection.text, '---') + 1 : 1) : lineOf(inspection.text, problem.field),
        severity: 'error',
        message: `${problem.field} ${message}`,
        fix: fix ?? 'see CONTENT.md, "Open roles"',
      });
    }
  }
  return { findings, jobs: files.length };
}
