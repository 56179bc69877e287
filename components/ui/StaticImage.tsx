import clsx from 'clsx';
import { preload } from 'react-dom';
import type { ImageAsset } from '@/types/content';
import { imageLoading } from './image-loading';

export type { ImageAsset };

type Props = ImageAsset & {
  className?: string;
  /** Above-the-fold images load eagerly. */
  priority?: boolean;
  /**
   * The viewport width from which the image is displayed (its classes hide it below, e.g. 1024px
   * for `hidden lg:block`). Narrower screens then never fetch it; wider ones preload it when it
   * has `priority`, so it arrives as early as an eager image would.
   */
  shownFrom?: `${number}px`;
};

/**
 * A plain <img> for the static export: SVG artwork ships as authored (no image optimiser runs),
 * always with its intrinsic width and height so the layout does not shift while it loads.
 */
export function StaticImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  shownFrom,
}: Props) {
  // A lazy image that is not displayed is not fetched; the preload only applies where it shows.
  const eager = priority && !shownFrom;
  if (priority && shownFrom) {
    preload(src, { as: 'image', fetchPriority: 'high', media: `(min-width: ${shownFrom})` });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: no optimiser to route through
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(eager)}
      className={clsx('h-auto max-w-full', className)}
    />
  );
}
