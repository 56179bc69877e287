import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Contingent Workers',
  description:
    'What contingent workers are, the three main types, how they differ from employees, and the pros and cons of hiring them.',
  path: '/contingent-workers',
});

export default function ContingentWorkersPage() {
  return <Hero title="Contingent Workers" />;
}
