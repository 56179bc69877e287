import { EnvelopeIcon, MapPinIcon, PhoneIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { contactSection } from '@/content/contact-section';
import { site } from '@/content/site';
import { SectionHeading } from './SectionHeading';

type Props = {
  title?: string;
  subtitle?: string;
  /** The contact form mounts here. */
  children?: ReactNode;
};

/** The contact band (id="contact"): the firm's email, phone and location beside the form. */
export function ContactSection({
  title = contactSection.title,
  subtitle = contactSection.subtitle,
  children,
}: Props) {
  const { labels } = contactSection;
  const details = [
    { label: labels.email, value: site.email, href: `mailto:${site.email}`, icon: EnvelopeIcon },
    { label: labels.phone, value: site.phone, href: site.phoneHref, icon: PhoneIcon },
    { label: labels.location, value: site.location, icon: MapPinIcon },
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-navy-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[0.9fr_1.1fr]">
        <div>
          <SectionHeading id="contact-heading" title={title} description={subtitle} align="left" />
          <ul className="mt-10 space-y-6">
            {details.map(({ label, value, href, icon: Icon }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-accent-300">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-semibold tracking-wide text-muted uppercase">
                    {label}
                  </span>{' '}
                  {href ? (
                    <a
                      href={href}
                      className="text-[0.95rem] font-semibold [overflow-wrap:anywhere] text-navy-900 hover:text-accent-700 sm:text-lg"
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="text-lg font-semibold text-navy-900">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {children && (
          <div className="rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8">
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
