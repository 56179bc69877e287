/**
 * The words of the home page's contact form and of the Tech Refugee Program's registration, and
 * what every form says around its fields (the application's words are in job-pages.ts, the job
 * alert's in job-alerts.ts). The toasts, the labels and the button's states are the spec's words
 * (SPEC.md sections 4, 5 and 8), to the letter: the tests hold the forms to them. `{file}` is a
 * resume's file name, `{email}` the firm's address (a link).
 */
export const contactForm = {
  title: 'Send us a message',
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  submit: 'Send Message',
  submitting: 'Sending...',
  sent: { title: 'Message Sent!', text: "We'll get back to you as soon as possible." },
  failed: { title: 'Error', text: 'Failed to send message. Please try again.' },
} as const;

export const registrationForm = {
  /** The form's accessible name (its section's heading names the program, not the form). */
  label: 'Tech Refugee Program registration',
  fields: {
    fullName: 'Full Name *',
    email: 'Email Address *',
    linkedinUrl: 'LinkedIn Profile URL',
    linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
    recentEmployer: 'Most Recent Employer *',
    role: 'Role / Job Title *',
    careerGoal: 'Tell us about your next career goal *',
    resume: 'Resume (optional)',
    resumeHint: 'PDF or Word document, up to 5MB.',
    resumeSelected: 'Selected: {file}',
  },
  /** The two checkbox groups; at least one box of each must be ticked. */
  groups: {
    primarySkills: { legend: 'Primary Skills *', hint: 'Choose at least one.' },
    preferredWorkType: { legend: 'Preferred Work Type *', hint: 'Choose at least one.' },
  },
  /** Beside the button while a group has no box ticked. */
  choicesHint: 'Choose at least one primary skill and one work type to submit.',
  submit: 'Submit Registration',
  submitting: 'Submitting...',
  sent: {
    title: 'Registration submitted!',
    text: "We'll be in touch soon with matching opportunities.",
  },
  failed: { title: 'Error', text: 'Failed to submit registration. Please try again.' },
  /** When the registration was stored without its file (the resume storage is full for now). */
  resumeNotKept:
    'Your registration was received, but we could not keep your resume ({file}) right now. Please email it to {email} with your full name, and we will add it to your registration.',
  resumeSubject: 'Resume for the Tech Refugee Program',
} as const;

/** What every form says around its fields. */
export const formShell = {
  /** The label of the field people never see (the honeypot). */
  honeypot: 'Leave this field empty',
  /** Under a form, without JavaScript (its button is hidden then). */
  noScript: 'This form needs JavaScript to send. You can also email us at {email}.',
} as const;
