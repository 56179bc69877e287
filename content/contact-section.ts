/** The contact band (id="contact", on the home and Diverse Supplier pages): its words. */
export const contactSection = {
  title: 'Get In Touch',
  subtitle: 'Ready to find your next great hire or opportunity?',
  labels: { email: 'Email', phone: 'Phone', location: 'Location' },
};
