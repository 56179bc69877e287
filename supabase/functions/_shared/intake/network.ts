/**
 * What a join of the talent network (join-talent-network) adds to the forms' pipeline: the work
 * a join sets off through the task outbox (store-network.ts, run by tasks.ts). The hand-off to
 * Zoho Recruit (providers/zoho-network.ts: a candidate with no opening), its progress saved on
 * the task after each step so a retry resumes there, within the day's hand-offs; the person's
 * acknowledgement (providers/typed-address-email.ts, within the ceilings on emails to typed
 * addresses); and, when they opted in, a pending job alert with the criteria they gave (the job
 * alerts' own double opt-in: its confirmation email is queued in their outbox). The recruiters'
 * email is the join's own outbox entry (outbox/), sent once the hand-off settled.
 */
import { alertCeilingsFromEnv, alertSecret, NOTICES_PER_DAY } from '../core/alert-settings.ts';
import { keyedHash } from '../core/alert-tokens.ts';
import { networkKey } from '../core/client-ip.ts';
import { decodeBase64Strict } from '../core/rules.ts';
import {
  ceilingsFromEnv,
  consoleLogger,
  limitsFromEnv,
  mailSettingsFromEnv,
} from '../core/settings.ts';
import { alertCriteriaOf } from '../core/talent-network.ts';
import { composeNetworkAcknowledgement } from '../providers/typed-address-email.ts';
import { handOffNetworkJoin, type NetworkProgress } from '../providers/zoho-network.ts';
import { zohoClientFor, zohoSettingsFromEnv } from '../providers/zoho-recruit.ts';
import { NETWORK_TOPICS, type WaitingNetworkJoin } from '../store/store-network.ts';
import type { Task } from '../store/store-tasks.ts';
import type { TaskDeps } from './application.ts';
import {
  BOT_CHECK_NOT_RUN,
  handoffWaits,
  recordTaskFailure,
  sendConfirmation,
  gateTask,
  type TaskOutcome,
} from './task-run.ts';

/** Whether a task is a join's. */
export function isNetworkTask(task: Task): boolean {
  return (NETWORK_TOPICS as readonly string[]).includes(task.topic);
}

/**
 * The hand-off to Zoho Recruit, resumed from the task's saved progress: without Zoho settings
 * there is nothing to hand over (the join is stored and mailed only). Throws what the hand-off
 * threw (runNetworkTask records it).
 */
async function runHandoff(
  task: Task,
  join: WaitingNetworkJoin,
  deps: TaskDeps,
): Promise<TaskOutcome> {
  const { store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const zoho = zohoSettingsFromEnv(env);
  if (!zoho) {
    await store.finishTask(task.id, clock());
    await store.settleNetworkHandoff(join.id, 'skipped', {}, null);
    return 'skipped';
  }
  // Within the day's hand-offs (ZOHO_HANDOFFS_DAILY_MAX), shared with applications and requests.
  const waits = await handoffWaits(task, deps);
  if (waits) {
    await store.settleNetworkHandoff(join.id, 'pending', task.state as NetworkProgress, waits);
    return 'waiting';
  }
  const { resume, ...typed } = join.data;
  const done = await handOffNetworkJoin(
    zohoClientFor(zoho),
    {
      join: typed,
      resume: resume
        ? {
            filename: resume.filename,
            contentType: resume.contentType,
            bytes: decodeBase64Strict(resume.base64)!,
          }
        : null,
      reference: join.id,
    },
    task.state as NetworkProgress,
    // Each step's result on the task first (a retry resumes there), then on the row.
    async (progress) => {
      await store.saveTaskState(task.id, progress);
      await store.settleNetworkHandoff(join.id, 'pending', progress, null);
    },
  );
  await store.finishTask(task.id, clock());
  await store.settleNetworkHandoff(join.id, 'done', done, null);
  log.info('talent network join handed to Zoho Recruit', {
    id: join.id,
    candidate: done.candidateId,
    existing: done.existing,
  });
  return 'done';
}

/**
 * The job alert the person opted in to: a pending subscription with the criteria they gave,
 * through the job alerts' own store (its limits per address and network, its ceiling on
 * confirmation emails, its one confirmation). A limit met ends the task (the page offers the
 * alert form); a full hour is tried again after the backoff.
 */
async function runAlerts(task: Task, join: WaitingNetworkJoin, deps: TaskDeps) {
  const { store, env, alerts, clock = () => new Date(), log = consoleLogger } = deps;
  const secret = alertSecret(env);
  if (!alerts || !secret) {
    log.error('a join opted in to job alerts, but job alerts are not set up here', { id: join.id });
    await store.finishTask(task.id, clock());
    return 'skipped' as const;
  }
  const limits = limitsFromEnv(env);
  const ceilings = alertCeilingsFromEnv(env);
  const network = join.net ?? networkKey(join.ip);
  const outcome = await alerts.subscribe({
    email: join.data.email,
    criteria: alertCriteriaOf(join.data),
    now: clock(),
    requester: await keyedHash(secret, join.ip),
    network: network === join.ip ? null : await keyedHash(secret, network),
    rate: {
      windowMax: limits.rateMax,
      windowSeconds: limits.rateWindowSeconds,
      dailyMax: ceilingsFromEnv(env).addressDaily,
      networkHourly: ceilings.networkHourly,
      networkDaily: ceilings.networkDaily,
    },
    noticesPerDay: NOTICES_PER_DAY,
    noticesHourly: ceilings.noticesHourly,
  });
  if (outcome.status === 'busy')
    throw new Error('job alerts: the hour’s confirmation emails are spent; tried again later');
  await store.saveTaskState(task.id, { subscription: outcome.status });
  await store.finishTask(task.id, clock());
  log.info('talent network join: job alert opt-in', { id: join.id, outcome: outcome.status });
  return 'done' as const;
}

/**
 * Runs one leased task of a join and records its outcome (which releases it). Never throws: a
 * task whose outcome could not be recorded keeps its lease until it runs out, and a later drain
 * runs it again under the same key, resuming from its recorded state.
 */
export async function runNetworkTask(task: Task, deps: TaskDeps): Promise<TaskOutcome> {
  const { store, env } = deps;
  try {
    const join = await store.networkJoinOf(task.reference);
    const handoff = task.topic === 'network-handoff';
    const gated = await gateTask(task, deps, join, {
      skipped: handoff
        ? () => store.settleNetworkHandoff(task.reference, 'skipped', {}, null)
        : undefined,
      unjudged: handoff
        ? () => store.settleNetworkHandoff(task.reference, 'skipped', {}, BOT_CHECK_NOT_RUN)
        : undefined,
    });
    if (gated || !join) return gated ?? 'skipped';
    if (task.topic === 'network-acknowledgement')
      return await sendConfirmation(task, deps, {
        email: composeNetworkAcknowledgement(join.data.email, mailSettingsFromEnv(env)),
        ip: join.ip,
        kind: 'talent-network',
        id: join.id,
      });
    if (task.topic === 'network-alerts') return await runAlerts(task, join, deps);
    return await runHandoff(task, join, deps);
  } catch (error) {
    return recordTaskFailure(task, error, deps, {
      handoff: task.topic !== 'network-acknowledgement',
      gaveUp:
        task.topic === 'network-handoff'
          ? (reason) => store.settleNetworkHandoff(task.reference, 'failed', {}, reason)
          : undefined,
    });
  }
}
