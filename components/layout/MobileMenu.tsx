'use client';

import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import type { NavItem } from '@/content/navigation';
import { HeaderSearch } from './HeaderSearch';
import { MenuLinks } from './MenuLinks';
import { NavLink } from './NavLink';
import { useDisclosure } from './use-disclosure';

const linkClass =
  'block rounded-lg px-3 py-3 text-base font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-accent-700';

type Props = {
  services: NavItem[];
  links: NavItem[];
  /** The employers' request page, a button above Contact Us. */
  hire: NavItem;
  cta: NavItem;
  /** The search box's words (content/search.ts). */
  search: { label: string; landmark: string; placeholder: string; submit: string };
};

/** The menu below the md breakpoint: a toggle button and a full-width panel with the search and every header link. */
export function MobileMenu({ services, links, hire, cta, search }: Props) {
  const { open, close, container, buttonProps, panelProps } = useDisclosure();
  return (
    <div ref={container} className="md:hidden" data-nojs-menu="">
      <button
        {...buttonProps}
        className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        {open ? (
          <XMarkIcon className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Bars3Icon className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-navy-100 bg-white shadow-card"
      >
        <HeaderSearch {...search} className="container-page pt-4" inlineResults />
        <nav aria-label="Mobile" className="container-page py-4">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            Services
          </p>
          <MenuLinks
            items={services}
            close={close}
            className="mb-3 border-b border-navy-100 pb-3"
            linkClassName={linkClass}
          />
          <MenuLinks items={links} close={close} linkClassName={linkClass} />
          <NavLink
            href={hire.href}
            onClick={() => close()}
            className="mt-4 block rounded-lg border border-navy-200 px-4 py-3 text-center text-base font-semibold text-navy-900 hover:bg-navy-50"
          >
            {hire.name}
          </NavLink>
          <NavLink
            href={cta.href}
            onClick={() => close()}
            className="mt-3 block rounded-lg bg-navy-900 px-4 py-3 text-center text-base font-semibold text-white hover:bg-navy-800"
          >
            {cta.name}
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
