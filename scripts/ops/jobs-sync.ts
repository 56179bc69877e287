/**
 * `npm run jobs:sync`: the firm's published openings from its careers provider, Zoho Recruit,
 * written as content/jobs files (JOBS_CONTENT_DIR), so recruiters' openings reach the site through
 * the same review as posts (the scheduled workflow .github/workflows/jobs-sync.yml opens a pull
 * request with the changes).
 *
 * - Credentials: an OAuth self-client (ZOHO_CLIENT_ID, ZOHO_CLIENT_SECRET, ZOHO_REFRESH_TOKEN);
 *   the access token comes from `POST {ZOHO_ACCOUNTS_URL}/oauth/v2/token` (grant_type
 *   refresh_token). ZOHO_ACCOUNTS_URL and ZOHO_RECRUIT_API_URL select the data centre (default
 *   accounts.zoho.com and recruit.zoho.com) and let tests point at a stand-in.
 * - Records: `GET {ZOHO_RECRUIT_API_URL}/recruit/v2/Job_Openings?page=N&per_page=200` with
 *   `Authorization: Zoho-oauthtoken <token>`, page after page while `info.more_records`; 204 means
 *   none. Only openings with `Publish` true and `Job_Opening_Status` "In-progress" are published.
 * - Ownership: the files it writes are named `zoho-<record id>-<title>.md`; it writes, updates and
 *   removes only those, never a hand-written opening.
 * - An opening without pay, benefits or other compensation, or with words restricting by
 *   citizenship and no reason (anything check:content refuses), is not written (the site would
 *   refuse it): it is listed with its record id, the fields to fix and the law asking for them, and
 *   the recruiters are mailed the list once each time it changes (jobs-sync-notice.ts).
 * - All or nothing: a failed token, a failed page or an answer not in the documented shape changes
 *   no file (a provider outage never empties the board); a successful empty answer does.
 * The field mapping is in docs/jobs.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../content/site';
import { jobsContentDir, MIN_DESCRIPTION_WORDS } from '../../lib/jobs/openings';
import {
  HIRERS,
  jobSchema,
  LAW_OF_FIELD,
  LAWS,
  problemsOf,
  type JobFrontMatter,
} from '../../lib/jobs/schema';
import { restrictionProblem, restrictions } from '../../lib/jobs/wording';
import {
  noticeFromEnv,
  notifyRecruiters,
  refusalLine,
  type NoticeSettings,
} from './jobs-sync-notice';
import { markdownProblems, PASTED_BULLET } from '../../lib/content/markdown';
import { slugify } from '../../lib/content/slug';

type Env = Record<string, string | undefined>;
type Record_ = Record<string, unknown>;

/** An opening Zoho publishes that the site refuses: its record, what is wrong, the laws asking. */
export type RefusedOpening = {
  /** The Zoho record id. */
  id: string;
  title: string;
  reasons: string[];
  /** The fields missing or refused (the front matter's names), and `description`. */
  fields: string[];
  /** The laws that ask for them, each once. */
  laws: string[];
};

export type SyncReport = {
  added: string[];
  updated: string[];
  removed: string[];
  unchanged: string[];
  refused: RefusedOpening[];
};

export class SyncFailed extends Error {}

const JOB_TYPES: Record<string, JobFrontMatter['employmentType']> = {
  'full time': 'FULL_TIME',
  'full-time': 'FULL_TIME',
  permanent: 'FULL_TIME',
  'part time': 'PART_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  'contract to hire': 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  seasonal: 'TEMPORARY',
};

/** Zoho's job description (HTML) as the markdown the site renders. */
export function htmlToMarkdown(html: string): string {
  return (
    html
      .replace(/\r/g, '')
      .replace(/<h[1-3][^>]*>/gi, '\n\n## ')
      .replace(/<\/h[1-3]>/gi, '\n\n')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|div|ul|ol)>/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<(strong|b)>/gi, '**')
      .replace(/<\/(strong|b)>/gi, '**')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      // A list typed with bullet characters (•) in the description is written as a markdown list.
      .map((line) => line.replace(PASTED_BULLET, '- $2'))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const num = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value.replace(/[$,\s]/g, ''))
      : undefined;
const str = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Zoho's "Hired_By" picklist (Firm, Client, Confidential) as the opening's hiredBy. */
function hirerOf(value: unknown): string | undefined {
  const written = str(value)?.toLowerCase();
  return written && (HIRERS as readonly string[]).includes(written) ? written : str(value);
}

/** A lookup field's name (Zoho answers `{ name, id }`), or the text written there. */
function lookupName(value: unknown): string | undefined {
  return value && typeof value === 'object' ? str((value as { name?: unknown }).name) : str(value);
}

/** One Zoho record as the site's front matter (before validation) and description. */
export function mapRecord(
  record: Record_,
  careersSite = site.careersSite,
): { slug: string; fields: Record<string, unknown>; body: string } {
  const id = String(record.id ?? '');
  const title = str(record.Posting_Title) ?? str(record.Job_Opening_Name) ?? '';
  const arrangement = (
    str(record.Work_Arrangement) ?? (record.Remote_Job === true ? 'remote' : 'onsite')
  ).toLowerCase();
  const unit = (str(record.Pay_Unit) ?? '').toUpperCase();
  const fields: Record<string, unknown> = {
    title,
    datePosted: str(record.Date_Opened),
    validThrough: str(record.Target_Date),
    employmentType: JOB_TYPES[(str(record.Job_Type) ?? '').toLowerCase()] ?? str(record.Job_Type),
    city: arrangement === 'remote' ? undefined : str(record.City),
    region: str(record.State),
    country:
      str(record.Country_Code) ??
      (/^(united states|usa|us)$/i.test(str(record.Country) ?? 'US') ? 'US' : str(record.Country)),
    remote: arrangement,
    payMin: num(record.Pay_Min),
    payMax: num(record.Pay_Max),
    payUnit:
      unit === 'HOURLY'
        ? 'HOUR'
        : unit === 'YEARLY' || unit === 'ANNUAL'
          ? 'YEAR'
          : unit || undefined,
    benefits: str(record.Benefits),
    otherCompensation: str(record.Other_Compensation),
    applicationDeadline: str(record.Application_Deadline),
    hiredBy: hirerOf(record.Hired_By),
    clientName: hirerOf(record.Hired_By) === 'client' ? lookupName(record.Client_Name) : undefined,
    restrictionReason: str(record.Restriction_Reason),
    applyUrl: `${careersSite}/jobs/Careers/${id}/${slugify(title).replace(/(^|-)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase())}`,
    // The record id, quoted (a long number stays text): applications on the page are associated with it.
    zohoId: id || undefined,
  };
  for (const key of Object.keys(fields)) if (fields[key] === undefined) delete fields[key];
  return {
    slug: `zoho-${id}-${slugify(title) || 'opening'}`,
    fields,
    body: htmlToMarkdown(String(record.Job_Description ?? '')),
  };
}

function yamlValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = String(value);
  // Text that YAML would read as a number (a Zoho record id) is quoted, so it stays text.
  return /^[A-Za-z0-9_.:/-]+$/.test(text) &&
    !/^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !/^[0-9.]+$/.test(text)
    ? text
    : JSON.stringify(text);
}

export function fileText(fields: Record<string, unknown>, body: string): string {
  const lines = Object.entries(fields).map(
    ([key, value]) =>
      `${key}: ${/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? value : yamlValue(value)}`,
  );
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

async function accessToken(env: Env, fetchImpl: typeof fetch): Promise<string> {
  const accounts = (env.ZOHO_ACCOUNTS_URL || 'https://accounts.zoho.com').replace(/\/+$/, '');
  const missing = ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET', 'ZOHO_REFRESH_TOKEN'].filter(
    (k) => !env[k],
  );
  if (missing.length)
    throw new SyncFailed(
      `${missing.join(', ')} not set (a Zoho API Console self-client: see docs/jobs.md)`,
    );
  const response = await fetchImpl(`${accounts}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      refresh_token: env.ZOHO_REFRESH_TOKEN!,
      client_id: env.ZOHO_CLIENT_ID!,
      client_secret: env.ZOHO_CLIENT_SECRET!,
      grant_type: 'refresh_token',
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
  };
  if (!response.ok || !body.access_token)
    throw new SyncFailed(
      `the token request failed (${response.status}${body.error ? `: ${body.error}` : ''})`,
    );
  return body.access_token;
}

/** Every Job Openings record, all pages, or a SyncFailed. */
export async function fetchOpenings(env: Env, fetchImpl: typeof fetch = fetch): Promise<Record_[]> {
  const token = await accessToken(env, fetchImpl);
  const api = (env.ZOHO_RECRUIT_API_URL || 'https://recruit.zoho.com').replace(/\/+$/, '');
  const records: Record_[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const response = await fetchImpl(`${api}/recruit/v2/Job_Openings?page=${page}&per_page=200`, {
      headers: { authorization: `Zoho-oauthtoken ${token}` },
    });
    if (response.status === 204) break;
    if (!response.ok) throw new SyncFailed(`Job_Openings page ${page} answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as {
      data?: unknown;
      info?: { more_records?: unknown };
    } | null;
    if (!body || !Array.isArray(body.data))
      throw new SyncFailed(
        `Job_Openings page ${page} is not in the documented shape (no data array)`,
      );
    records.push(...(body.data as Record_[]));
    if (body.info?.more_records !== true) break;
  }
  return records;
}

/** What the site would refuse in a mapped opening, by field, with the laws asking; null if none. */
export function refusalOf(
  id: string,
  fields: Record<string, unknown>,
  body: string,
): RefusedOpening | null {
  const result = jobSchema.safeParse(fields);
  const problems = result.success ? [] : problemsOf(result.error);
  const reasons = problems.map((p) => `${p.field}: ${p.message}`);
  const named = problems.map((p) => p.field);
  const laws = problems.flatMap((p) => LAW_OF_FIELD[p.field as keyof typeof LAW_OF_FIELD] ?? []);
  const description = [
    ...(body.split(/\s+/).filter(Boolean).length < MIN_DESCRIPTION_WORDS
      ? [`the description is too short (under ${MIN_DESCRIPTION_WORDS} words)`]
      : []),
    // The markdown rules check:content holds the file to, so the sync's pull request passes it.
    ...markdownProblems(body).map((p) => `the description, line ${p.line}: ${p.message}`),
  ];
  if (description.length) named.push('description');
  reasons.push(...description);
  // Words restricting by citizenship, unless the opening says which law or clearance requires them.
  if (!fields.restrictionReason) {
    let restricted = false;
    for (const [field, text] of [
      ['title', String(fields.title ?? '')],
      ['description', body],
    ] as const) {
      const said = restrictions(text);
      for (const r of said) reasons.push(`${field}: ${restrictionProblem(r.words).message}`);
      if (said.length) named.push(field);
      restricted ||= said.length > 0;
    }
    if (restricted) laws.push(LAWS.citizenship);
  }
  if (!reasons.length) return null;
  return {
    id,
    title: String(fields.title || id),
    reasons,
    fields: [...new Set(named)],
    laws: [...new Set(laws)],
  };
}

/** Writes, updates and removes the provider's files in `dir` to match `records`. */
export function applyOpenings(records: Record_[], dir = jobsContentDir()): SyncReport {
  const report: SyncReport = { added: [], updated: [], removed: [], unchanged: [], refused: [] };
  const wanted = new Map<string, string>();
  for (const record of records) {
    if (record.Publish !== true || String(record.Job_Opening_Status ?? '') !== 'In-progress')
      continue;
    const { slug, fields, body } = mapRecord(record);
    const refusal = refusalOf(String(record.id ?? ''), fields, body);
    if (refusal) {
      report.refused.push(refusal);
      continue;
    }
    wanted.set(`${slug}.md`, fileText(fields, body));
  }
  mkdirSync(dir, { recursive: true });
  const owned = existsSync(dir)
    ? readdirSync(dir).filter((name) => /^zoho-.+\.md$/.test(name))
    : [];
  for (const name of owned) {
    if (!wanted.has(name)) {
      rmSync(path.join(dir, name));
      report.removed.push(name);
    }
  }
  for (const [name, text] of wanted) {
    const file = path.join(dir, name);
    if (!existsSync(file)) report.added.push(name);
    else if (readFileSync(file, 'utf8') !== text) report.updated.push(name);
    else {
      report.unchanged.push(name);
      continue;
    }
    writeFileSync(file, text);
  }
  return report;
}

/** Whether the recruiters were told of the refused openings this run (jobs-sync-notice.ts). */
export type RecruitersNotice = 'mailed' | 'unchanged' | { failed: string };

/**
 * The sync, then, with `notice`, the recruiters' email when the refused list changed. The files
 * are written first: a failed email never holds back the openings (it is tried again next run).
 */
export async function syncJobs(
  env: Env = process.env,
  {
    dir = jobsContentDir(),
    fetchImpl = fetch,
    notice,
  }: { dir?: string; fetchImpl?: typeof fetch; notice?: NoticeSettings } = {},
): Promise<SyncReport & { recruiters?: RecruitersNotice }> {
  const records = await fetchOpenings(env, fetchImpl);
  const report = applyOpenings(records, dir);
  if (!notice) return report;
  try {
    return { ...report, recruiters: await notifyRecruiters(report.refused, notice) };
  } catch (error) {
    return {
      ...report,
      recruiters: { failed: error instanceof Error ? error.message : String(error) },
    };
  }
}

async function main() {
  const r = await syncJobs(process.env, { notice: await noticeFromEnv(process.env) });
  console.log(
    `jobs:sync: ${r.added.length} added, ${r.updated.length} updated, ${r.removed.length} removed, ${r.unchanged.length} unchanged, ${r.refused.length} not published`,
  );
  for (const name of [...r.added, ...r.updated, ...r.removed]) console.log(`  ${name}`);
  for (const refused of r.refused) console.log(refusalLine(refused));
  if (r.recruiters === 'mailed')
    console.log(`jobs:sync: the recruiters were mailed the changed list of openings not published`);
  else if (r.recruiters === 'unchanged')
    console.log('jobs:sync: the openings not published are as last mailed: no email');
  else if (r.recruiters) {
    console.error(
      `jobs:sync: the recruiters' email failed (${r.recruiters.failed}); the next run sends it`,
    );
    process.exitCode = 1;
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`jobs:sync: nothing changed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
