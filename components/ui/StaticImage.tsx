import clsx from 'clsx';

export type ImageAsset = {
  /** Path under public/, e.g. /images/company/award-client-choice-2024.svg */
  src: string;
  /** What the image shows (an organisation's name for a logo). */
  alt: string;
  width: number;
  height: number;
};

type Props = ImageAsset & {
  className?: string;
  /** Above-the-fold images load eagerly. */
  priority?: boolean;
};

/**
 * A plain <img> for the static export: SVG artwork ships as authored (no image optimiser runs),
 * always with its intrinsic width and height so the layout does not shift while it loads.
 */
export function StaticImage({ src, alt, width, height, className, priority = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no optimiser to route through
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={clsx('h-auto max-w-full', className)}
    />
  );
}
