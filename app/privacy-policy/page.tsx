import { Hero } from '@/components/sections/Hero';
import { LegalDocument } from '@/components/sections/LegalDocument';
import { legalPage } from '@/content/legal';
import { pages } from '@/content/pages';
import { formatPostDate } from '@/lib/blog/date';
import { renderLegalDocument } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/privacy-policy']);

export default async function PrivacyPolicyPage() {
  const policy = await renderLegalDocument('privacy-policy');
  return (
    <>
      <Hero
        eyebrow={legalPage.eyebrow}
        title={policy.title}
        subtitle={legalPage.lastUpdated(formatPostDate(policy.lastUpdated))}
      >
        <p>{policy.summary}</p>
      </Hero>
      <LegalDocument
        contentsTitle={legalPage.contentsTitle}
        sections={policy.sections}
        html={policy.html}
      />
    </>
  );
}
