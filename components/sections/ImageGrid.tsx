import { StaticImage } from '@/components/ui/StaticImage';
import type { GalleryItem } from '@/types/content';

export type { GalleryItem };

type Props = {
  items: readonly GalleryItem[];
};

/** A two-column grid of captioned images (the work samples). */
export function ImageGrid({ items }: Props) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <figure className="h-full overflow-hidden rounded-card border border-navy-100 bg-white shadow-card">
            <div className="bg-navy-50 p-4 sm:p-6">
              <StaticImage {...item.image} className="w-full rounded-lg shadow-sm" />
            </div>
            <figcaption className="p-6">
              <h3 className="text-lg font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
