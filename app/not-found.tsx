import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { NotFoundEffects } from '@/components/layout/NotFoundEffects';
import { notFoundPage } from '@/content/not-found';

export const metadata: Metadata = {
  title: notFoundPage.title,
  description: notFoundPage.description,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="bg-navy-50">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">
          {notFoundPage.heading}
        </h1>
        <p className="mt-3 max-w-md text-muted">{notFoundPage.text}</p>
        <IntentLink
          href="/"
          className="mt-8 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          {notFoundPage.action}
        </IntentLink>
        <NotFoundEffects />
      </div>
    </section>
  );
}
