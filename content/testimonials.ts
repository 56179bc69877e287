import { readDataFile } from '@/lib/content/data-files';
import type { Testimonial } from '@/types/content';

/**
 * Client quotations (content/testimonials.yml, edited in /admin). Attributions name a role and a
 * (fictional) organisation, never a person.
 */
const testimonials = readDataFile('testimonials');

/** Home page, "What Our Clients Say": shown as quote text only. */
export const homeTestimonials: readonly Testimonial[] = testimonials.home;

/** Work Samples page: the testimonial beside the portfolio. */
export const workTestimonial: Testimonial = testimonials.work;

/** Diverse Supplier page, "Customer Quotes": quote and author, shown as a grid. */
export const customerQuotes: readonly Testimonial[] = testimonials.customerQuotes;

/** Diverse Supplier page, "What Our Clients Say". */
export const diverseSupplierTestimonials: readonly Testimonial[] = testimonials.diverseSupplier;
