'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { Props as ApplicationProps } from './ApplicationForm';
import type { Props as ContactProps } from './ContactForm';
import type { Props as JobAlertProps } from './JobAlertForm';
import type { Props as TalentRequestProps } from './TalentRequestForm';

/** A field that holds something other than what the HTML put there. */
function changed(field: Element): boolean {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (!(field instanceof HTMLInputElement)) return false;
  if (field.type === 'checkbox' || field.type === 'radio')
    return field.checked !== field.defaultChecked;
  if (field.type === 'file') return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

const TOUCH_EVENTS = ['focusin', 'pointerdown', 'input', 'change', 'submit'] as const;

/**
 * Resolves when the visitor starts to fill the form with this id: at once if they already did
 * before the page's scripts ran (focus inside, a field changed, a submit held by the early-input
 * script), if the form is not in the document (rendered on the client, after a navigation) and on
 * the server; else on the first focus, press, input, change or submit inside it, or on a link to
 * a section of the same page.
 */
export function firstTouch(formId: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const form = document.getElementById(formId);
  if (
    !(form instanceof HTMLFormElement) ||
    form.hasAttribute('data-pending-submit') ||
    form.contains(document.activeElement) ||
    Array.from(form.elements).some(changed)
  ) {
    return Promise.resolve();
  }
  // Heard on the window, in the capture phase: React's own listener on the document stops an
  // event aimed at a boundary it has not hydrated yet (to replay it later), so the form itself
  // would never hear it.
  return new Promise((resolve) => {
    const finish = () => {
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, start, true);
      window.removeEventListener('click', samePageLink, true);
      window.removeEventListener('hashchange', finish);
      waiting.delete(formId);
      resolve();
    };
    const start = (event: Event) => {
      if (event.target instanceof Node && form.contains(event.target)) finish();
    };
    // A link to a section of this same page (Partner With Us → #contact, Register Now →
    // #register) is a router update of the page that holds the form: React must hydrate the
    // form's boundary before it commits, so the form's code loads now, or the link would wait
    // for a touch that never comes and never move.
    const samePageLink = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const to = new URL(link.href, location.href);
      if (to.origin === location.origin && to.pathname === location.pathname && to.hash) finish();
    };
    for (const type of TOUCH_EVENTS) window.addEventListener(type, start, true);
    window.addEventListener('click', samePageLink, true);
    window.addEventListener('hashchange', finish);
    waiting.set(formId, finish);
  });
}

/** The forms still waiting for a first touch, by id. */
const waiting = new Map<string, () => void>();

/**
 * Stops waiting for a touch of this form and loads its code: called when the page that showed it
 * is left, so that the next page rendering the same form on the client (after a navigation, with
 * nothing to hydrate) does not wait for a touch of a form that is gone.
 */
export function stopWaiting(formId: string): void {
  waiting.get(formId)?.();
}

/** Ends the wait for a touch of this form when the component showing it unmounts. */
function useStopWaitingOnLeave(formId: string) {
  useEffect(() => () => stopWaiting(formId), [formId]);
}

/** A lazy component whose code is imported on the visitor's first touch of the form with this id. */
function onFirstTouch<P>(formId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    firstTouch(formId)
      .then(load)
      .then((component) => ({ default: component })),
  );
}

/** The contact form's element id. */
export const CONTACT_FORM_ID = 'contact-form';

/** The registration form's element id, from the prefix of its ids. */
export const registrationFormId = (idPrefix: string) => `${idPrefix}-form`;
const LazyContactForm = onFirstTouch(CONTACT_FORM_ID, () =>
  import('./ContactForm').then((module) => module.ContactForm),
);

/**
 * The contact form, in the page's HTML from the start, whose code (the form, the shared rules,
 * the function client's entry, Turnstile) loads when the visitor starts to fill it: until then the
 * server's HTML stays as it is (React leaves a suspended boundary un-hydrated), the inputs keep
 * what is typed and the early-input script holds a submit (components/forms/EarlyInput.tsx).
 */
export function ContactFormOnTouch(props: ContactProps) {
  useStopWaitingOnLeave(CONTACT_FORM_ID);
  return (
    <Suspense>
      <LazyContactForm {...props} />
    </Suspense>
  );
}

const REGISTRATION_PREFIX = 'register';
const LazyRegistrationForm = onFirstTouch(registrationFormId(REGISTRATION_PREFIX), () =>
  import('./RegistrationForm').then((module) => module.RegistrationForm),
);

/** The Tech Refugee registration, its code loaded on the first touch as the contact form's is. */
export function RegistrationFormOnTouch() {
  useStopWaitingOnLeave(registrationFormId(REGISTRATION_PREFIX));
  return (
    <Suspense>
      <LazyRegistrationForm idPrefix={REGISTRATION_PREFIX} />
    </Suspense>
  );
}

/** The application form's element id (one per role page). */
export const APPLICATION_FORM_ID = 'apply-form';
const LazyApplicationForm = onFirstTouch(APPLICATION_FORM_ID, () =>
  import('./ApplicationForm').then((module) => module.ApplicationForm),
);

/** The application on a role's page, its code loaded on the first touch as the other forms' is. */
export function ApplicationFormOnTouch(props: ApplicationProps) {
  useStopWaitingOnLeave(APPLICATION_FORM_ID);
  return (
    <Suspense>
      <LazyApplicationForm {...props} />
    </Suspense>
  );
}

/** The job alert form's element id (one per page: /jobs, a role's page, a closed role's page). */
export const JOB_ALERT_FORM_ID = 'job-alert-form';
const LazyJobAlertForm = onFirstTouch(JOB_ALERT_FORM_ID, () =>
  import('./JobAlertForm').then((module) => module.JobAlertForm),
);

/** The job alert form, its code loaded on the first touch as the other forms' is. */
export function JobAlertFormOnTouch(props: JobAlertProps) {
  useStopWaitingOnLeave(JOB_ALERT_FORM_ID);
  return (
    <Suspense>
      <LazyJobAlertForm {...props} />
    </Suspense>
  );
}

/** The request for talent's element id (/hire). */
export const TALENT_REQUEST_FORM_ID = 'talent-request-form';
const LazyTalentRequestForm = onFirstTouch(TALENT_REQUEST_FORM_ID, () =>
  import('./TalentRequestForm').then((module) => module.TalentRequestForm),
);

/** The request for talent on /hire, its code loaded on the first touch as the other forms' is. */
export function TalentRequestFormOnTouch(props: TalentRequestProps) {
  useStopWaitingOnLeave(TALENT_REQUEST_FORM_ID);
  return (
    <Suspense>
      <LazyTalentRequestForm {...props} />
    </Suspense>
  );
}
