import { ContactForm } from '@/components/forms/ContactForm';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ title: site.tagline, description: site.description, path: '/' }),
  // The home page is not a child segment, so the layout's title template does not apply.
  title: { absolute: `${site.name} | ${site.tagline}` },
};

export default function HomePage() {
  return (
    <>
      <Hero
        size="home"
        title={site.headline}
        subtitle={site.subline}
        actions={[
          { label: 'Find Talent', href: '/#contact', variant: 'accent' },
          { label: 'Explore Services', href: '/#services', variant: 'ghost-light' },
        ]}
      />
      <ContactSection>
        <ContactForm />
      </ContactSection>
    </>
  );
}
