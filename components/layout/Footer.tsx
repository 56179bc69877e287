import { IntentLink } from '@/components/ui/IntentLink';
import { EnvelopeIcon, MapPinIcon, PhoneIcon } from '@heroicons/react/24/outline';
import { footerColumns } from '@/content/navigation';
import { site } from '@/content/site';
import { Logo } from '@/components/ui/Logo';
import { CurrentYear } from './CurrentYear';

const linkClass =
  'rounded-sm text-[0.95rem] text-navy-100 transition-colors hover:text-accent-300 hover:underline underline-offset-4';

/** The site footer: brand, contact facts, the Services / Company / Legal columns and copyright. */
export function Footer() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <IntentLink href="/" className="inline-block rounded-md">
            <Logo tone="light" />
          </IntentLink>
          <p className="mt-5 max-w-xs text-base leading-relaxed text-navy-100">
            {site.footerTagline}
          </p>
          <ul className="mt-6 space-y-3 text-[0.95rem]">
            <li className="flex items-center gap-3">
              <EnvelopeIcon className="h-5 w-5 text-accent-300" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <PhoneIcon className="h-5 w-5 text-accent-300" aria-hidden="true" />
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPinIcon className="h-5 w-5 text-accent-300" aria-hidden="true" />
              <span>{site.location}</span>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.name}>
                    {link.href ? (
                      <IntentLink href={link.href} className={linkClass}>
                        {link.name}
                      </IntentLink>
                    ) : (
                      <span className="text-[0.95rem] text-navy-200">{link.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-navy-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. All rights reserved.
          </p>
          <p>
            Founded {site.founded.year} in {site.founded.city}, {site.founded.region} ·{' '}
            {site.designations.join(' · ')}
          </p>
        </div>
      </div>
    </footer>
  );
}
