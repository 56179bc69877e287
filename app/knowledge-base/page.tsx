import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Knowledge Base',
  description:
    'Answers to common questions about staffing, recruiting, managed services, our technology expertise and finding your next role.',
  path: '/knowledge-base',
});

export default function KnowledgeBasePage() {
  return <Hero title="Knowledge Base" />;
}
