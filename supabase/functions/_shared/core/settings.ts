/**
 * The form functions' settings, read from the environment (.env.example lists them, one comment
 * each), and what follows from them: limits, ceilings, the worst case a day, the email cap,
 * the outbox's timing, who is mailed.
 */
import { LIMITS, MAX_TURNSTILE_TOKEN, PRIMARY_SKILLS, WORK_TYPES } from './rules.ts';
import {
  carriesFile,
  type Ceilings,
  type EmailCap,
  type FormKind,
  type Limits,
} from './submission.ts';
import { TALENT_NETWORK_FUNCTION } from './talent-network.ts';
import { TALENT_LIMITS, TALENT_REQUEST_FUNCTION } from './talent-request.ts';

export const FUNCTION_NAMES: Record<FormKind, string> = {
  contact: 'send-contact-email',
  'tech-refugee': 'send-tech-refugee-form',
  application: 'submit-application',
  'talent-request': TALENT_REQUEST_FUNCTION,
  'talent-network': TALENT_NETWORK_FUNCTION,
};

/** The headers supabase-js sends with functions.invoke. */
export const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

export type Env = Record<string, string | undefined>;

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/** A setting read from the environment: a positive number, or the fallback. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** A setting that may be fractional (megabytes): a positive number, or the fallback. */
export function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function limitsFromEnv(env: Env): Limits {
  return {
    rateMax: positiveInt(env.RATE_LIMIT_MAX, 5),
    rateWindowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 600),
    dedupeSeconds: positiveInt(env.DEDUPE_WINDOW_SECONDS, 60),
    refusalMax: positiveInt(env.REFUSAL_MAX, 20),
  };
}

const MB = 1024 * 1024;

/**
 * What one function stores (docs/forms-and-functions.md states the worst case a day). People's
 * text submissions: ADDRESS_DAILY_MAX (20) a day per address besides RATE_LIMIT_MAX per window,
 * NETWORK_HOURLY_MAX (20) / NETWORK_DAILY_MAX (60) per IPv4 /24 or IPv6 /48, and a global valve
 * STORE_HOURLY_MAX (500) / STORE_DAILY_MAX (2,000) that only dozens of networks together reach.
 * Spam: SPAM_DAILY_MAX (500) stored a day, the rest answered alike and dropped. Resumes:
 * RESUME_MB_ADDRESS_DAILY (5) per address, RESUME_MB_NETWORK_DAILY (15) per network,
 * RESUME_MB_HOURLY_MAX (400) / RESUME_MB_DAILY_MAX (500) for everyone; past one the registration
 * is stored without its file.
 */
export function ceilingsFromEnv(env: Env): Ceilings {
  return {
    addressDaily: positiveInt(env.ADDRESS_DAILY_MAX, 20),
    networkHourly: positiveInt(env.NETWORK_HOURLY_MAX, 20),
    networkDaily: positiveInt(env.NETWORK_DAILY_MAX, 60),
    hourlySubmissions: positiveInt(env.STORE_HOURLY_MAX, 500),
    dailySubmissions: positiveInt(env.STORE_DAILY_MAX, 2_000),
    dailySpam: positiveInt(env.SPAM_DAILY_MAX, 500),
    addressResumeBytes: Math.round(positiveNumber(env.RESUME_MB_ADDRESS_DAILY, 5) * MB),
    networkResumeBytes: Math.round(positiveNumber(env.RESUME_MB_NETWORK_DAILY, 15) * MB),
    hourlyResumeBytes: Math.round(positiveNumber(env.RESUME_MB_HOURLY_MAX, 400) * MB),
    dailyResumeBytes: Math.round(positiveNumber(env.RESUME_MB_DAILY_MAX, 500) * MB),
  };
}

/**
 * The most one row can take, in bytes: every text field at its length limit in characters that
 * take three bytes in UTF-8 (the most a UTF-16 unit can cost), the email in ASCII, a Turnstile
 * token kept while unverified, and 512 bytes for the rest (ids, times, addresses, hash, status).
 */
export function maxRowBytes(kind: FormKind): number {
  const rest = 512 + MAX_TURNSTILE_TOKEN + LIMITS.email;
  if (kind === 'contact') return rest + 3 * (2 * LIMITS.shortText + LIMITS.longText);
  // Name, role title; slug, phone, note, LinkedIn URL, the role's page, the file's name and type,
  // the Zoho ids and the hand-off's last error.
  // A join: name, role, location, phone, LinkedIn URL, the file's name and type, the lists of
  // options, the Zoho id and the hand-off's last error.
  if (kind === 'talent-network')
    return (
      rest +
      3 * (3 * LIMITS.shortText + LIMITS.phone + LIMITS.url + LIMITS.filename + 1000) +
      [...PRIMARY_SKILLS].join('|').length +
      200
    );
  if (kind === 'application')
    return (
      rest +
      3 *
        (2 * LIMITS.shortText +
          LIMITS.slug +
          LIMITS.phone +
          LIMITS.note +
          2 * LIMITS.url +
          LIMITS.filename +
          1000) +
      200
    );
  // Company, name, role title, location, phone, skills, the work, budget, start; the engagement
  // and the workplace; the three Zoho ids and the hand-off's last error.
  if (kind === 'talent-request') {
    const t = TALENT_LIMITS;
    return (
      rest +
      3 *
        (t.company +
          t.fullName +
          t.roleTitle +
          t.location +
          t.phone +
          t.skills +
          t.description +
          t.budget +
          1000) +
      10 +
      32 +
      3 * 40 +
      16
    );
  }
  // Name, employer and role; the goal; the LinkedIn URL; the file's name and type; the two lists of options.
  const lists = [...PRIMARY_SKILLS, ...WORK_TYPES].join('|').length;
  return (
    rest + 3 * (3 * LIMITS.shortText + LIMITS.longText + LIMITS.url + LIMITS.filename) + 100 + lists
  );
}

/**
 * The most a function can store in a day with these ceilings, whatever the number of senders:
 * people's rows up to the daily valve, spam up to its own ceiling, each at its largest, and the
 * day's resume bytes (docs/forms-and-functions.md states it for the defaults).
 */
export function worstCaseDailyBytes(
  kind: FormKind,
  ceilings: Ceilings,
): { rows: number; rowBytes: number; resumeBytes: number; total: number } {
  const rows = ceilings.dailySubmissions + ceilings.dailySpam;
  const rowBytes = rows * maxRowBytes(kind);
  const resumeBytes = carriesFile(kind) ? ceilings.dailyResumeBytes : 0;
  return { rows, rowBytes, resumeBytes, total: rowBytes + resumeBytes };
}

/**
 * Seconds between two digests of the emails waiting behind the cap (EMAIL_DIGEST_SECONDS, default
 * 120): short enough that the timer waiting for the next period fits in an Edge Function worker's
 * wall clock (150 s on Supabase's free plan, 400 s on paid plans).
 */
export function digestSeconds(env: Env): number {
  return positiveInt(env.EMAIL_DIGEST_SECONDS, 120);
}

/** Submissions one digest lists at most (the newest; older ones wait for the next). */
export const DIGEST_MAX_ITEMS = 200;

/**
 * Notification emails per function per hour (EMAIL_HOURLY_CAP, default 20) and the share one
 * address may take of them (EMAIL_PER_ADDRESS_HOURLY, default a tenth of the cap, at least 1):
 * a sender cannot fill the cap and silence the inbox for everyone else.
 */
export function emailCapFromEnv(env: Env): EmailCap {
  const hourly = positiveInt(env.EMAIL_HOURLY_CAP, 20);
  return {
    hourly,
    perAddress: Math.min(
      hourly,
      positiveInt(env.EMAIL_PER_ADDRESS_HOURLY, Math.max(1, Math.floor(hourly / 10))),
    ),
  };
}

/** Sends of one email before it is marked 'gave-up' (MAX_EMAIL_ATTEMPTS, default 5). */
export function maxEmailAttempts(env: Env): number {
  return positiveInt(env.MAX_EMAIL_ATTEMPTS, 5);
}

/** The least time from page load to submit a person takes (MIN_SUBMIT_MS, default 3 s). */
export function minSubmitMs(env: Env): number {
  const n = Number(env.MIN_SUBMIT_MS);
  return env.MIN_SUBMIT_MS !== undefined && env.MIN_SUBMIT_MS !== '' && Number.isFinite(n) && n >= 0
    ? n
    : 3000;
}

/**
 * Who is mailed: `to` the site's inbox (MAIL_TO); `recruiting` the recruiters, who get the
 * applications (RECRUITING_EMAIL, else MAIL_TO); `zohoWebUrl` where a candidate's page in Zoho
 * Recruit starts (ZOHO_RECRUIT_WEB_URL).
 */
export type MailSettings = {
  from: string;
  to: string[];
  recruiting?: string[];
  zohoWebUrl?: string;
};

export function mailSettingsFromEnv(env: Env): MailSettings {
  return {
    from: env.MAIL_FROM || 'Cascadia Tech Staffing website <website@cascadiatechstaffing.example>',
    to: (env.MAIL_TO || 'hello@cascadiatechstaffing.example')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // The recruiters, who get the applications: RECRUITING_EMAIL (comma-separated), else MAIL_TO.
    recruiting: (env.RECRUITING_EMAIL || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    zohoWebUrl: env.ZOHO_RECRUIT_WEB_URL || undefined,
  };
}

/**
 * The site's origins (SITE_ORIGINS, comma-separated, e.g. `https://www.example.com`): the only
 * pages whose requests the functions take. Required when deployed: with none set, every form
 * submission is refused. `*` is not honoured.
 */
export function siteOrigins(env: Env): string[] {
  return (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter((s) => s !== '' && s !== '*');
}

/** The site's host names (of SITE_ORIGINS): a Turnstile token solved on any other page fails. */
export function siteHostnames(env: Env): string[] {
  return siteOrigins(env).map((o) => {
    try {
      return new URL(o).hostname;
    } catch {
      return o;
    }
  });
}

/** The site the emails link to and whose /jobs/open-roles.json says which roles are open: SITE_URL, else the first of SITE_ORIGINS. */
export function siteUrl(env: Env): string {
  return (env.SITE_URL || siteOrigins(env)[0] || '').replace(/\/+$/, '');
}

/**
 * The outbox's timing (.env.example, one comment each):
 * - `leaseSeconds` (OUTBOX_LEASE_SECONDS, 45): how long a sender holds a row; longer than a send
 *   may take (the mailer gives up after 15 s), short enough that a row left by a dead sender goes
 *   out with the next drain: lease plus the drain's minute stays within two minutes.
 * - `backoffSeconds` (OUTBOX_BACKOFF_SECONDS, 30): the wait after a failed send, doubled per
 *   attempt, at most an hour.
 * - `requestWaitMs` (REQUEST_EMAIL_WAIT_MS, 3000): how long a visitor's request waits for its own
 *   first send before answering; the send goes on after the answer.
 * - `drainSeconds` (OUTBOX_DRAIN_SECONDS): the period of a drain timer in the process (the local
 *   server; default 60 there); deployed, pg_cron invokes outbox-drain every minute instead.
 */
export function outboxFromEnv(env: Env) {
  return {
    leaseSeconds: positiveInt(env.OUTBOX_LEASE_SECONDS, 45),
    backoffSeconds: positiveInt(env.OUTBOX_BACKOFF_SECONDS, 30),
    requestWaitMs: positiveInt(env.REQUEST_EMAIL_WAIT_MS, 3000),
    drainSeconds: positiveInt(env.OUTBOX_DRAIN_SECONDS, 60),
  };
}

/**
 * The ceilings on emails to addresses a visitor typed (a confirmation), each reserved before it
 * is sent (store/store-typed-mail.ts): TYPED_EMAIL_ADDRESS_DAILY_MAX (3) a rolling day per
 * address (trimmed, case folded), TYPED_EMAIL_NETWORK_DAILY_MAX (10) a rolling day per sender's
 * IPv4 /24 or IPv6 /48, TYPED_EMAIL_HOURLY_MAX (100) a rolling hour for everyone (the operator is
 * told the first time in a clock hour). Past one the email is recorded, not sent; the recruiters
 * still get theirs.
 */
export function typedMailFromEnv(env: Env) {
  return {
    addressDaily: positiveInt(env.TYPED_EMAIL_ADDRESS_DAILY_MAX, 3),
    networkDaily: positiveInt(env.TYPED_EMAIL_NETWORK_DAILY_MAX, 10),
    hourly: positiveInt(env.TYPED_EMAIL_HOURLY_MAX, 100),
  };
}

/**
 * Hand-offs to Zoho Recruit a UTC day, applications and requests for talent together
 * (ZOHO_HANDOFFS_DAILY_MAX, 150): past it the rest wait, stored, for the next day, and the
 * operator is told once that day. 150 hand-offs at about 15 API credits each leave most of the
 * smallest edition's 5,000 credits a day to jobs:sync (docs/jobs.md).
 */
export function zohoHandoffsDaily(env: Env): number {
  return positiveInt(env.ZOHO_HANDOFFS_DAILY_MAX, 150);
}
