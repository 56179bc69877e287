import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Public Sector',
  description:
    'Washington State contracts 14822 and 16322, plus work with the City of Seattle, Seattle Public Schools and UW IT.',
  path: '/public-sector',
});

export default function PublicSectorPage() {
  return <Hero title="Public Sector" />;
}
