/**
 * The words of the Tech Refugee Program's registration. The labels, the toasts and the button's
 * busy words are the spec's (SPEC.md sections 4, 5 and 8), to the letter: the tests hold the form
 * to them. `{file}` is the resume's file name, `{email}` the firm's address (a link).
 */
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
