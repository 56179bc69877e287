import type { AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  prefetch?: boolean | null;
};

/**
 * next/link inside the editor's preview (the admin bundle aliases it here): the preview has no
 * Next router, and a link in a preview is shown, not followed, so a plain anchor is all it needs.
 */
export default function Link({ href, children, ...rest }: Props) {
  const anchor = { ...rest };
  delete anchor.prefetch;
  return (
    <a href={href} {...anchor}>
      {children}
    </a>
  );
}
