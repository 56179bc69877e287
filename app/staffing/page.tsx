import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Staffing',
  description:
    'Contract resourcing, retained, contained and permanent search, and outsourced recruiting for technology teams of every size.',
  path: '/staffing',
});

export default function StaffingPage() {
  return <Hero title="Staffing" />;
}
