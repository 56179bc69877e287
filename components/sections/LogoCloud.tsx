import clsx from 'clsx';
import { StaticImage } from '@/components/ui/StaticImage';
import type { ClientLogo } from '@/types/content';

export type { ClientLogo };

type Props = {
  logos: readonly ClientLogo[];
  className?: string;
};

const columns = (count: number) =>
  count % 4 === 0
    ? 'lg:grid-cols-4'
    : count === 6
      ? 'lg:grid-cols-3 xl:grid-cols-6'
      : 'lg:grid-cols-5';

/** Client or partner wordmarks on equal tiles, each named by its alt text. */
export function LogoCloud({ logos, className }: Props) {
  return (
    <ul
      className={clsx(
        'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4',
        columns(logos.length),
        className,
      )}
    >
      {logos.map((logo) => (
        <li
          key={logo.name}
          className="flex h-20 items-center justify-center rounded-xl border border-navy-100 bg-white px-3 sm:h-24 sm:px-5"
        >
          <StaticImage
            src={logo.logo}
            alt={logo.name}
            width={logo.width}
            height={logo.height}
            className="max-h-10 w-auto object-contain sm:max-h-12"
          />
        </li>
      ))}
    </ul>
  );
}
