/**
 * The shell every form stands in. How a form is written (ContactForm.tsx is the shortest one):
 * 1. its element id in form-ids.ts; its words in content/ (`submit`, `submitting`, the toasts'
 *    `sent`, `failed` and `offline`); its payload's type and the rules the function checks in
 *    supabase/functions/_shared/core/rules.ts; the function's name in lib/supabase.ts;
 * 2. its text fields as one list, `const FIELDS = { name: { type: 'text', required: true }, … }`,
 *    rendered by `field = textFields(prefix, FIELDS, words)` and read back by `readFields(form,
 *    FIELDS)` (TextField.tsx; CheckboxGroup.tsx and resume.tsx's ResumeField for the other kinds);
 * 3. `const send = useFormSend({ fn, read, words, log })` (use-form-send.ts): the function, the
 *    payload from the fields, the toasts' words, the console's; `ready`, `refused`, `onSent` and
 *    `sync` when it has a rule, a file or state of its own; `send.sent` is the last success;
 * 4. `<FormShell send={send} id={…} action="<Turnstile action>" labelledBy={…}
 *    footer={<SubmitButton send={send} words={copy} />}>{field('name')}…</FormShell>`, with
 *    `outcome={send.sent && <Outcome …/>}` to answer in place of the form;
 * 5. one line in FormOnTouch.tsx, `export const XFormOnTouch = formOnTouch<XProps>(X_FORM_ID, () =>
 *    import('./XForm').then((module) => module.XForm))`, which the page's section renders.
 */
import type { ReactNode } from 'react';
import { EarlyInput } from './EarlyInput';
import { Honeypot } from './Honeypot';
import { TurnstileWidget } from './TurnstileWidget';
import type { FormSend } from './use-form-send';
import { buttonClass } from './styles';

type Props = {
  send: Pick<FormSend, 'form' | 'submit'>;
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
  /** The form's answer after a success (an Outcome), shown in its place: the form is hidden. */
  outcome?: ReactNode;
};

/**
 * A form with the parts every form has: the honeypot and Turnstile before its footer, the
 * early-input script after it (what is typed, ticked or submitted before the scripts arrive is
 * kept, EarlyInput.tsx), and its answer in place of it when it has one.
 */
export function FormShell({
  send: { form, submit },
  id,
  action,
  labelledBy,
  label,
  encType,
  className,
  children,
  footer,
  outcome,
}: Props) {
  return (
    <>
      {outcome}
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
        {children}
        <Honeypot />
        <TurnstileWidget action={action} />
        {footer}
      </form>
      <EarlyInput />
    </>
  );
}

type ButtonProps = {
  send: Pick<FormSend, 'sending'>;
  /** What it reads, and what it reads while the form sends (disabled meanwhile). */
  words: { submit: string; submitting: string };
  /**
   * Beside `submitting` while the form sends: `<Spinner />`, imported by the form that shows it
   * (the contact form's button has none, as the spec says, and its code does not carry it).
   */
  spinner?: ReactNode;
  disabled?: boolean;
  /** The checkbox groups of which a box must be ticked, as the early-input script reads them. */
  requires?: string;
};

/** The form's submit button: its label, or its busy words (and spinner) while the form sends. */
export function SubmitButton({ send, words, spinner, disabled, requires }: ButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || send.sending}
      data-requires={requires}
      className={buttonClass}
    >
      {send.sending && spinner}
      {send.sending ? words.submitting : words.submit}
    </button>
  );
}
