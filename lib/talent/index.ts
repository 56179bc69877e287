/**
 * The talent profiles hiring managers preview on /talent, from content/talent/<id>.md
 * (TALENT_CONTENT_DIR overrides the folder, as JOBS_CONTENT_DIR does for openings): front matter
 * (lib/talent/schema.ts) and an optional short summary. The file name is the profile's id, which
 * "Ask about this person" carries to /hire (`/hire?profile=<id>#request`). A profile is shown
 * while its consent is current (within CONSENT_DAYS of the build's day); `check:content` refuses
 * one that names the person, says how to reach them, or has no current consent, naming the file
 * and the line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogToday, daysBetween } from '@/lib/blog/date';
import type { Finding } from '@/lib/content/findings';
import { readFrontMatter } from '@/lib/content/front-matter';
import {
  CONSENT_DAYS,
  PERSONAL_FIELDS,
  personalDetail,
  problemsOf,
  profileSchema,
  type ProfileFrontMatter,
} from './schema';

export { ARRANGEMENTS, AVAILABILITY, CONSENT_DAYS } from './schema';

export type Profile = ProfileFrontMatter & {
  /** The file name without .md: the profile's id. */
  id: string;
  /** The summary under the front matter, plain text; '' when none. */
  summary: string;
};

export function talentContentDir(): string {
  const fromEnv = process.env.TALENT_CONTENT_DIR;
  return fromEnv
    ? path.resolve(process.cwd(), fromEnv)
    : path.join(process.cwd(), 'content', 'talent');
}

/** The profile files of a folder (README.md and anything not .md left out). */
export function listProfileFiles(dir = talentContentDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .map((name) => path.join(dir, name));
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Problem = { field: string; line: number; message: string; fix: string };

/** One file, checked against `today`: the profile, or what is wrong with it, each on its line. */
export function inspectProfile(
  file: string,
  today = blogToday(),
): { profile?: Profile; problems: Problem[]; lapsed?: boolean } {
  const id = path.basename(file, '.md');
  const front = readFrontMatter(readFileSync(file, 'utf8'));
  const problems: Problem[] = [...front.problems];
  if (!ID.test(id))
    problems.push({
      field: '(file name)',
      line: 1,
      message: `the file name "${path.basename(file)}" cannot be a profile's id`,
      fix: 'rename the file in lowercase words and hyphens, like senior-data-engineer-seattle.md',
    });
  if (front.problems.length) return { problems };
  for (const key of Object.keys(front.data))
    if ((PERSONAL_FIELDS as readonly string[]).includes(key))
      problems.push({
        field: key,
        line: front.lineOf(key),
        message: 'would name or reach the person: a profile is anonymous',
        fix: `remove the ${key} line; hiring managers ask about the person through /hire`,
      });
  const data = Object.fromEntries(
    Object.entries(front.data).filter(([k]) => !(PERSONAL_FIELDS as readonly string[]).includes(k)),
  );
  const result = profileSchema.safeParse(data);
  if (!result.success)
    for (const p of problemsOf(result.error))
      problems.push({ ...p, line: front.lineOf(p.field.split('.')[0]!) });
  const summary = front.body.trim();
  // The summary's first line, after the blank lines under the closing ---.
  const leading =
    front.body.slice(0, front.body.length - front.body.trimStart().length).split('\n').length - 1;
  summary.split('\n').forEach((text, index) => {
    const found = personalDetail(text);
    if (found)
      problems.push({
        field: '(summary)',
        line: front.bodyLine + 1 + index + leading,
        message: `holds ${found}: a profile never says how to reach the person`,
        fix: 'remove it; hiring managers ask about the person through /hire',
      });
  });
  let lapsed = false;
  if (result.success) {
    const age = daysBetween(result.data.consent, today);
    lapsed = age > CONSENT_DAYS;
    if (age < 0 || age > CONSENT_DAYS)
      problems.push({
        field: 'consent',
        line: front.lineOf('consent'),
        message:
          age < 0
            ? `is in the future (${result.data.consent})`
            : `was given on ${result.data.consent}, more than a year ago: the consent has lapsed`,
        fix: 'ask the person again and write the day they agreed, or delete the profile',
      });
  }
  if (problems.length || !result.success) return { problems, lapsed };
  return { profile: { ...result.data, id, summary }, problems };
}

/**
 * Every profile of the folder whose consent is current, valid or the build stops with the
 * editor's messages. A profile whose consent lapsed since it was published is left out, not an
 * error: the daily rebuild takes the person off the site on the day the year ends.
 */
export function loadProfiles(dir = talentContentDir(), today = blogToday()): Profile[] {
  const profiles: Profile[] = [];
  const errors: string[] = [];
  for (const file of listProfileFiles(dir)) {
    const { profile, problems, lapsed } = inspectProfile(file, today);
    if (profile) profiles.push(profile);
    if (lapsed && problems.length === 1) continue;
    for (const p of problems)
      errors.push(
        `${path.relative(process.cwd(), file)}:${p.line}: ${p.field}: ${p.message} — ${p.fix}`,
      );
  }
  if (errors.length)
    throw new Error(
      `Talent profiles that cannot be published (npm run check:content says where):\n${errors.join('\n')}`,
    );
  return profiles;
}

/** `npm run check:content` for profiles: each problem a finding on its file and line. */
export function checkProfiles(
  dir = talentContentDir(),
  today = blogToday(),
): { findings: Finding[]; profiles: number } {
  const findings: Finding[] = [];
  const files = listProfileFiles(dir);
  for (const file of files) {
    const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
    for (const p of inspectProfile(file, today).problems)
      findings.push({
        file: shown,
        line: p.line,
        severity: 'error',
        message: `${p.field.startsWith('(') ? '' : `${p.field}: `}${p.message}`,
        fix: p.fix,
      });
  }
  return { findings, profiles: files.length };
}
