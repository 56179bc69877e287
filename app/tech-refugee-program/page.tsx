import { RegistrationForm } from '@/components/forms/RegistrationForm';
import { Hero } from '@/components/sections/Hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Tech Refugee Program',
  description:
    'Laid off from a tech role? Join the free Tech Refugee Network and get matched with AI, cloud and software opportunities.',
  path: '/tech-refugee-program',
});

export default function TechRefugeeProgramPage() {
  return (
    <>
      <Hero title="Tech Refugee Program" />
      <section id="register" aria-label="Register for the Tech Refugee Program" className="container-page max-w-3xl py-16">
        <RegistrationForm />
      </section>
    </>
  );
}
