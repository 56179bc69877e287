/**
 * The words of the contact form (the home page, Diverse Supplier). The toasts and the button's busy
 * words are the spec's (SPEC.md sections 4 and 8), to the letter: the tests hold the form to them.
 */
export const contactForm = {
  title: 'Send us a message',
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  submit: 'Send Message',
  submitting: 'Sending...',
  sent: { title: 'Message Sent!', text: "We'll get back to you as soon as possible." },
  failed: { title: 'Error', text: 'Failed to send message. Please try again.' },
} as const;
