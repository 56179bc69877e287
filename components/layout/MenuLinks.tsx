'use client';

import { memo } from 'react';
import type { NavItem } from '@/content/navigation';
import { NavLink } from './NavLink';

type Props = {
  items: NavItem[];
  /** Closes the menu the list is in (a link that is followed closes it). */
  close: () => void;
  className?: string;
  linkClassName: string;
};

/**
 * The links of a header menu. Memoized: opening and closing the menu re-renders its button and
 * panel, and the links (each a Next Link) need not follow.
 */
export const MenuLinks = memo(function MenuLinks({
  items,
  close,
  className,
  linkClassName,
}: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink href={item.href} onClick={() => close()} className={linkClassName}>
            {item.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
});
