import clsx from 'clsx';
import { site } from '@/content/site';
import { MARK_SHAPES, MARK_VIEWBOX } from '@/lib/brand-mark';

type Props = {
  /** 'dark' sits on white; 'light' sits on navy. */
  tone?: 'dark' | 'light';
  className?: string;
};

/** The brand mark (three peaks over a circuit line) and the wordmark. */
export function Logo({ tone = 'dark', className }: Props) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={clsx(
            'text-[1.05rem] font-bold tracking-tight',
            tone === 'dark' ? 'text-navy-900' : 'text-white',
          )}
        >
          {site.shortName}
        </span>{' '}
        <span
          className={clsx(
            'mt-1 text-[0.68rem] font-semibold tracking-[0.18em] uppercase',
            tone === 'dark' ? 'text-accent-700' : 'text-accent-300',
          )}
        >
          Staffing
        </span>
      </span>
    </span>
  );
}

/** The mark alone, decorative beside the wordmark (its shapes: lib/brand-mark.ts). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox={MARK_VIEWBOX}
      className={className}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: MARK_SHAPES }}
    />
  );
}
