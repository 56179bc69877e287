/**
 * Brand facts, in one place so the firm can be renamed or re-contacted without touching a page.
 * Everything here is fictional and stands for the real firm.
 */
const DEFAULT_SITE_URL = 'https://www.cascadiatechstaffing.example';
const DEFAULT_CAREERS_SITE = 'https://cascadiatechstaffing.zohorecruit.com';

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
  email: 'hello@cascadiatechstaffing.example',
  phone: '(425) 555-0142',
  /** E.164 form of the phone number, for tel: links. */
  phoneHref: 'tel:+14255550142',
  location: 'Seattle, WA & Remote Nationwide',
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

/** The absolute URL of a path on this site. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${site.url}/`).toString();
}
