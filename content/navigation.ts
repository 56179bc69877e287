/** Every link the header and footer show. Routes are spelled once, here. */
export type NavItem = { name: string; href: string };

/** A footer entry; one without href is shown as text (Terms of Service has no page yet, so it links nowhere). */
export type FooterLink = { name: string; href?: string };

export type FooterColumn = { title: string; links: FooterLink[] };

export const servicesMenu: NavItem[] = [
  { name: 'Staffing', href: '/staffing' },
  { name: 'Managed Services', href: '/managed-services' },
  { name: 'AI/ML Staffing', href: '/ai-ml-staffing' },
  { name: 'Public Sector', href: '/public-sector' },
  { name: 'Diverse Supplier', href: '/diverse-supplier' },
];

export const headerLinks: NavItem[] = [
  { name: 'About', href: '/about' },
  { name: 'Work', href: '/work' },
  { name: 'Careers', href: '/careers' },
];

export const contactCta: NavItem = { name: 'Contact Us', href: '/#contact' };

/** The employers' way in, beside Contact Us in the header and the mobile menu: the request form. */
export const hireCta: NavItem = { name: 'Hire Talent', href: '/hire' };

export const footerColumns: FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { name: hireCta.name, href: hireCta.href },
      { name: 'Staffing', href: '/staffing' },
      { name: 'Managed Services', href: '/managed-services' },
      { name: 'Contingent Workers', href: '/contingent-workers' },
      { name: 'Diverse Supplier', href: '/diverse-supplier' },
      { name: 'AI/ML Staffing', href: '/ai-ml-staffing' },
      { name: 'Tech Refugee Program', href: '/tech-refugee-program' },
      { name: 'Public Sector', href: '/public-sector' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Blog', href: '/blog' },
      { name: 'Careers', href: '/careers' },
      { name: 'Talent Network', href: '/talent-network' },
      { name: 'Knowledge Base', href: '/knowledge-base' },
      { name: 'Testimonials', href: '/#testimonials' },
      { name: 'Contact', href: '/#contact' },
    ],
  },
  {
    title: 'Legal',
    links: [{ name: 'Privacy Policy', href: '/privacy-policy' }, { name: 'Terms of Service' }],
  },
];

/** The site's routes, from the page records (content/pages.ts). */
export { routes, type PagePath as Route } from './pages';
