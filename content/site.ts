/**
 * Brand facts, in one place so the firm can be renamed or re-contacted without touching a page
 * (the email, phone and location are content/contact.json's, edited in /admin).
 * Everything here is fictional and stands for the real firm.
 */
import type { ContactFacts } from '@/types/content';
import contactFile from './contact.json';

const DEFAULT_SITE_URL = 'https://www.cascadiatechstaffing.example';
const DEFAULT_CAREERS_SITE = 'https://cascadiatechstaffing.zohorecruit.com';

/**
 * The contact facts editors change in /admin (content/contact.json). JSON imported as a module, so
 * the browser's copy of this file (the route's structured data hydrates) carries no parser; its
 * rules (lib/content/data-files.ts) are checked before the build starts (scripts/build/check-data.ts).
 */
const contact: ContactFacts = contactFile;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const site = {
  name: 'Cascadia Tech Staffing',
  shortName: 'Cascadia Tech',
  tagline: 'Technology Recruiters, AI Transformation Staffing and Managed Services',
  headline: 'Technology Recruiters',
  subline: 'AI Transformation Staffing and Managed Services',
  footerTagline: 'Premier technology recruiting and staffing solutions',
  description:
    'Cascadia Tech Staffing places contract and permanent technology talent, AI/ML specialists and managed teams for employers and public agencies nationwide.',
  email: contact.email,
  phone: contact.phone,
  /** E.164 form of the phone number (a US number), for tel: links. */
  phoneHref: `tel:+1${contact.phone.replace(/\D/g, '')}`,
  location: contact.location,
  /**
   * The firm's time zone (IANA). The blog's "today" is read here: a post dated in the future goes
   * live at the first build on or after its date in this zone (lib/blog/date.ts blogToday).
   */
  timeZone: 'America/Los_Angeles',
  founded: {
    year: 1995,
    city: 'Bellevue',
    region: 'Washington',
    regionCode: 'WA',
    country: 'US',
  },
  yearsOfExperience: '20+',
  designations: ['Small Business', 'Diverse Supplier'],
  url: withoutTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL),
  careersSite: withoutTrailingSlash(process.env.NEXT_PUBLIC_CAREERS_SITE || DEFAULT_CAREERS_SITE),
  logoPath: '/brand/logo.svg',
  colors: {
    navy: '#0b1f3a',
    accent: '#2dd4bf',
    white: '#ffffff',
  },
} as const;

export type Site = typeof site;

/** How long the careers list may stay empty before the page offers the careers site instead. */
const DEFAULT_CAREERS_TIMEOUT_MS = 8000;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The careers embed (Zoho Recruit's "embed jobs" snippet), settings an editor may change.
 * - timeoutMs: after the provider's script has loaded (and again while it is still loading), how
 *   long the list may stay empty before the page shows the fallback and its link. Eight seconds
 *   covers a slow phone fetching the list; NEXT_PUBLIC_CAREERS_TIMEOUT_MS overrides it at build.
 * - brandColor: the snippet's brand_color option. The site's accent (#2dd4bf) reads at 1.9:1 on
 *   white, so the widget gets the accent's 700 shade (the one the site's own links use, 5.5:1).
 * - embedStyle: the N of the snippet's `embed_jobs_with_style_N` wrapper class (the list layout
 *   chosen when the snippet is generated).
 * - listingUrl: every opening on the careers site itself (Zoho Recruit serves it at /jobs/Careers).
 */
export const careers = {
  site: site.careersSite,
  listingUrl: `${site.careersSite}/jobs/Careers`,
  timeoutMs: positiveInteger(
    process.env.NEXT_PUBLIC_CAREERS_TIMEOUT_MS,
    DEFAULT_CAREERS_TIMEOUT_MS,
  ),
  brandColor: '#0f766e',
  embedStyle: 3,
} as const;

/** The absolute URL of a path on this site. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${site.url}/`).toString();
}
