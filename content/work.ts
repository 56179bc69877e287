/** Work Samples page: the client-site mock-ups. */
import type { Action, GalleryItem, SectionCopy } from '@/types/content';

/** Work Samples page: exactly four client-site mock-ups. */
export const workSamples: readonly GalleryItem[] = [
  {
    title: 'Harborline Cruises: voyage booking site',
    description:
      'A placed team of front-end developers and a UX designer rebuilt the booking flow mobile-first, from voyage search to cabin selection.',
    image: {
      src: '/images/company/work-harborline-cruises.svg',
      alt: 'Harborline Cruises booking site: a voyage search over a sunset harbor scene',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Crestline Mutual Insurance: claims portal',
    description:
      'Contract engineers and a project manager delivered a self-service claims portal with a live status tracker for policyholders.',
    image: {
      src: '/images/company/work-crestline-mutual.svg',
      alt: 'Crestline Mutual Insurance claims portal: claim status tracker and policy dashboard',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Meridian Softworks: developer portal',
    description:
      'A managed documentation and platform team launched an API reference with runnable samples for thousands of partner developers.',
    image: {
      src: '/images/company/work-meridian-softworks.svg',
      alt: 'Meridian Softworks developer portal: API reference with code samples',
      width: 640,
      height: 420,
    },
  },
  {
    title: 'Columbia Department of Ecology: water quality dashboard',
    description:
      'Data engineers and a GIS developer built a public dashboard that maps monitoring stations and charts water quality trends.',
    image: {
      src: '/images/company/work-columbia-ecology.svg',
      alt: 'Columbia Department of Ecology water quality dashboard: monitoring stations on a river map with trend charts',
      width: 640,
      height: 420,
    },
  },
];

/** The words of /work around its images and testimonial. */
export const workPage = {
  hero: {
    eyebrow: 'Portfolio',
    title: 'Work Samples',
    subtitle: 'Sites and applications built by the people we placed',
    lead: 'Our consultants work inside our clients’ teams. Here are a few of the products they helped design, build and launch.',
  },
  samples: {
    eyebrow: 'Client projects',
    title: 'Delivered by our consultants',
    description:
      'Booking, self-service, developer and public-data sites for clients across travel, insurance, software and government.',
  } satisfies SectionCopy,
  testimonial: { eyebrow: 'Testimonial', title: 'In the client’s words' } satisfies SectionCopy,
  callToAction: {
    title: 'Have a project that needs the right people?',
    description: 'Tell us what you are building and we will put together a team that can ship it.',
    actions: [
      { label: 'Start a Conversation', href: '/#contact', variant: 'accent' },
      { label: 'Explore Managed Services', href: '/managed-services', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
