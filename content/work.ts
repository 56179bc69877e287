/** Work Samples page: the client-site mock-ups. */
import type { GalleryItem } from '@/types/content';

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
