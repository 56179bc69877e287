import clsx from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** 'light' for headings on navy. */
  tone?: 'dark' | 'light';
  as?: 'h1' | 'h2';
  className?: string;
};

/** The eyebrow, title and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'dark',
  as: Tag = 'h2',
  className,
}: Props) {
  return (
    <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={clsx(
            'text-sm font-semibold tracking-[0.14em] uppercase',
            tone === 'dark' ? 'text-accent-700' : 'text-accent-300',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Tag
        id={id}
        className={clsx(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        {title}
      </Tag>
      {description && (
        <div
          className={clsx(
            'mt-4 text-lg leading-relaxed text-pretty',
            tone === 'dark' ? 'text-muted' : 'text-navy-100',
          )}
        >
          {description}
        </div>
      )}
    </div>
  );
}
