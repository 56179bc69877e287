/**
 * `npm run jobs:indexing`: tells Google's Indexing API which roles opened, changed or closed, so
 * job search shows a new role (and drops a closed one) the day it happens rather than when the
 * crawler next passes.
 *
 * - This build's roles: the open roles' JSON computed from content/jobs for the build's day
 *   (JOBS_CONTENT_DIR, BLOG_TODAY), with the very function the export writes
 *   out/jobs/open-roles.json with; `--current <file>` reads a built file instead.
 * - The previous published state: the live site's /jobs/open-roles.json (NEXT_PUBLIC_SITE_URL),
 *   or `--previous <file>`, a copy saved with `--snapshot <file>` before the rebuild. The live file
 *   is the state because it is exactly what Google can crawl, needs no storage of its own, and
 *   mends itself: a rebuild that failed leaves the old file live, so the next run finds the same
 *   changes and sends them then. A site that has never published the file (404) has no previous
 *   roles: every open role is new.
 * - `--wait-live <minutes>`: before sending, waits until the live site serves this build's roles
 *   (the same ids at the same revisions: the host has deployed the rebuild), so Google never crawls
 *   a page that is not there yet, and names them at the addresses the live site gives; when it
 *   does not within the time, nothing is sent and the run fails.
 * - Notices: URL_UPDATED for each role opened or changed (its revision differs), URL_DELETED for
 *   each closed (its page is then noindex without JobPosting, or gone). Opened first, then closed,
 *   then changed; at most JOBS_INDEXING_QUOTA (200, Google's default daily quota) a run, the rest
 *   logged as not sent. A 429 from the API stops the run's sending the same way.
 * - Credentials: a service account's JSON key in GOOGLE_INDEXING_KEY; a JWT signed with its
 *   private key (RS256, scope https://www.googleapis.com/auth/indexing) is exchanged for an access
 *   token at the key's own token_uri. Without the key it does nothing and says so (exit 0).
 *   GOOGLE_INDEXING_API_URL (default https://indexing.googleapis.com) and the key's token_uri let
 *   tests point it at a stand-in.
 * - `--dry-run` lists the notices without a key and sends nothing.
 * Exit 1 when the states cannot be read, the token is refused, or a notice failed; each notice is
 * logged with its answer. Set up: docs/jobs.md, "Google's Indexing API".
 */
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../content/site';
import { blogToday } from '../../lib/blog/date';
import { getOpenJobs } from '../../lib/jobs/openings';
import { buildOpenRoles } from '../../lib/jobs/open-roles';
import { OPEN_ROLES_PATH, parseOpenRoles, type OpenRoles } from '../../lib/jobs/open-roles-schema';

type Env = Record<string, string | undefined>;
type Log = (line: string) => void;

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
export const DEFAULT_INDEXING_API_URL = 'https://indexing.googleapis.com';
export const PUBLISH_PATH = '/v3/urlNotifications:publish';
export const DEFAULT_DAILY_QUOTA = 200;

export type NoticeType = 'URL_UPDATED' | 'URL_DELETED';
export type Notice = {
  type: NoticeType;
  url: string;
  id: string;
  why: 'opened' | 'changed' | 'closed';
};

export class IndexingFailed extends Error {}

/** What changed from `previous` (null: never published) to `current`, in the order it is sent. */
export function noticesBetween(previous: OpenRoles | null, current: OpenRoles): Notice[] {
  const before = new Map((previous?.roles ?? []).map((role) => [role.id, role]));
  const now = new Set(current.roles.map((role) => role.id));
  const opened: Notice[] = [];
  const changed: Notice[] = [];
  for (const role of current.roles) {
    const old = before.get(role.id);
    if (!old) opened.push({ type: 'URL_UPDATED', url: role.url, id: role.id, why: 'opened' });
    else if (old.revision !== role.revision)
      changed.push({ type: 'URL_UPDATED', url: role.url, id: role.id, why: 'changed' });
  }
  const closed: Notice[] = (previous?.roles ?? [])
    .filter((role) => !now.has(role.id))
    .map((role) => ({ type: 'URL_DELETED', url: role.url, id: role.id, why: 'closed' }));
  return [...opened, ...closed, ...changed];
}

/** The same roles, each at the same revision (wherever the site that built them is). */
export function sameRoles(a: OpenRoles | null, b: OpenRoles): boolean {
  const key = (state: OpenRoles | null) =>
    (state?.roles ?? [])
      .map((r) => `${r.id} ${r.revision}`)
      .sort()
      .join('\n');
  return key(a) === key(b);
}

export type ServiceAccountKey = {
  client_email: string;
  private_key: string;
  token_uri: string;
  private_key_id?: string;
};

/** The service account's key from its JSON; errors name the field, never print the key. */
export function parseServiceAccountKey(json: string): ServiceAccountKey {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw new IndexingFailed(
      'GOOGLE_INDEXING_KEY is not JSON: store the whole key file the Google Cloud console downloads',
    );
  }
  for (const field of ['client_email', 'private_key', 'token_uri'] as const) {
    if (typeof data[field] !== 'string' || !data[field])
      throw new IndexingFailed(
        `GOOGLE_INDEXING_KEY: ${field} is missing: store the whole key file of a service account`,
      );
  }
  const key = data as ServiceAccountKey;
  if (!/^https?:\/\//.test(key.token_uri))
    throw new IndexingFailed('GOOGLE_INDEXING_KEY: token_uri is not an address');
  try {
    createPrivateKey(key.private_key);
  } catch {
    throw new IndexingFailed('GOOGLE_INDEXING_KEY: private_key is not a PEM private key');
  }
  return key;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The JWT asking the key's token_uri for an access token to the Indexing API (RS256). */
export function signedAssertion(key: ServiceAccountKey, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(key.private_key_id ? { kid: key.private_key_id } : {}),
  };
  const claims = {
    iss: key.client_email,
    scope: INDEXING_SCOPE,
    aud: key.token_uri,
    iat,
    exp: iat + 3600,
  };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(sign('RSA-SHA256', Buffer.from(input), key.private_key))}`;
}

export async function accessToken(
  key: ServiceAccountKey,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(key.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signedAssertion(key),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token) {
    throw new IndexingFailed(
      `the token endpoint refused the key (${response.status}${body.error ? `: ${body.error}` : ''}${body.error_description ? `, ${body.error_description}` : ''})`,
    );
  }
  return body.access_token;
}

/** The live site's open roles, or null when it has never published them (404). */
export async function fetchLiveRoles(
  siteUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OpenRoles | null> {
  const url = `${siteUrl.replace(/\/+$/, '')}${OPEN_ROLES_PATH}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json', 'cache-control': 'no-cache' },
    });
  } catch (error) {
    throw new IndexingFailed(`${url}: ${error instanceof Error ? error.message : error}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new IndexingFailed(`${url} answered ${response.status}`);
  try {
    return parseOpenRoles(await response.json());
  } catch (error) {
    throw new IndexingFailed(`${url}: ${error instanceof Error ? error.message : error}`);
  }
}

function readState(file: string): OpenRoles | null {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return data === null ? null : parseOpenRoles(data);
}

export type PublishReport = {
  sent: Notice[];
  failed: { notice: Notice; why: string }[];
  notSent: Notice[];
};

/** Sends the notices in order, at most `quota`; a 429 leaves the rest not sent. */
export async function publishNotices(
  notices: Notice[],
  {
    token,
    apiUrl,
    quota,
    log,
    fetchImpl = fetch,
  }: { token: string; apiUrl: string; quota: number; log: Log; fetchImpl?: typeof fetch },
): Promise<PublishReport> {
  const report: PublishReport = { sent: [], failed: [], notSent: notices.slice(quota) };
  const endpoint = `${apiUrl.replace(/\/+$/, '')}${PUBLISH_PATH}`;
  const queue = notices.slice(0, quota);
  for (const [i, notice] of queue.entries()) {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: notice.url, type: notice.type }),
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      report.failed.push({ notice, why });
      log(`failed: ${notice.type} ${notice.url} (${notice.why}): ${why}`);
      continue;
    }
    if (response.ok) {
      report.sent.push(notice);
      log(`sent: ${notice.type} ${notice.url} (${notice.why})`);
      continue;
    }
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    const why = `${response.status}${body.error?.message ? ` ${body.error.message}` : ''}`;
    if (response.status === 429) {
      report.notSent.unshift(...queue.slice(i));
      log(`the Indexing API's quota is used up (${why}): the rest waits for the next change`);
      break;
    }
    report.failed.push({ notice, why });
    log(`failed: ${notice.type} ${notice.url} (${notice.why}): ${why}`);
  }
  for (const notice of report.notSent)
    log(`not sent (over the quota): ${notice.type} ${notice.url} (${notice.why})`);
  return report;
}

type Options = {
  snapshot?: string;
  previous?: string;
  current?: string;
  waitLive?: number;
  dryRun: boolean;
};

export function parseArgs(argv: string[]): Options {
  const options: Options = { dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new IndexingFailed(`${arg} needs a value`);
      return v;
    };
    if (arg === '--snapshot') options.snapshot = value();
    else if (arg === '--previous') options.previous = value();
    else if (arg === '--current') options.current = value();
    else if (arg === '--wait-live') {
      options.waitLive = Number(value());
      if (!(options.waitLive >= 0))
        throw new IndexingFailed('--wait-live takes minutes, like --wait-live 20');
    } else if (arg === '--dry-run') options.dryRun = true;
    else throw new IndexingFailed(`unknown argument ${arg} (see scripts/ops/jobs-indexing.ts)`);
  }
  return options;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run; resolves to the exit code. */
export async function runIndexing(
  argv: string[],
  env: Env = process.env,
  log: Log = console.log,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const options = parseArgs(argv);
  const siteUrl = env.NEXT_PUBLIC_SITE_URL || site.url;
  const keyJson = env.GOOGLE_INDEXING_KEY?.trim();
  if (!keyJson && !options.dryRun) {
    log(
      'jobs:indexing: GOOGLE_INDEXING_KEY is not set: nothing sent to Google (docs/jobs.md, "Google\'s Indexing API").',
    );
    return 0;
  }
  const key = keyJson ? parseServiceAccountKey(keyJson) : undefined;

  if (options.snapshot) {
    const live = await fetchLiveRoles(siteUrl, fetchImpl);
    writeFileSync(options.snapshot, `${JSON.stringify(live)}\n`);
    log(
      `jobs:indexing: ${live ? `${live.roles.length} open roles` : 'no open roles file yet'} at ${siteUrl}${OPEN_ROLES_PATH}, saved in ${options.snapshot}`,
    );
    return 0;
  }

  const today = blogToday(env);
  let current = options.current
    ? readState(path.resolve(options.current))
    : buildOpenRoles(getOpenJobs(today), today);
  if (!current) throw new IndexingFailed(`${options.current} holds no open roles file`);
  const previous = options.previous
    ? readState(path.resolve(options.previous))
    : await fetchLiveRoles(siteUrl, fetchImpl);
  let notices = noticesBetween(previous, current);
  const counts = (['opened', 'changed', 'closed'] as const)
    .map((why) => `${notices.filter((n) => n.why === why).length} ${why}`)
    .join(', ');
  log(
    `jobs:indexing: ${current.roles.length} open roles on ${current.today}; since ${options.previous ?? `${siteUrl}${OPEN_ROLES_PATH}`}: ${counts}`,
  );
  if (notices.length === 0) {
    log('jobs:indexing: nothing to tell Google.');
    return 0;
  }
  if (options.dryRun || !key) {
    for (const notice of notices) log(`would send: ${notice.type} ${notice.url} (${notice.why})`);
    return 0;
  }

  if (options.waitLive !== undefined) {
    const deadline = Date.now() + options.waitLive * 60_000;
    const every = Number(env.JOBS_INDEXING_POLL_SECONDS || 30) * 1000;
    for (;;) {
      const live = await fetchLiveRoles(siteUrl, fetchImpl).catch(() => null);
      if (live && sameRoles(live, current)) {
        // The same roles at the addresses the host built them at: those are what Google is told.
        current = live;
        notices = noticesBetween(previous, current);
        break;
      }
      if (Date.now() >= deadline) {
        throw new IndexingFailed(
          `${siteUrl}${OPEN_ROLES_PATH} did not show this build's roles within ${options.waitLive} minutes: nothing sent (the next run sends these changes)`,
        );
      }
      await sleep(every);
    }
    log(`jobs:indexing: the live site shows this build's roles.`);
  }

  const quota = Number(env.JOBS_INDEXING_QUOTA || DEFAULT_DAILY_QUOTA);
  if (!Number.isInteger(quota) || quota < 0)
    throw new IndexingFailed(
      `JOBS_INDEXING_QUOTA="${env.JOBS_INDEXING_QUOTA}" is not a whole number`,
    );
  const token = await accessToken(key, fetchImpl);
  const report = await publishNotices(notices, {
    token,
    apiUrl: env.GOOGLE_INDEXING_API_URL || DEFAULT_INDEXING_API_URL,
    quota,
    log,
    fetchImpl,
  });
  log(
    `jobs:indexing: ${report.sent.length} sent, ${report.failed.length} failed, ${report.notSent.length} not sent (quota ${quota}).`,
  );
  return report.failed.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  runIndexing(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`jobs:indexing: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
