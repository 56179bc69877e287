/**
 * One record per page: its path, the title and description search results show, its Open Graph
 * card and (where it differs from the title) its breadcrumb name. The route list, each page's
 * metadata (app/<route>/page.tsx reads its record), the cards (lib/seo/og-cards.ts), the
 * breadcrumbs (lib/seo/structured-data.ts) and the sitemap all come from here.
 * Adding a page: docs/adding-a-page.md.
 */
import type { PageRecord } from '@/types/content';
import { site } from './site';

export const pages = {
  '/': {
    path: '/',
    title: site.tagline,
    description:
      'Technology recruiters since 1995: contract and permanent talent, AI/ML specialists and managed teams for employers and agencies in Seattle and nationwide.',
    card: {
      eyebrow: 'Since 1995 · Bellevue, WA',
      title: 'Technology Recruiters',
      subtitle: 'AI Transformation Staffing and Managed Services',
    },
  },
  '/about': {
    path: '/about',
    title: 'About Us',
    description:
      'Cascadia Tech Staffing has placed technology talent for 20+ years: founded 1995 in Bellevue, Washington, a Small Business and Diverse Supplier.',
    card: {
      eyebrow: 'Company',
      title: 'About Us',
      subtitle: '20+ years placing technology talent in the Pacific Northwest and nationwide',
    },
  },
  '/work': {
    path: '/work',
    title: 'Work Samples',
    description:
      'Selected websites and applications delivered by the teams and consultants Cascadia Tech Staffing placed with its clients.',
    card: {
      eyebrow: 'Company',
      title: 'Work Samples',
      subtitle: 'Client sites and products delivered with our technology teams',
    },
  },
  '/staffing': {
    path: '/staffing',
    title: 'Staffing',
    description:
      'Contract resourcing, retained, contained and permanent search, and outsourced recruiting for technology teams of every size.',
    card: {
      eyebrow: 'Services',
      title: 'Staffing',
      subtitle: 'Contract, permanent, retained and contained search',
    },
  },
  '/managed-services': {
    path: '/managed-services',
    title: 'Managed Services',
    description:
      'Managed technology teams with dedicated managers, SMART KPIs, in-depth reporting and pricing built around your needs under an SLA.',
    card: {
      eyebrow: 'Services',
      title: 'Managed Services',
      subtitle: 'Dedicated teams with SMART KPIs, reporting and an SLA',
    },
  },
  '/contingent-workers': {
    path: '/contingent-workers',
    title: 'Contingent Workers',
    description:
      'What contingent workers are, the three main types, how they differ from employees, and the pros and cons of hiring them.',
    card: {
      eyebrow: 'Services',
      title: 'Contingent Workers',
      subtitle: 'What they are, how they differ from employees, pros and cons',
    },
  },
  '/diverse-supplier': {
    path: '/diverse-supplier',
    title: 'Diverse Supplier',
    description:
      'Work with a certified Small Business and Diverse Supplier: managed services with as few as 5 headcount instead of 21, and 25 years of service.',
    card: {
      eyebrow: 'Services',
      title: 'Diverse Supplier',
      subtitle: 'A Small Business and Diverse Supplier with 25 years of service',
    },
  },
  '/hire': {
    path: '/hire',
    title: 'Hire Talent',
    description:
      'Request technology talent on contract, contract-to-hire or permanent terms. A senior recruiter calls within one business day.',
    card: {
      eyebrow: 'For employers',
      title: 'Hire Technology Talent',
      subtitle: 'Tell us the role; a recruiter calls within one business day',
    },
  },
  '/talent': {
    path: '/talent',
    title: 'Preview Available Talent',
    description:
      'Preview technologists Cascadia Tech Staffing can place now: skills, experience, work arrangement, availability and rate, shown without names.',
    card: {
      eyebrow: 'For hiring managers',
      title: 'Preview Available Talent',
      subtitle: 'Technologists on our bench, ready to start',
    },
  },
  '/talent-network': {
    path: '/talent-network',
    title: 'Join the Talent Network',
    description:
      'Join the Cascadia Tech Staffing talent network once and be considered for contract and permanent technology roles before they are posted.',
    card: {
      eyebrow: 'For technologists',
      title: 'Join the Talent Network',
      subtitle: 'Be considered for roles before they are posted',
    },
  },
  '/privacy-policy': {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How Cascadia Tech Staffing collects, uses, stores and protects the information you share through this website and its forms.',
    card: {
      eyebrow: 'Legal',
      title: 'Privacy Policy',
      subtitle: 'How we collect, use and protect your information',
    },
  },
  '/blog': {
    path: '/blog',
    title: 'Blog',
    description:
      'Hiring advice, staffing models and technology workforce trends from the recruiters at Cascadia Tech Staffing.',
    card: {
      eyebrow: 'Blog',
      title: 'Insights on Technology Hiring',
      subtitle: 'Staffing models, managed services and workforce trends',
    },
  },
  '/careers': {
    path: '/careers',
    title: 'Careers',
    description:
      'Open technology positions with Cascadia Tech Staffing and its clients: contract, contract-to-hire and permanent roles.',
    card: {
      eyebrow: 'Careers',
      title: 'Open Positions',
      subtitle: 'Contract and permanent technology roles with our clients',
    },
  },
  '/knowledge-base': {
    path: '/knowledge-base',
    title: 'Knowledge Base',
    description:
      'Answers to common questions about staffing, recruiting, managed services, our technology expertise and finding your next role.',
    card: {
      eyebrow: 'Knowledge Base',
      title: 'Staffing Questions, Answered',
      subtitle: 'Timelines, pricing models, guarantees and working with us',
    },
  },
  '/ai-ml-staffing': {
    path: '/ai-ml-staffing',
    title: 'AI/ML Staffing',
    description:
      'Data scientists, ML engineers, MLOps and AI governance specialists, with AI/ML roles filled in under two weeks.',
    card: {
      eyebrow: 'Services',
      title: 'AI/ML Staffing',
      subtitle: 'Data scientists, ML engineers, MLOps and AI governance talent',
    },
  },
  '/tech-refugee-program': {
    path: '/tech-refugee-program',
    title: 'Tech Refugee Program',
    description:
      'Laid off from a tech role? Join the free Tech Refugee Network and get matched with AI, cloud and software opportunities.',
    card: {
      eyebrow: 'Programs',
      title: 'Tech Refugee Program',
      subtitle: 'Free to join: register, get matched, reboot your career',
    },
  },
  '/jobs': {
    path: '/jobs',
    title: 'Open Roles',
    description:
      'Technology roles Cascadia Tech Staffing is recruiting for now, each with its pay range and benefits: contract, contract-to-hire and permanent.',
    card: {
      eyebrow: 'Careers',
      title: 'Open Roles',
      subtitle: 'Technology jobs with pay and benefits shown',
    },
  },
  '/public-sector': {
    path: '/public-sector',
    title: 'Public Sector',
    description:
      'Washington State contracts 14822 and 16322, plus work with the City of Seattle, Seattle Public Schools and UW IT.',
    card: {
      eyebrow: 'Services',
      title: 'Public Sector',
      subtitle: 'State of Washington contracts 14822 and 16322',
    },
  },
  '/search': {
    path: '/search',
    title: 'Search',
    description:
      'Search the articles, open roles, knowledge base answers and pages of Cascadia Tech Staffing in one place.',
    card: {
      eyebrow: 'Search',
      title: 'Search the Site',
      subtitle: 'Articles, open roles, answers and pages',
    },
    noindex: true,
  },
  '/jobs/alerts/confirm': {
    path: '/jobs/alerts/confirm',
    title: 'Confirm Job Alerts',
    description:
      'Confirm the job alerts you asked for: Cascadia Tech Staffing emails you new technology roles that match, at most once a day.',
    card: { eyebrow: 'Job alerts', title: 'Confirm Job Alerts', subtitle: 'New roles by email' },
    breadcrumb: 'Confirm alerts',
    noindex: true,
  },
  '/jobs/alerts/manage': {
    path: '/jobs/alerts/manage',
    title: 'Change Job Alerts',
    description:
      'Change which new technology roles Cascadia Tech Staffing emails you about: keywords, place, remote or on-site, contract or permanent.',
    card: { eyebrow: 'Job alerts', title: 'Change Job Alerts', subtitle: 'New roles by email' },
    breadcrumb: 'Change alerts',
    noindex: true,
  },
  '/jobs/alerts/unsubscribe': {
    path: '/jobs/alerts/unsubscribe',
    title: 'Unsubscribe from Job Alerts',
    description:
      'Stop the job alert emails from Cascadia Tech Staffing in one click; your address and criteria are erased.',
    card: { eyebrow: 'Job alerts', title: 'Unsubscribe', subtitle: 'Job alerts by email' },
    breadcrumb: 'Unsubscribe',
    noindex: true,
  },
} as const satisfies Record<string, PageRecord>;

export type PagePath = keyof typeof pages;

/**
 * The site's routes, one per page record, in the records' order; the blog's
 * articles come from content/blog, the roles' pages from content/jobs.
 */
export const routes = Object.keys(pages) as PagePath[];

/** The routes search engines index (and the sitemap lists): all but those marked noindex. */
export const indexedRoutes = routes.filter((path) => !(pages[path] as PageRecord).noindex);

/** A page's name in breadcrumbs: its own, or its title. */
export function breadcrumbName(path: PagePath): string {
  const page: PageRecord = pages[path];
  return page.breadcrumb ?? page.title;
}
