import { CRITERIA_WORDS } from '@/supabase/functions/_shared/core/job-alert-rules.ts';

/**
 * Job alerts' copy: the subscribe form (on /jobs, on each role's page and on a closed role's
 * page) and the three pages the emails link to (confirm, change the criteria, unsubscribe).
 * `{email}` is the subscriber's address, `{hours}` how long a confirmation link works.
 */
export const jobAlerts = {
  section: {
    title: 'Get new roles by email',
    /** On a role's page and a closed role's page, where the form starts from that role. */
    titleForRole: 'Hear about the next role like this',
    text: 'Tell us what you are looking for and we will email you when a matching role opens, at most once a day. Leave every field but your email blank to hear about every new role.',
    textForRole:
      'We filled in the form from this role. Change anything, and we will email you when a matching role opens, at most once a day.',
  },
  fields: {
    email: 'Email',
    keywords: 'Keywords',
    keywordsHint: 'Skills or a job title, such as “data engineer” or “Kubernetes”.',
    place: 'City or state',
    placeHint: 'Remote roles are always included unless you ask for on-site only.',
    workplace: 'Where you work',
    workplaceChoices: CRITERIA_WORDS.workplaceChoices,
    terms: 'Type of role',
    termsChoices: CRITERIA_WORDS.termsChoices,
  },
  privacy:
    'We use your email only to send these alerts. Every alert has a one-click unsubscribe. Read our',
  privacyLink: 'privacy policy',
  submit: 'Email me new roles',
  submitting: 'Sending…',
  pending: {
    title: 'Check your inbox',
    text: 'We sent a link to {email}. Open it within {hours} hours and press the button on the page to start your alerts. Until then we send nothing else.',
    again: 'Use another address',
  },
  failed: {
    title: 'Error',
    text: 'We could not set up your alert. Please try again.',
  },
  offline: {
    title: 'You are offline',
    text: 'Your alert was not sent. Everything you entered is still here: try again once you are back online.',
  },
  /** The criteria in words, on the pages and in the emails (shared with the functions). */
  summary: CRITERIA_WORDS.summary,
  /** The three pages an email links to; none acts until its button is pressed. */
  pages: {
    missingToken: {
      title: 'This link is incomplete',
      text: 'Open the link again from the email, copying all of it, or set up a new alert on our open roles page.',
      link: 'See open roles',
    },
    confirm: {
      eyebrow: 'Job alerts',
      title: 'Confirm your job alerts',
      subtitle: 'One more step and we will email you when a matching role opens.',
      text: 'Press the button to confirm that you want job alerts at this address. We send at most one email a day, and only when a new role matches.',
      button: 'Confirm my alerts',
      working: 'Confirming…',
      done: {
        title: 'Your alerts are on',
        text: 'We will email {email} about {criteria} as they open, at most once a day.',
        manage:
          'Every alert has a link to change what you hear about, and one to stop the alerts in one click.',
      },
      expired: {
        title: 'This link no longer works',
        link: 'Set up a new alert',
      },
    },
    manage: {
      eyebrow: 'Job alerts',
      title: 'Change your job alerts',
      subtitle: 'Choose which new roles we email you about.',
      loading: 'Loading your alert…',
      for: 'Alerts for {email}',
      save: 'Save changes',
      saving: 'Saving…',
      saved: {
        title: 'Saved',
        text: 'From now on we will email you about {criteria}.',
      },
      gone: {
        title: 'This alert no longer exists',
        link: 'Set up a new alert',
      },
      unsubscribe: 'Stop all job alerts',
    },
    unsubscribe: {
      eyebrow: 'Job alerts',
      title: 'Unsubscribe from job alerts',
      subtitle: 'Stop the emails about new roles.',
      text: 'Press the button to stop all job alerts to this address. We then erase the address and what you asked to hear about.',
      button: 'Unsubscribe',
      working: 'Unsubscribing…',
      done: {
        title: 'You are unsubscribed',
        text: 'We will send no more job alerts, and we have erased your address and your criteria. You can set up a new alert at any time.',
        link: 'See open roles',
      },
    },
    error: {
      title: 'Error',
      text: 'Something went wrong. Please try again in a moment.',
    },
  },
} as const;
