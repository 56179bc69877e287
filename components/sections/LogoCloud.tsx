import clsx from 'clsx';

export type ClientLogo = {
  name: string;
  /** Path under public/, e.g. /logos/harborline-cruises.svg */
  logo: string;
  width: number;
  height: number;
};

type Props = {
  logos: readonly ClientLogo[];
  className?: string;
};

/** A row of client or partner wordmarks, each named by its alt text. */
export function LogoCloud({ logos, className }: Props) {
  return (
    <ul
      className={clsx(
        'grid grid-cols-2 items-center gap-x-8 gap-y-10 sm:grid-cols-3',
        logos.length % 4 === 0 ? 'lg:grid-cols-4' : logos.length === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-5',
        className,
      )}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="flex justify-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: SVGs ship as authored */}
          <img
            src={logo.logo}
            alt={logo.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto max-w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
