/** The words of /knowledge-base around the FAQ (the questions are content/faq.yml's). */
import type { Action } from '@/types/content';

export const knowledgeBasePage = {
  hero: {
    eyebrow: 'FAQ',
    title: 'Knowledge Base',
    subtitle: 'Straight answers to common staffing questions.',
    lead: 'How fast roles are filled, what engagements cost, how managed services work and how job seekers can apply: find the answer below, or ask us directly.',
  },
  categories: { label: 'Knowledge base categories', title: 'Categories' },
  callToAction: {
    title: 'Still Have Questions?',
    description: 'Our team is happy to talk through your hiring plans or your job search.',
    actions: [
      { label: 'Contact Us', href: '/#contact', variant: 'accent' },
      { label: 'Learn More About Us', href: '/about', variant: 'ghost-light' },
    ] satisfies Action[],
  },
};
