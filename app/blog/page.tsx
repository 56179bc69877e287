import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Blog',
  description:
    'Hiring advice, staffing models and technology workforce trends from the recruiters at Cascadia Tech Staffing.',
  path: '/blog',
});

export default function BlogPage() {
  return <Hero title="Blog" />;
}
