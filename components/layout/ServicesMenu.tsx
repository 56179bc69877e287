'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useRef } from 'react';
import type { NavItem } from '@/content/navigation';
import { MenuLinks } from './MenuLinks';
import { useDismiss } from './use-dismiss';

type Props = { items: NavItem[] };

/** The desktop Services dropdown: a disclosure button and a list of links, positioned with CSS. */
export function ServicesMenu({ items }: Props) {
  return (
    <Disclosure as="div" className="relative" data-nojs-menu="">
      {({ open, close }) => <ServicesMenuInner items={items} open={open} close={close} />}
    </Disclosure>
  );
}

function ServicesMenuInner({
  items,
  open,
  close,
}: Props & { open: boolean; close: (focusAfter?: HTMLElement) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, container, close, button);
  return (
    <div ref={container}>
      <DisclosureButton
        ref={button}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-navy-800 transition-colors hover:text-accent-700 data-open:text-accent-700"
      >
        Services
        <ChevronDownIcon
          aria-hidden="true"
          className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')}
        />
      </DisclosureButton>
      <DisclosurePanel
        unmount={false}
        data-nojs-panel=""
        className="absolute left-1/2 top-full z-50 mt-3 w-64 -translate-x-1/2 rounded-xl border border-navy-100 bg-white p-2 shadow-card"
      >
        <MenuLinks
          items={items}
          close={close}
          linkClassName="block rounded-lg px-3 py-2.5 text-[0.95rem] text-navy-800 hover:bg-navy-50 hover:text-accent-700 aria-[current=page]:bg-navy-50 aria-[current=page]:font-semibold"
        />
      </DisclosurePanel>
    </div>
  );
}
