'use client';

import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { EarlyInput, takeSubmit, useEarlyInput } from '@/components/forms/EarlyInput';
import { Outcome } from '@/components/forms/Outcome';
import { Spinner } from '@/components/forms/Spinner';
import { buttonClass } from '@/components/forms/styles';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { jobAlerts } from '@/content/job-alerts';
import { fill } from '@/supabase/functions/_shared/core/fill';
import { describeCriteria } from '@/lib/jobs/job-alerts';
import { refusalOf } from '@/components/forms/refusal';
import { invokeFunction } from '@/lib/supabase';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';

const pages = jobAlerts.pages;

/** The `token` of this page's address, or null when the link came without one. */
export function tokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() ? token.trim() : null;
}

const noSubscription = () => () => undefined;

/** The address's token once in the browser; undefined in the static HTML, which cannot know it. */
export function useAddressToken(): string | null | undefined {
  return useSyncExternalStore(noSubscription, tokenFromAddress, () => undefined);
}

/** The function's answer: done, its refusal of the link (a 4xx with its words), or a failure. */
type Answer =
  | { kind: 'done'; email?: string; criteria?: AlertCriteria }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** What a link that came without its token says. */
export function MissingToken() {
  return (
    <Outcome title={pages.missingToken.title} tone="bad">
      <p>{pages.missingToken.text}</p>
      <ButtonLink href="/jobs#job-alerts" variant="secondary">
        {pages.missingToken.link}
      </ButtonLink>
    </Outcome>
  );
}

/**
 * The confirm and unsubscribe pages' one action: the page says what the button will do, and only
 * the button's POST does it (a mail scanner's GET of the link changes nothing). A press made
 * before the script arrived is held and sent once it has.
 */
export function AlertLinkAction({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const copy = pages[action];
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Answer | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  const token = useAddressToken();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    takeSubmit(event.currentTarget);
    // Read from the address itself: a press held from before hydration is sent while the first
    // render still holds the static HTML's (unknown) token.
    const token = tokenFromAddress();
    if (!token || working) return;
    setWorking(true);
    try {
      const { data, error } = await invokeFunction(`job-alerts/${action}`, { token });
      if (error) {
        const refusal = await refusalOf(error);
        if (refusal && refusal.status >= 400 && refusal.status < 500 && refusal.message) {
          setOutcome({ kind: 'refused', message: refusal.message });
          return;
        }
        throw error;
      }
      const answer = (data ?? {}) as { email?: string; criteria?: AlertCriteria };
      setOutcome({ kind: 'done', email: answer.email, criteria: answer.criteria });
    } catch (error) {
      console.error(`Job alerts: ${action} failed:`, error);
      setOutcome({ kind: 'failed' });
    } finally {
      setWorking(false);
    }
  }

  if (token === null) return <MissingToken />;
  if (outcome?.kind === 'done' && action === 'confirm') {
    const done = pages.confirm.done;
    return (
      <Outcome title={done.title}>
        <p>
          {fill(done.text, {
            email: outcome.email ?? '',
            criteria: outcome.criteria ? describeCriteria(outcome.criteria) : '',
          })}
        </p>
        <p>{done.manage}</p>
      </Outcome>
    );
  }
  if (outcome?.kind === 'done') {
    const done = pages.unsubscribe.done;
    return (
      <Outcome title={done.title}>
        <p>{done.text}</p>
        <ButtonLink href="/jobs" variant="secondary">
          {done.link}
        </ButtonLink>
      </Outcome>
    );
  }

  return (
    <div className="space-y-6">
      {outcome?.kind === 'refused' && (
        <Outcome
          title={action === 'confirm' ? pages.confirm.expired.title : pages.error.title}
          tone="bad"
        >
          <p>{outcome.message}</p>
          {action === 'confirm' && (
            <ButtonLink href="/jobs#job-alerts" variant="secondary">
              {pages.confirm.expired.link}
            </ButtonLink>
          )}
        </Outcome>
      )}
      {outcome?.kind === 'failed' && (
        <Outcome title={pages.error.title} tone="bad">
          <p>{pages.error.text}</p>
        </Outcome>
      )}
      <p className="text-lg text-ink">{copy.text}</p>
      <form ref={form} onSubmit={submit} method="post" data-needs-script="">
        <button type="submit" disabled={working} className={buttonClass}>
          {working && <Spinner />}
          {working ? copy.working : copy.button}
        </button>
      </form>
      <EarlyInput />
    </div>
  );
}
