'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof Link> & { href: string };

/** A link that marks itself as the current page (aria-current) for the visitor and assistive tech. */
export function NavLink({ href, ...rest }: Props) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname?.startsWith(`${href}/`));
  return <Link href={href} aria-current={current ? 'page' : undefined} {...rest} />;
}
