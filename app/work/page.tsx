import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Work Samples',
  description:
    'Selected websites and applications delivered by the teams and consultants Cascadia Tech Staffing placed with its clients.',
  path: '/work',
});

export default function WorkPage() {
  return <Hero title="Work Samples" />;
}
