'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * Next's Link for an internal route, prefetched once the visitor shows the intent to follow it
 * (pointer over it, keyboard focus on it, finger down on it) instead of as soon as it scrolls into
 * view. A page shows 20 to 50 links; prefetching each one in view costs the phone that just loaded
 * the page several RSC downloads and parses (and any images those routes preload) while it is
 * still starting up. Intent arrives 100 to 300 ms before the click, enough for the route's data
 * to be cached on a CDN-served site. (The pattern of Next's prefetching guide: the link switches
 * from `prefetch={false}` to the default, and Next prefetches it as a visible link.)
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const [intent, setIntent] = useState(false);
  /** The caller's own handler, then the switch to prefetching. */
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      setIntent(true);
    };
  return (
    <Link
      href={href}
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
      {...rest}
    />
  );
}
