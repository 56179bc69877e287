import clsx from 'clsx';
import { Picture } from '@/components/blog/Picture';
import { imageLoading } from '@/components/ui/image-loading';
import type { BlogImage } from '@/lib/blog';

/**
 * The `sizes` of each place a cover is shown, from the layout's classes: the article's cover is
 * max-w-4xl (896 px) inside container-page (20 px padding, 32 from sm); cards are the blog grid's
 * columns (1, 2 from sm, 3 from lg in max-w-7xl with 2 rem gaps), the featured card 1.15fr of it.
 */
export const COVER_SIZES = {
  article: '(min-width: 960px) 896px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
  card: '(min-width: 1280px) 384px, (min-width: 1024px) calc(33vw - 2.5rem), (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)',
  featured:
    '(min-width: 1280px) 650px, (min-width: 1024px) 52vw, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)',
} as const;

type Props = {
  image: BlogImage;
  /** The article's cover is the page's main image; cards further down load lazily. */
  priority?: boolean;
  /** The width the cover takes at each viewport (a photo's renditions are chosen by it). */
  sizes: string;
  className?: string;
};

/**
 * A post's cover: an SVG from public/blog with its own size and alt text, or a photo as a
 * responsive <picture>, cut to the same 16:9 frame as the drawn covers.
 */
export function CoverImage({ image, priority = false, sizes, className }: Props) {
  if (image.original) {
    return (
      <Picture
        file={image.original}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className={clsx('aspect-[16/9] object-cover', className)}
      />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: SVG covers ship as authored
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...imageLoading(priority)}
      className={className}
    />
  );
}
