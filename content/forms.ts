/**
 * What every form says around its fields: the field people never see and the note shown without
 * JavaScript. Each form's own words are in its module: contact-form.ts, registration-form.ts,
 * job-pages.ts (the application), job-alerts.ts (the job alert). `{email}` is the firm's address
 * (a link).
 */
export const formShell = {
  /** The label of the field people never see (the honeypot). */
  honeypot: 'Leave this field empty',
  /** Under a form, without JavaScript (its button is hidden then). */
  noScript: 'This form needs JavaScript to send. You can also email us at {email}.',
} as const;
