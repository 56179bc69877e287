/**
 * What the request for talent (request-talent) adds to the forms' pipeline: the work a request
 * sets off through the task outbox (store-talent.ts, run by tasks.ts). The hand-off to Zoho
 * Recruit (providers/zoho-talent.ts: a client, a contact and an unpublished opening), its
 * progress saved on the task after each step so a retry resumes there, the opening keyed by the
 * request's id so one request makes one opening, within the day's ceiling on hand-offs; and the
 * requester's confirmation (typed-address-email.ts: nothing of what was typed). Neither goes for
 * a request whose bot check could not run. The
 * recruiters' email is the request row's own outbox entry (outbox/), sent once the hand-off
 * settled, done, given up or skipped (no Zoho settings), or after HANDOFF_WAIT_SECONDS whatever.
 */
import { consoleLogger, mailSettingsFromEnv } from '../core/settings.ts';
import type { TalentRequest as Typed } from '../core/talent-request.ts';
import { composeTalentConfirmation } from '../providers/typed-address-email.ts';
import {
  handOffTalentRequest,
  type TalentProgress,
  type TalentRequest,
} from '../providers/zoho-talent.ts';
import { zohoSettingsFromEnv } from '../providers/zoho-recruit.ts';
import { TALENT_TOPICS, type WaitingTalentRequest } from '../store/store-talent.ts';
import type { Task } from '../store/store-tasks.ts';
import {
  BOT_CHECK_NOT_RUN,
  handoffWaits,
  recordTaskFailure,
  sendConfirmation,
  gateTask,
  type TaskOutcome,
  type TaskRunDeps,
} from './task-run.ts';

/** Whether a task is a request for talent's (else an application's). */
export function isTalentTask(task: Task): boolean {
  return (TALENT_TOPICS as readonly string[]).includes(task.topic);
}

/** The stored request as the hand-off reads it (its id: the opening's idempotency key). */
export function toHandOff(id: string, d: Typed): TalentRequest {
  return {
    id,
    company: d.company,
    name: d.fullName,
    email: d.email,
    phone: d.phone,
    title: d.roleTitle,
    positions: d.headcount,
    engagement: d.engagement,
    workplace: d.workplace,
    location: d.location,
    skills: d.skills,
    description: d.description,
    start: d.startDate,
    budget: d.budget,
    profile: d.profile,
  };
}

/**
 * The hand-off to Zoho Recruit, resumed from the task's saved progress: without Zoho settings
 * there is nothing to hand over (the request is stored and mailed only). Throws what the
 * hand-off threw (runTalentTask records it).
 */
async function runHandoff(
  task: Task,
  request: WaitingTalentRequest,
  deps: TaskRunDeps,
): Promise<TaskOutcome> {
  const { store, env, clock = () => new Date(), log = consoleLogger } = deps;
  const zoho = zohoSettingsFromEnv(env);
  if (!zoho) {
    await store.finishTask(task.id, clock());
    await store.settleTalentHandoff(request.id, 'skipped', {}, null);
    return 'skipped';
  }
  const waits = await handoffWaits(task, deps);
  if (waits) {
    await store.settleTalentHandoff(request.id, 'pending', {}, waits);
    return 'waiting';
  }
  const done = await handOffTalentRequest(
    zoho,
    toHandOff(request.id, request.data),
    task.state as TalentProgress,
    {
      // Each step's result on the task first (a retry resumes there), then on the row.
      save: async (progress) => {
        await store.saveTaskState(task.id, progress);
        await store.settleTalentHandoff(request.id, 'pending', progress, null);
      },
      today: clock().toISOString().slice(0, 10),
    },
  );
  await store.finishTask(task.id, clock());
  await store.settleTalentHandoff(request.id, 'done', done, null);
  log.info('request for talent handed to Zoho Recruit', {
    id: request.id,
    opening: done.openingId,
    existingContact: done.existingContact,
  });
  return 'done';
}

/**
 * Runs one leased task of a request for talent and records its outcome (which releases it).
 * Never throws: a task whose outcome could not be recorded keeps its lease until it runs out,
 * and a later drain runs it again under the same key, resuming from its recorded state.
 */
export async function runTalentTask(task: Task, deps: TaskRunDeps): Promise<TaskOutcome> {
  const { store, env } = deps;
  try {
    const request = await store.talentRequestOf(task.reference);
    const gated = await gateTask(task, deps, request, {
      skipped: () => store.settleTalentHandoff(task.reference, 'skipped', {}, null),
      unjudged:
        task.topic === 'talent-handoff'
          ? () => store.settleTalentHandoff(task.reference, 'skipped', {}, BOT_CHECK_NOT_RUN)
          : undefined,
    });
    if (gated || !request) return gated ?? 'skipped';
    if (task.topic === 'talent-confirmation')
      return await sendConfirmation(task, deps, {
        email: composeTalentConfirmation(request.data.email, mailSettingsFromEnv(env)),
        ip: request.ip,
        kind: 'talent-request',
        id: request.id,
      });
    return await runHandoff(task, request, deps);
  } catch (error) {
    return recordTaskFailure(task, error, deps, {
      handoff: task.topic === 'talent-handoff',
      gaveUp: (reason) => store.settleTalentHandoff(task.reference, 'failed', {}, reason),
    });
  }
}
