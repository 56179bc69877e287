'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { IntentLink } from '@/components/ui/IntentLink';

type Props = ComponentProps<typeof IntentLink>;

/** A link that marks itself as the current page (aria-current) for the visitor and assistive tech. */
export function NavLink({ href, ...rest }: Props) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname?.startsWith(`${href}/`));
  return <IntentLink href={href} aria-current={current ? 'page' : undefined} {...rest} />;
}
