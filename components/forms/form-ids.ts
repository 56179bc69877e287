/**
 * The forms' element ids, in a module that imports nothing: the forms render them, and their
 * lazy wrappers (FormOnTouch.tsx) wait for a touch of the form they name before loading its code.
 */

/** The contact form's element id. */
export const CONTACT_FORM_ID = 'contact-form';

/** The prefix of the registration's ids on the Tech Refugee Program page. */
export const REGISTRATION_PREFIX = 'register';

/** The registration form's element id, from the prefix of its ids. */
export const registrationFormId = (idPrefix: string) => `${idPrefix}-form`;

/** The application form's element id (one per role page). */
export const APPLICATION_FORM_ID = 'apply-form';

/** The job alert form's element id (one per page: /jobs, a role's page, a closed role's page). */
export const JOB_ALERT_FORM_ID = 'job-alert-form';

/** The request for talent's element id (/hire). */
export const TALENT_REQUEST_FORM_ID = 'talent-request-form';

/** The talent network's join form's element id (/talent-network). */
export const TALENT_NETWORK_FORM_ID = 'talent-network-form';
