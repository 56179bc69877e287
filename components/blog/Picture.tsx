import { imageLoading } from '@/components/ui/image-loading';
import { pictureOf } from '@/lib/blog/images';

type Props = {
  /** The original photo (absolute path); its renditions are in /_img/ (lib/blog/images.ts). */
  file: string;
  alt: string;
  /** Which width the image takes at each viewport, so the browser picks the smallest rendition that is sharp. */
  sizes: string;
  /** The page's main image (the LCP candidate): fetched first, not lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A photo as <picture>: AVIF, then WebP, then the JPEG fallback, each in every width, with the
 * intrinsic width and height so the box is reserved before a byte arrives.
 */
export async function Picture({ file, alt, sizes, priority = false, className }: Props) {
  const picture = await pictureOf(file);
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        {...imageLoading(priority)}
        className={className}
      />
    </picture>
  );
}
