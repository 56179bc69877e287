'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type { Props as ContactProps } from './ContactForm';

/** A field that holds something other than what the HTML put there. */
function changed(field: Element): boolean {
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (!(field instanceof HTMLInputElement)) return false;
  if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
  if (field.type === 'file') return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

const TOUCH_EVENTS = ['focusin', 'pointerdown', 'input', 'change', 'submit'] as const;

/**
 * Resolves when the visitor starts to fill the form with this id: at once if they already did
 * before the page's scripts ran (focus inside, a field changed, a submit held by the early-input
 * script), if the form is not in the document (rendered on the client, after a navigation) and on
 * the server; else on the first focus, press, input, change or submit inside it.
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
    const start = (event: Event) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) return;
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of TOUCH_EVENTS) window.addEventListener(type, start, true);
  });
}

/** A lazy component whose code is imported on the visitor's first touch of the form with this id. */
function onFirstTouch<P>(formId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(() => firstTouch(formId).then(load).then((component) => ({ default: component })));
}

/** The contact form's element id. */
export const CONTACT_FORM_ID = 'contact-form';

/** The registration form's element id, from the prefix of its ids. */
export const registrationFormId = (idPrefix: string) => `${idPrefix}-form`;
const LazyContactForm = onFirstTouch(CONTACT_FORM_ID, () => import('./ContactForm').then((module) => module.ContactForm));

/**
 * The contact form, in the page's HTML from the start, whose code (the form, the shared rules,
 * the function client's entry, Turnstile) loads when the visitor starts to fill it: until then the
 * server's HTML stays as it is (React leaves a suspended boundary un-hydrated), the inputs keep
 * what is typed and the early-input script holds a submit (components/forms/EarlyInput.tsx).
 */
export function ContactFormOnTouch(props: ContactProps) {
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
  return (
    <Suspense>
      <LazyRegistrationForm idPrefix={REGISTRATION_PREFIX} />
    </Suspense>
  );
}
