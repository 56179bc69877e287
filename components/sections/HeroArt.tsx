import { StaticImage } from '@/components/ui/StaticImage';

type Props = {
  /** Path under public/, e.g. /images/services/ai-ml-network.svg */
  src: string;
  alt: string;
  width?: number;
  height?: number;
};

/** The illustration beside a page's hero text, shown from the lg breakpoint up. */
export function HeroArt({ src, alt, width = 480, height = 400 }: Props) {
  return (
    <div className="hidden lg:flex lg:justify-end">
      <StaticImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        priority
        shownFrom="1024px"
        className="w-full max-w-md"
      />
    </div>
  );
}
