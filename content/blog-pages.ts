import type { Action } from '@/types/content';

/** What follows every article (/blog/<id>): the call to action that closes the page. */
export const articlePage = {
  callToAction: {
    title: 'Ready to Get Started',
    description:
      'Tell us about the role, the team or the project. We present qualified candidates within 48 to 72 hours.',
    actions: [{ label: 'Get in Touch', href: '/#contact', variant: 'accent' }] satisfies Action[],
  },
};
