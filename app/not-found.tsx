import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/IntentLink';
import { NotFoundEffects } from '@/components/layout/NotFoundEffects';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Return to the home page to find our staffing services.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="bg-navy-50">
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-muted">
          The address may be mistyped, or the page may have moved. Everything we offer is one
          click away from the home page.
        </p>
        <IntentLink
          href="/"
          className="mt-8 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Return to Home
        </IntentLink>
        <NotFoundEffects />
      </div>
    </section>
  );
}
