import { site } from './site';

/**
 * The open roles page (/jobs) around its list: the hero, what it says with no role open, and the
 * line that offers the feed. `{site}` is the firm's name.
 */
export const jobList = {
  hero: {
    eyebrow: 'Careers',
    title: 'Open Roles',
    subtitle:
      'Technology roles we are recruiting for now, with the pay range and benefits of each.',
    text: 'Contract, contract-to-hire and permanent positions with {site} and the employers we recruit for. Every posting shows its pay and benefits, as Washington law requires.',
  },
  /** The list's heading, for screen readers (the hero's title is the page's h1). */
  listHeading: 'Open roles',
  none: {
    text: 'No current openings are listed here right now. Please check back soon.',
    more: 'Our careers site has every role we are recruiting for today.',
    link: 'See openings on our careers site',
  },
  follow: {
    before: 'Follow new roles with the',
    feed: 'RSS feed',
    or: ', or',
    contact: 'tell us what you are looking for',
  },
} as const;

/**
 * The copy of a role's page (/jobs/<slug>) around what its opening file says: the closing call to
 * action, and the page a closed role's URL shows for CLOSED_PAGE_DAYS after it closes
 * (lib/jobs/openings.ts). `{date}` is replaced by the day it closed, as "December 15, 2025".
 */
export const jobPages = {
  /** What an open role's page (and its card in the list) calls its parts. */
  labels: {
    /** The link back to the list, above the title, and the list's own name. */
    openRoles: 'Open roles',
    payTitle: 'Pay, benefits and terms',
    pay: 'Pay range:',
    benefits: 'Benefits:',
    otherCompensation: 'Other compensation:',
    /** An opening whose other compensation is "none". */
    noOtherCompensation: 'None: no bonus, commission or per diem beyond the pay range.',
    applicationsClose: 'Applications close:',
    allRoles: 'All open roles',
    /** Who hires (the opening's hiredBy); `{site}` is the firm, `{client}` the client named. */
    hiredBy: 'Employer:',
    hirers: {
      firm: '{site}, which employs you for this role.',
      client: '{client}, which employs you directly; {site} recruits for this role.',
      confidential:
        'A client of {site}, which employs you directly. The recruiter tells you who it is before your resume is sent to them.',
    },
    /** The opening's restrictionReason, when a law, a contract or a clearance requires one. */
    restriction: 'Citizenship or work status:',
  },
  /** Under an open role's description: `{posted}` and `{through}` are dates, as "May 7, 2026". */
  dates: 'Posted {posted}; open through {through}.',
  /** The same, for a role whose applications close before it leaves the list (its pay box says when). */
  datePosted: 'Posted {posted}.',
  /**
   * The application form under an open role's description (components/forms/ApplicationForm.tsx).
   * `{role}` is the role's title, `{email}` the firm's address.
   */
  apply: {
    title: 'Apply for this role',
    intro:
      'Send your resume and contact details here; a recruiter on this role reads every application.',
    /** Beside the form: how to apply, in one line. `{date}` is the day applications close. */
    howToLabel: 'How to apply:',
    howTo: 'fill in this form and attach your resume by {date}. Nothing else is needed to apply.',
    /** The role page's button that leads to the form. */
    jump: 'Apply now',
    fields: {
      fullName: 'Full Name *',
      email: 'Email Address *',
      phone: 'Phone (optional)',
      linkedinUrl: 'LinkedIn Profile URL (optional)',
      linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
      resume: 'Resume *',
      resumeHint: 'PDF or Word document, up to 5MB.',
      resumeSelected: 'Selected: {file}',
      note: 'A short note to the recruiter (optional)',
    },
    privacy: 'We use what you send only to consider you for this and similar roles; see our',
    privacyLink: 'privacy policy',
    submit: 'Send Application',
    submitting: 'Sending...',
    success: {
      toastTitle: 'Application sent!',
      toastText: 'We have it, and a confirmation is on its way by email.',
      title: 'Thank you, your application is in',
      text: 'A confirmation is on its way to {email}. A recruiter on the {role} search reads every application and will contact you if your experience fits the role.',
      closed:
        'This role closed after this page was published. Your application was still received, and a recruiter will consider you for similar roles.',
      /** When the application was stored without its file (the resume storage is full for now). */
      resumeNotKept:
        'We could not keep your resume ({file}) right now. Please email it to {email} with the title of this role, and we will add it to your application.',
      resumeSubject: 'Resume for {role}',
      again: 'Apply with another resume',
    },
    failed: {
      title: 'Error',
      text: 'Failed to send your application. Please try again.',
    },
    offline: {
      title: 'You are offline',
      text: 'Your application is kept on this page. Send it again once you are back online.',
    },
    /** The careers provider's page, for those who prefer it (an opening synced from it has one). */
    elsewhere: 'Prefer to apply on our careers site?',
    elsewhereLink: 'Apply there',
  },
  /**
   * Under every role's description, open or closed (components/jobs/EqualOpportunity.tsx), and
   * beside the application form. In `accommodation`, `{phone}` and
   * `{email}` become the firm's phone and email (content/contact.json), each a link.
   */
  equalOpportunity: {
    title: 'Equal opportunity',
    statement: `${site.name} is an equal opportunity employer. We recruit, place and employ people without regard to race, color, religion, sex, pregnancy, sexual orientation, gender identity, national origin, citizenship or immigration status, age, disability, genetic information, veteran or military status, or any other characteristic protected by law. Qualified applicants with arrest or conviction records are considered in line with applicable fair chance laws.`,
    accommodation:
      'If you need an accommodation to apply, such as another format, more time or help with the form, call {phone} or email {email}. Tell us the role and what would help; a recruiter will arrange it with you, and asking never counts against your application.',
  },
  callToAction: {
    title: 'Not quite the right role?',
    description: 'Tell us what you are looking for and a recruiter will get back to you.',
    action: 'Get in Touch',
  },
  closed: {
    /** Beside the title in search results and the browser tab. */
    titleSuffix: '(closed)',
    description:
      'This role has closed. See the open roles most like it, with their pay and benefits.',
    badge: 'Closed',
    closedOn: 'Closed on {date}',
    lead: 'This role closed on {date} and no longer takes applications.',
    similarTitle: 'Open roles like this one',
    similarIntro:
      'The roles open now that are closest to it in type of contract, place and skills.',
    noneOpen:
      'No other role is open right now. Our careers site has every role we are recruiting for today.',
    noneOpenLink: 'See openings on our careers site',
  },
} as const;
