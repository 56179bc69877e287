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
 * - An opening without a pay range or benefits (or anything else check:content refuses) is
 *   reported by name and not written (the site would refuse it; the law requires both).
 * - All or nothing: a failed token, a failed page or an answer not in the documented shape changes
 *   no file (a provider outage never empties the board); a successful empty answer does.
 * The field mapping is in docs/jobs.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../content/site';
import { jobsContentDir, MIN_DESCRIPTION_WORDS } from '../../lib/jobs/openings';
import { jobSchema, problemsOf, type JobFrontMatter } from '../../lib/jobs/schema';
import { markdownProblems, PASTED_BULLET } from '../../lib/content/markdown';
import { slugify } from '../../lib/content/slug';

type Env = Record<string, string | undefined>;
type Record_ = Record<string, unknown>;

export type SyncReport = {
  added: string[];
  updated: string[];
  removed: string[];
  unchanged: string[];
  refused: { title: string; reasons: string[] }[];
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

/** Writes, updates and removes the provider's files in `dir` to match `records`. */
export function applyOpenings(records: Record_[], dir = jobsContentDir()): SyncReport {
  const report: SyncReport = { added: [], updated: [], removed: [], unchanged: [], refused: [] };
  const wanted = new Map<string, string>();
  for (const record of records) {
    if (record.Publish !== true || String(record.Job_Opening_Status ?? '') !== 'In-progress')
      continue;
    const { slug, fields, body } = mapRecord(record);
    const result = jobSchema.safeParse(fields);
    const reasons = result.success
      ? []
      : problemsOf(result.error).map((p) => `${p.field}: ${p.message}`);
    if (body.split(/\s+/).filter(Boolean).length < MIN_DESCRIPTION_WORDS)
      reasons.push(`the description is too short (under ${MIN_DESCRIPTION_WORDS} words)`);
    // The markdown rules check:content holds the file to, so the sync's pull request passes it.
    for (const p of markdownProblems(body))
      reasons.push(`the description, line ${p.line}: ${p.message}`);
    if (reasons.length) {
      report.refused.push({ title: String(fields.title || record.id), reasons });
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

export async function syncJobs(
  env: Env = process.env,
  { dir = jobsContentDir(), fetchImpl = fetch }: { dir?: string; fetchImpl?: typeof fetch } = {},
) {
  const records = await fetchOpenings(env, fetchImpl);
  return applyOpenings(records, dir);
}

if (require.main === module) {
  syncJobs()
    .then((r) => {
      console.log(
        `jobs:sync: ${r.added.length} added, ${r.updated.length} updated, ${r.removed.length} removed, ${r.unchanged.length} unchanged`,
      );
      for (const name of [...r.added, ...r.updated, ...r.removed]) console.log(`  ${name}`);
      for (const refused of r.refused)
        console.log(`not published: "${refused.title}": ${refused.reasons.join('; ')}`);
    })
    .catch((error) => {
      console.error(
        `jobs:sync: nothing changed: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    });
}
