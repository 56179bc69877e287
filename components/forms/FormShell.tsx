/**
 * The shell every form stands in. How a form is written (ContactForm.tsx is the shortest one):
 * 1. its element id in form-ids.ts, its words in content/, its payload's type and the rules the
 *    function checks in supabase/functions/_shared/core/rules.ts (and its name in lib/supabase.ts);
 * 2. its text fields as one list, `const FIELDS = { name: { type: 'text', required: true }, … }`,
 *    rendered by `textFields(prefix, FIELDS, words)` and read back by `readFields(form, FIELDS)`
 *    (Fields.tsx; SelectField, CheckboxGroup, ResumeField for the rest);
 * 3. `const send = useFormSend({ fn, read, words, log })` (use-form-send.ts): the function, the
 *    payload from the fields, the toasts' words, the console's; `ready`, `refused`, `onSent` and
 *    `sync` when it has a rule, a file or state of its own; `send.sent` is the last success;
 * 4. `<FormShell send={send} id={…} action="<Turnstile action>" labelledBy={…} footer={
 *    <SubmitButton send={send} label={…} busy={…} />}>` around the fields (`outcome` to answer in
 *    place of the form);
 * 5. one line in FormOnTouch.tsx, `export const XFormOnTouch = formOnTouch<XProps>(X_FORM_ID, () =>
 *    import('./XForm').then((module) => module.XForm))`, which the page's section renders.
 */
import type { ReactNode } from 'react';
import { EarlyInput } from './EarlyInput';
import { Honeypot } from './Honeypot';
import { Outcome } from './Outcome';
import { Spinner } from './Spinner';
import { TurnstileWidget } from './TurnstileWidget';
import type { FormSend } from './use-form-send';
import { buttonClass } from './styles';

type Props = {
  send: Pick<FormSend, 'form' | 'submit' | 'clear'>;
  id: string;
  /** Turnstile's action label for this form (letters, digits, - and _). */
  action: string;
  /** The form's accessible name: the id of the heading that names it, or its words. */
  labelledBy?: string;
  label?: string;
  /** For a form with a file (a resume). */
  encType?: 'multipart/form-data';
  className: string;
  /** The fields. */
  children: ReactNode;
  /** After the bot checks: the submit button and what stands beside it. */
  footer: ReactNode;
  /**
   * After a success, in place of the form (hidden meanwhile, its fields kept or reset as the form
   * chose): the answer's title and words, and the button that brings the form back.
   */
  outcome?: { title: string; again: string; className?: string; children: ReactNode } | null;
};

/**
 * A form with the parts every form has: the honeypot and Turnstile before its footer, the
 * early-input script after it (what is typed, ticked or submitted before the scripts arrive is
 * kept, EarlyInput.tsx), and its answer in place of it when it has one.
 */
export function FormShell({
  send: { form, submit, clear },
  id,
  action,
  labelledBy,
  label,
  encType,
  className,
  ...parts
}: Props) {
  const { outcome } = parts;
  return (
    <>
      {outcome && (
        <Outcome title={outcome.title} headingLevel={3} className={outcome.className}>
          {outcome.children}
          <button
            type="button"
            onClick={clear}
            className="text-sm font-semibold text-accent-700 underline underline-offset-2"
          >
            {outcome.again}
          </button>
        </Outcome>
      )}
      <form
        ref={form}
        id={id}
        onSubmit={submit}
        method="post"
        encType={encType}
        data-needs-script=""
        aria-labelledby={labelledBy}
        aria-label={label}
        hidden={outcome ? true : undefined}
        className={className}
      >
        {parts.children}
        <Honeypot />
        <TurnstileWidget action={action} />
        {parts.footer}
      </form>
      <EarlyInput />
    </>
  );
}

type ButtonProps = {
  send: Pick<FormSend, 'sending'>;
  label: string;
  /** What it reads while the form sends (disabled meanwhile). */
  busy: string;
  /** The spinner beside `busy` (the contact form's button has none, as the spec says). */
  spinner?: boolean;
  disabled?: boolean;
  /** The checkbox groups of which a box must be ticked, as the early-input script reads them. */
  requires?: string;
};

/** The form's submit button: its label, or its busy words (and spinner) while the form sends. */
export function SubmitButton({
  send,
  label,
  busy,
  spinner = true,
  disabled,
  requires,
}: ButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || send.sending}
      data-requires={requires}
      className={buttonClass}
    >
      {spinner && send.sending && <Spinner />}
      {send.sending ? busy : label}
    </button>
  );
}
