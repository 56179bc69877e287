import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Managed Services',
  description:
    'Managed technology teams with dedicated managers, SMART KPIs, in-depth reporting and pricing built around your needs under an SLA.',
  path: '/managed-services',
});

export default function ManagedServicesPage() {
  return <Hero title="Managed Services" />;
}
