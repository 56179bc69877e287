'use client';

import { ChevronDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import type { NavItem } from '@/content/navigation';
import { MenuLinks } from './MenuLinks';
import { useDisclosure } from './use-disclosure';

type Props = { items: NavItem[] };

/** The desktop Services dropdown: a disclosure button and a list of links, positioned with CSS. */
export function ServicesMenu({ items }: Props) {
  const { open, close, container, buttonProps, panelProps } = useDisclosure();
  return (
    <div ref={container} className="relative" data-nojs-menu="">
      <button
        {...buttonProps}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-navy-800 transition-colors hover:text-accent-700 data-open:text-accent-700 lg:px-3 lg:text-[0.95rem]"
      >
        Services
        <ChevronDownIcon
          aria-hidden="true"
          className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        {...panelProps}
        className="absolute left-1/2 top-full z-50 mt-3 w-64 -translate-x-1/2 rounded-xl border border-navy-100 bg-white p-2 shadow-card"
      >
        <MenuLinks
          items={items}
          close={close}
          linkClassName="block rounded-lg px-3 py-2.5 text-[0.95rem] text-navy-800 hover:bg-navy-50 hover:text-accent-700 aria-[current=page]:bg-navy-50 aria-[current=page]:font-semibold"
        />
      </div>
    </div>
  );
}
