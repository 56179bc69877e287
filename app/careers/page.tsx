import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Careers',
  description:
    'Open technology positions with Cascadia Tech Staffing and its clients: contract, contract-to-hire and permanent roles.',
  path: '/careers',
});

export default function CareersPage() {
  return <Hero title="Careers" />;
}
