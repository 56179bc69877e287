/** What each route's Open Graph card says (rendered by lib/seo/og.tsx at build). */
import { site } from '@/content/site';

/** What one card says. */
export type OgCard = {
  /** The page's name, set large: it must read at thumbnail size. */
  title: string;
  /** A short overline above the title (the section). */
  eyebrow: string;
  /** One line under the title. */
  subtitle?: string;
};

/** The Open Graph card of each route (and of the blog section), keyed by path. */
export const OG_CARDS = {
  '/': {
    eyebrow: 'Since 1995 · Bellevue, WA',
    title: 'Technology Recruiters',
    subtitle: 'AI Transformation Staffing and Managed Services',
  },
  '/about': {
    eyebrow: 'Company',
    title: 'About Us',
    subtitle: '20+ years placing technology talent in the Pacific Northwest and nationwide',
  },
  '/work': {
    eyebrow: 'Company',
    title: 'Work Samples',
    subtitle: 'Client sites and products delivered with our technology teams',
  },
  '/staffing': {
    eyebrow: 'Services',
    title: 'Staffing',
    subtitle: 'Contract, permanent, retained and contained search',
  },
  '/managed-services': {
    eyebrow: 'Services',
    title: 'Managed Services',
    subtitle: 'Dedicated teams with SMART KPIs, reporting and an SLA',
  },
  '/contingent-workers': {
    eyebrow: 'Services',
    title: 'Contingent Workers',
    subtitle: 'What they are, how they differ from employees, pros and cons',
  },
  '/diverse-supplier': {
    eyebrow: 'Services',
    title: 'Diverse Supplier',
    subtitle: 'A Small Business and Diverse Supplier with 25 years of service',
  },
  '/privacy-policy': {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    subtitle: 'How we collect, use and protect your information',
  },
  '/blog': {
    eyebrow: 'Blog',
    title: 'Insights on Technology Hiring',
    subtitle: 'Staffing models, managed services and workforce trends',
  },
  '/careers': {
    eyebrow: 'Careers',
    title: 'Open Positions',
    subtitle: 'Contract and permanent technology roles with our clients',
  },
  '/knowledge-base': {
    eyebrow: 'Knowledge Base',
    title: 'Staffing Questions, Answered',
    subtitle: 'Timelines, pricing models, guarantees and working with us',
  },
  '/ai-ml-staffing': {
    eyebrow: 'Services',
    title: 'AI/ML Staffing',
    subtitle: 'Data scientists, ML engineers, MLOps and AI governance talent',
  },
  '/tech-refugee-program': {
    eyebrow: 'Programs',
    title: 'Tech Refugee Program',
    subtitle: 'Free to join: register, get matched, reboot your career',
  },
  '/public-sector': {
    eyebrow: 'Services',
    title: 'Public Sector',
    subtitle: 'State of Washington contracts 14822 and 16322',
  },
} as const satisfies Record<string, OgCard>;

export type OgPath = keyof typeof OG_CARDS;

/** The alt text of a route's card. */
export function ogAlt(path: OgPath): string {
  const card: OgCard = OG_CARDS[path];
  return `${card.title} — ${site.name}`;
}

