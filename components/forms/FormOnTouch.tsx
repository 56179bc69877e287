'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { Props as ApplicationProps } from './ApplicationForm';
import type { Props as ContactProps } from './ContactForm';
import {
  APPLICATION_FORM_ID,
  CONTACT_FORM_ID,
  JOB_ALERT_FORM_ID,
  REGISTRATION_PREFIX,
  registrationFormId,
  TALENT_NETWORK_FORM_ID,
  TALENT_REQUEST_FORM_ID,
} from './form-ids';
import type { Props as JobAlertProps } from './JobAlertForm';
import type { Props as RegistrationProps } from './RegistrationForm';
import type { Props as TalentNetworkProps } from './TalentNetworkForm';
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

/** The forms still waiting for a first touch, by id. */
const waiting = new Map<string, () => void>();

/**
 * Whether a link to a section of this same page was followed (Request Talent → #request, Partner
 * With Us → #contact): a router update of the page that holds the forms, which React commits only
 * once it has hydrated every boundary of the page, the forms' among them. Every form's code loads
 * then, or the link would wait for a touch that never comes and never move. Heard from the moment
 * this module runs (before the page hydrates, in the capture phase, ahead of the router), since
 * the visitor may follow the link before React has even asked for a form's code.
 */
let samePageLinkFollowed = false;

function followsSamePageLink(event: Event): boolean {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  const to = new URL(link.href, location.href);
  return to.origin === location.origin && to.pathname === location.pathname && to.hash !== '';
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    (event) => {
      if (!followsSamePageLink(event)) return;
      samePageLinkFollowed = true;
      for (const finish of Array.from(waiting.values())) finish();
    },
    true,
  );
}

/**
 * Resolves when the visitor starts to fill the form with this id: at once if they already did
 * before the page's scripts ran (focus inside, a field changed, a submit held by the early-input
 * script), if they followed a link to a section of this page, if the form is not in the document
 * (rendered on the client, after a navigation) and on the server; else on the first focus, press,
 * input, change or submit inside it, on such a link, or when the page's hash changes.
 */
export function firstTouch(formId: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const form = document.getElementById(formId);
  if (
    !(form instanceof HTMLFormElement) ||
    samePageLinkFollowed ||
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
      window.removeEventListener('hashchange', finish);
      waiting.delete(formId);
      resolve();
    };
    const start = (event: Event) => {
      if (event.target instanceof Node && form.contains(event.target)) finish();
    };
    for (const type of TOUCH_EVENTS) window.addEventListener(type, start, true);
    window.addEventListener('hashchange', finish);
    waiting.set(formId, finish);
  });
}

/**
 * Stops waiting for a touch of this form and loads its code: called when the page that showed it
 * is left, so that the next page rendering the same form on the client (after a navigation, with
 * nothing to hydrate) does not wait for a touch of a form that is gone.
 */
export function stopWaiting(formId: string): void {
  waiting.get(formId)?.();
}

/**
 * A form in the page's HTML from the start whose code (the form, the shared rules, the function
 * client's entry, Turnstile) loads when the visitor starts to fill the form with this id: until
 * then the server's HTML stays as it is (React leaves a suspended boundary un-hydrated), the inputs
 * keep what is typed and the early-input script holds a submit (components/forms/EarlyInput.tsx).
 * When the component unmounts (the page is left), the wait for a touch of its form ends.
 */
function formOnTouch<P extends object>(formId: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() =>
    firstTouch(formId)
      .then(load)
      .then((component) => ({ default: component })),
  );
  return function FormOnTouch(props: P) {
    useEffect(() => () => stopWaiting(formId), []);
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The contact form (the home page, Diverse Supplier). */
export const ContactFormOnTouch = formOnTouch<ContactProps>(CONTACT_FORM_ID, () =>
  import('./ContactForm').then((module) => module.ContactForm),
);

/** The Tech Refugee registration, with the ids of REGISTRATION_PREFIX. */
export const RegistrationFormOnTouch = formOnTouch<RegistrationProps>(
  registrationFormId(REGISTRATION_PREFIX),
  () => import('./RegistrationForm').then((module) => module.RegistrationForm),
);

/** The application on a role's page. */
export const ApplicationFormOnTouch = formOnTouch<ApplicationProps>(APPLICATION_FORM_ID, () =>
  import('./ApplicationForm').then((module) => module.ApplicationForm),
);

/** The job alert form (/jobs, a role's page, a closed role's page). */
export const JobAlertFormOnTouch = formOnTouch<JobAlertProps>(JOB_ALERT_FORM_ID, () =>
  import('./JobAlertForm').then((module) => module.JobAlertForm),
);

/** The request for talent (/hire). */
export const TalentRequestFormOnTouch = formOnTouch<TalentRequestProps>(
  TALENT_REQUEST_FORM_ID,
  () => import('./TalentRequestForm').then((module) => module.TalentRequestForm),
);

/** The talent network's join form (/talent-network). */
export const TalentNetworkFormOnTouch = formOnTouch<TalentNetworkProps>(
  TALENT_NETWORK_FORM_ID,
  () => import('./TalentNetworkForm').then((module) => module.TalentNetworkForm),
);
