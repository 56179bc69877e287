import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'AI/ML Staffing',
  description:
    'Data scientists, ML engineers, MLOps and AI governance specialists, with AI/ML roles filled in under two weeks.',
  path: '/ai-ml-staffing',
});

export default function AiMlStaffingPage() {
  return <Hero title="AI/ML Staffing" />;
}
