import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'How Cascadia Tech Staffing collects, uses, stores and protects the information you share through this website and its forms.',
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return <Hero title="Privacy Policy" />;
}
