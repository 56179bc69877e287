import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'About Us',
  description:
    'Cascadia Tech Staffing has placed technology talent for 20+ years: founded 1995 in Bellevue, Washington, a Small Business and Diverse Supplier.',
  path: '/about',
});

export default function AboutPage() {
  return <Hero title="About Us" />;
}
