import type { Testimonial } from '@/types/content';

/**
 * Client quotations. Attributions name a role and a (fictional) organisation, never a person.
 */

/** Home page, "What Our Clients Say": exactly three, shown as quote text only. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    quote:
      'We needed four senior cloud engineers for a migration that could not slip. Cascadia Tech Staffing sent a shortlist within three days, and every engineer we hired was still with the program when we cut over.',
  },
  {
    quote:
      'They take the time to understand how our teams actually work, so the people they send fit in from the first week. Our hiring managers now ask for them by name.',
  },
  {
    quote:
      'Their managed services team took over our application support with a smaller crew than we had planned for, and the quarterly reports show exactly where every hour goes.',
  },
];

/** Work Samples page: the testimonial beside the portfolio. */
export const workTestimonial: Testimonial = {
  quote:
    'The designers and engineers Cascadia placed with us rebuilt our booking site in five months. Mobile bookings rose in the first season, and the team documented everything before they handed it over.',
  author: 'Director of Digital Experience',
  role: 'Harborline Cruises',
};

/** Diverse Supplier page, "Customer Quotes": quote and author, shown as a grid. */
export const customerQuotes: readonly Testimonial[] = [
  {
    quote:
      'Working with a certified Diverse Supplier helps us meet our supplier-diversity goals, and we have never had to trade quality to do it.',
    author: 'Supplier Diversity Program Manager',
    role: 'Meridian Softworks',
  },
  {
    quote:
      'They ran our support desk with five people where the standard model called for twenty-one, and our service levels went up.',
    author: 'Director of IT Operations',
    role: 'Meridian Softworks',
  },
  {
    quote:
      'Our long-running projects no longer lose their best contractors to a forced six-month break. The knowledge stays on the team.',
    author: 'Program Director',
    role: 'Crestline Mutual Insurance',
  },
  {
    quote:
      'Small enough that a partner answers the phone, experienced enough that nothing surprises them. That combination is rare.',
    author: 'VP of Engineering',
    role: 'Summit Aerospace',
  },
];

/** Diverse Supplier page, "What Our Clients Say": three testimonials. */
export const diverseSupplierTestimonials: readonly Testimonial[] = [
  {
    quote:
      'Cascadia has staffed our data platform team for years. Onboarding is quick, the engineers are strong, and invoicing is simple enough that finance never calls us about it.',
    author: 'Head of Data Engineering',
    role: 'Alderwood Health',
  },
  {
    quote:
      'When our member app needed a mobile team fast, they had qualified iOS and Android developers interviewing with us inside a week.',
    author: 'Chief Digital Officer',
    role: 'Bluewater Credit Union',
  },
  {
    quote:
      'They understand live-service games: release cadences, crunch risks and what a good build engineer looks like. Every placement has stuck.',
    author: 'Studio Operations Lead',
    role: 'Kestrel Games',
  },
];
