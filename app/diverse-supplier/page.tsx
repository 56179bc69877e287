import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Diverse Supplier',
  description:
    'Work with a certified Small Business and Diverse Supplier: managed services with as few as 5 headcount instead of 21, and 25 years of service.',
  path: '/diverse-supplier',
});

export default function DiverseSupplierPage() {
  return <Hero title="Diverse Supplier" />;
}
