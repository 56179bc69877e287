/**
 * What the application form (submit-application) adds to the forms' pipeline: the role an
 * application is for, read from the site's own /jobs/open-roles.json (cached a minute), and the
 * work an application sets off through the task outbox (store-tasks.ts, run by tasks.ts): the
 * hand-off to Zoho Recruit (providers/zoho-candidates.ts, within the day's ceiling on hand-offs)
 * and the applicant's confirmation (typed-address-email.ts: nothing of what was typed); neither
 * for an application whose bot check could not run. The
 * recruiters' email is the application row's own outbox entry (outbox/), sent once the hand-off
 * settled.
 */
import { OPEN_ROLES_PATH, parseOpenRoles } from '../../../../lib/jobs/open-roles-schema.ts';
import { appliedRole, composeApplicantConfirmation } from '../providers/typed-address-email.ts';
import { decodeBase64Strict } from '../core/rules.ts';
import {
  consoleLogger,
  mailSettingsFromEnv,
  siteUrl,
  type Env,
  type Logger,
} from '../core/settings.ts';
import type { AppliedRole } from '../core/submission.ts';
import type { AlertStore } from '../store/store-alerts.ts';
import type { Task } from '../store/store-tasks.ts';
import { handOffApplication, type CandidateProgress } from '../providers/zoho-candidates.ts';
import {
  zohoClientFor,
  ZohoError,
  zohoSettingsFromEnv,
  type ZohoSettings,
} from '../providers/zoho-recruit.ts';
import {
  BOT_CHECK_NOT_RUN,
  handoffWaits,
  recordTaskFailure,
  sendConfirmation,
  gateTask,
  type TaskOutcome,
  type TaskRunDeps,
} from './task-run.ts';

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

/** What an application's tasks run with: the outbox's, and the role lookup. */
export type TaskDeps = TaskRunDeps & {
  /** The role lookup (default: the site's, cached); tests give their own. */
  roles?: RoleLookup;
  /** The job alerts' store, where a join of the talent network that opted in subscribes. */
  alerts?: AlertStore;
};

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
  const waits = await handoffWaits(task, deps);
  if (waits) {
    await store.settleHandoff(application.id, 'pending', null, waits);
    return 'waiting';
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

/**
 * Runs one leased task of an application and records its outcome (which releases it). Never
 * throws: a task whose outcome could not be recorded keeps its lease until it runs out, and a
 * later drain runs it again under the same key, resuming from its recorded state.
 */
export async function runTask(task: Task, deps: TaskDeps): Promise<TaskOutcome> {
  const { store, env } = deps;
  try {
    const application = await store.applicationOf(task.reference);
    const gated = await gateTask(task, deps, application, {
      skipped: () => store.settleHandoff(task.reference, 'skipped', null, null),
      unjudged:
        task.topic === 'zoho-handoff'
          ? () => store.settleHandoff(task.reference, 'skipped', null, BOT_CHECK_NOT_RUN)
          : undefined,
    });
    if (gated || !application) return gated ?? 'skipped';
    if (task.topic === 'applicant-confirmation')
      return await sendConfirmation(task, deps, {
        email: composeApplicantConfirmation(
          application.data.email,
          {
            role: appliedRole(application.role),
            open: application.role.open !== false,
            withResume: Boolean(application.data.resume),
          },
          mailSettingsFromEnv(env),
        ),
        ip: application.ip,
        kind: 'application',
        id: application.id,
      });
    return await runHandoff(task, application, deps);
  } catch (error) {
    return recordTaskFailure(task, error, deps, {
      handoff: task.topic === 'zoho-handoff',
      gaveUp: (reason) => store.settleHandoff(task.reference, 'failed', null, reason),
    });
  }
}
