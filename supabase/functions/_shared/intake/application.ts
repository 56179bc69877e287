/**
 * What the application form (submit-application) adds to the forms' pipeline: the role an
 * application is for, read from the site's own /jobs/open-roles.json (cached a minute), and the
 * work an application sets off through the task outbox (store-tasks.ts): the hand-off to Zoho
 * Recruit (providers/zoho-candidates.ts) and the applicant's confirmation. The recruiters' email
 * is the application row's own outbox entry (outbox.ts), sent once the hand-off settled.
 */
import { OPEN_ROLES_PATH, parseOpenRoles } from '../../../../lib/jobs/open-roles-schema.ts';
import { composeApplicantConfirmation } from '../providers/email.ts';
import { decodeBase64Strict } from '../core/rules.ts';
import {
  consoleLogger,
  mailSettingsFromEnv,
  maxEmailAttempts,
  outboxFromEnv,
  siteUrl,
  type Env,
  type Logger,
} from '../core/settings.ts';
import type { AppliedRole } from '../core/submission.ts';
import type { OutboxDeps } from '../outbox/deliver.ts';
import type { Task } from '../store/store-tasks.ts';
import { handOffApplication, type CandidateProgress } from '../providers/zoho-candidates.ts';
import {
  zohoClientFor,
  ZohoError,
  zohoSettingsFromEnv,
  type ZohoSettings,
} from '../providers/zoho-recruit.ts';

type RoleEntry = { title: string; url: string; zohoId: string | null };

/** How long the open roles read from the site are trusted. */
const ROLES_TTL_MS = 60_000;
/** For a slug they lack, how old they may be before they are read again. */
const MISS_REREAD_MS = 5_000;

/**
 * Finds a role by its slug in the site's open roles: `open` false when the slug is not there (a
 * role closed after its page was built), null when the file could not be read (the hand-off
 * looks again). Reads the file at most once a minute per process, or every 5 s while asked for
 * slugs it lacks (a role published since).
 */
export function createRoleLookup(
  env: Env,
  { fetchImpl = fetch, log = consoleLogger }: { fetchImpl?: typeof fetch; log?: Logger } = {},
) {
  const site = siteUrl(env);
  let cache: { at: number; roles: Map<string, RoleEntry> } | null = null;
  let loading: Promise<Map<string, RoleEntry>> | null = null;

  async function load(): Promise<Map<string, RoleEntry>> {
    const response = await fetchImpl(`${site}${OPEN_ROLES_PATH}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`${OPEN_ROLES_PATH} answered ${response.status}`);
    const file = parseOpenRoles(await response.json());
    return new Map(
      file.roles.map((r) => [r.id, { title: r.title, url: r.url, zohoId: r.zohoId ?? null }]),
    );
  }

  async function roles(maxAgeMs = ROLES_TTL_MS): Promise<Map<string, RoleEntry> | null> {
    if (cache && Date.now() - cache.at < maxAgeMs) return cache.roles;
    loading ??= load().finally(() => {
      loading = null;
    });
    try {
      const loaded = await loading;
      cache = { at: Date.now(), roles: loaded };
      return loaded;
    } catch (error) {
      log.error('the open roles could not be read; the role is looked up again later', {
        site,
        reason: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }

  return async (slug: string): Promise<AppliedRole> => {
    let found = await roles();
    // A slug the cached file lacks may be a role published since: read the file again, unless
    // it was read in the last few seconds (a flood of unknown slugs costs a read every 5 s).
    if (found && !found.has(slug)) found = await roles(MISS_REREAD_MS);
    const entry = found?.get(slug);
    return entry
      ? { ...entry, open: true }
      : { title: null, url: `${site}/jobs/${slug}`, zohoId: null, open: found ? false : null };
  };
}

export type RoleLookup = ReturnType<typeof createRoleLookup>;

const lookups = new Map<string, RoleLookup>();

/** One lookup (one cache) per site in this process. */
export function roleLookupFor(env: Env): RoleLookup {
  const site = siteUrl(env);
  if (!lookups.has(site)) lookups.set(site, createRoleLookup(env));
  return lookups.get(site)!;
}

/** What the tasks run with: the outbox's (the drain runs them through intake/passes.ts). */
export type TaskDeps = Omit<OutboxDeps, 'turnstile'> & {
  /** The role lookup (default: the site's, cached); tests give their own. */
  roles?: RoleLookup;
};

/** Tries of the hand-off before it is given up (ZOHO_MAX_ATTEMPTS, default 8: about two hours of backoff). */
function maxHandoffAttempts(env: Env): number {
  const n = Number(env.ZOHO_MAX_ATTEMPTS);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 8;
}

/** Confirmations one address gets per rolling day. */
export const CONFIRMATIONS_PER_DAY = 3;

type TaskApplication = NonNullable<Awaited<ReturnType<TaskDeps['store']['applicationOf']>>>;

/**
 * The hand-off of one application to Zoho Recruit (zoho-candidates.ts): each step's result saved
 * on the task as soon as it is known, so a retry resumes there; the candidate's id on the row as
 * soon as it is known (the recruiters' email links it). The candidate's id.
 */
async function handOff(
  zoho: ZohoSettings,
  application: TaskApplication,
  role: AppliedRole & { zohoId: string },
  task: Task,
  store: TaskDeps['store'],
): Promise<string> {
  let known = Boolean((task.state as CandidateProgress).candidateId);
  const resume = application.data.resume;
  const handed = await handOffApplication(
    zohoClientFor(zoho),
    {
      applicant: application.data,
      opening: { jobId: role.zohoId, title: role.title ?? application.data.jobSlug, url: role.url },
      resume: resume
        ? {
            filename: resume.filename,
            contentType: resume.contentType,
            bytes: decodeBase64Strict(resume.base64)!,
          }
        : null,
      reference: application.id,
    },
    task.state as CandidateProgress,
    async (progress) => {
      await store.saveTaskState(task.id, progress);
      if (known || !progress.candidateId) return;
      known = true;
      await store.settleHandoff(application.id, 'pending', progress.candidateId, null);
    },
  );
  return handed.candidateId;
}

/**
 * The hand-off to Zoho Recruit: without Zoho settings, or for an opening without a Zoho id,
 * there is nothing to hand over; with them, a role the request could not look up is looked up
 * again (a failure is tried again later). Throws what the hand-off threw (runTask records it).
 */
async function runHandoff(
  task: Task,
  application: TaskApplication,
  deps: TaskDeps,
): Promise<TaskOutcome> {
  const { store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const zoho = zohoSettingsFromEnv(env);
  let role = application.role;
  if (zoho && role.open === null)
    role = await (deps.roles ?? roleLookupFor(env))(application.data.jobSlug);
  if (zoho && role.open === null) throw new ZohoError('the open roles could not be read', true);
  if (!zoho || !role.zohoId) {
    await store.finishTask(task.id, clock());
    await store.settleHandoff(application.id, 'skipped', null, null);
    return 'skipped';
  }
  const candidateId = await handOff(
    zoho,
    application,
    { ...role, zohoId: role.zohoId },
    task,
    store,
  );
  await store.finishTask(task.id, clock());
  await store.settleHandoff(application.id, 'done', candidateId, null);
  log.info('application handed to Zoho Recruit', { id: application.id, candidate: candidateId });
  return 'done';
}

export type TaskOutcome = 'done' | 'retry' | 'gave-up' | 'waiting' | 'skipped';

/**
 * Runs one leased task and records its outcome (which releases it). Never throws: a task whose
 * outcome could not be recorded keeps its lease until it runs out, and a later drain runs it
 * again under the same key, resuming from its recorded state.
 */
export async function runTask(task: Task, deps: TaskDeps): Promise<TaskOutcome> {
  const { store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const { backoffSeconds } = outboxFromEnv(env);
  try {
    const application = await store.applicationOf(task.reference);
    if (!application || application.spamReason) {
      // Deleted (a deletion request) or judged spam: nothing to do, ever.
      await store.finishTask(task.id, clock());
      if (application) await store.settleHandoff(application.id, 'skipped', null, null);
      return 'skipped';
    }
    if (application.emailStatus === 'unverified') {
      // Turnstile has not judged it yet: nothing leaves the site before it does.
      await store.postponeTask(task.id, new Date(clock().getTime() + backoffSeconds * 1000));
      return 'waiting';
    }
    if (task.topic === 'applicant-confirmation') {
      // One inbox gets a few confirmations a day at most, so the form cannot be used to flood
      // someone else's address with them; the applications are stored and mailed all the same.
      const now = clock();
      const since = new Date(now.getTime() - 86_400_000);
      if ((await store.confirmationsTo(application.data.email, since)) >= CONFIRMATIONS_PER_DAY) {
        await store.finishTask(task.id, now);
        log.info('confirmation not sent: the address had its share today', { id: application.id });
        return 'skipped';
      }
      await deps.mailer.send(composeApplicantConfirmation(application, mailSettingsFromEnv(env)), {
        idempotencyKey: task.key,
      });
      await store.saveTaskState(task.id, { sent: true });
      await store.finishTask(task.id, clock());
      return 'done';
    }

    return await runHandoff(task, application, deps);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof ZohoError && !error.retryable;
    log.error('application task failed', { task: task.key, reason, permanent });
    try {
      const outcome = await store.failTask(task.id, {
        error: reason,
        at: clock(),
        backoffSeconds,
        maxAttempts:
          task.topic === 'zoho-handoff' ? maxHandoffAttempts(env) : maxEmailAttempts(env),
        permanent,
      });
      if (outcome === 'gave-up' && task.topic === 'zoho-handoff')
        await store.settleHandoff(task.reference, 'failed', null, reason);
      return outcome;
    } catch (recordError) {
      log.error('could not record the task failure; its lease runs out and a drain tries again', {
        task: task.key,
        reason: String(recordError),
      });
      return 'retry';
    }
  }
}

/** Tasks one drain runs at once. */
const TASK_BATCH = 4;

export type TaskReport = { done: number; retry: number; gaveUp: number; skipped: number };

/**
 * Runs the due tasks (every application's, or with `reference` one application's: the storing
 * request's own), a few at a time, until none is left or `budgetMs` is spent.
 */
export async function drainTasks(
  deps: TaskDeps,
  { budgetMs = 20_000, reference }: { budgetMs?: number; reference?: string } = {},
): Promise<TaskReport> {
  const clock = deps.clock ?? (() => new Date());
  const report: TaskReport = { done: 0, retry: 0, gaveUp: 0, skipped: 0 };
  const started = Date.now();
  const seen = new Set<string>();
  while (Date.now() - started < budgetMs) {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + outboxFromEnv(deps.env).leaseSeconds * 1000);
    const batch = (await deps.store.claimTasks(now, TASK_BATCH, leaseUntil, reference)).filter(
      (t) => !seen.has(t.id),
    );
    if (batch.length === 0) break;
    for (const t of batch) seen.add(t.id);
    for (const outcome of await Promise.all(batch.map((t) => runTask(t, deps)))) {
      if (outcome === 'done') report.done += 1;
      else if (outcome === 'gave-up') report.gaveUp += 1;
      else if (outcome === 'skipped') report.skipped += 1;
      else report.retry += 1;
    }
  }
  return report;
}
