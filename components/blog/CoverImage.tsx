import type { BlogImage } from '@/lib/blog';

type Props = {
  image: BlogImage;
  /** The article's cover is the page's main image; cards further down load lazily. */
  priority?: boolean;
  className?: string;
};

/** A post's cover: an SVG from public/blog with its own size and alt text. */
export function CoverImage({ image, priority = false, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: SVG covers ship as authored
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
