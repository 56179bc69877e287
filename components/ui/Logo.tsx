import clsx from 'clsx';
import { site } from '@/content/site';

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

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#0b1f3a" />
      <path d="M6 29 15 15l5 7 4-5 10 12Z" fill="#2dd4bf" />
      <path d="M15 15l3.2 4.6L15 24l-3.6-.2Z" fill="#99f6e4" opacity=".9" />
      <path d="M6 32.5h28" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="29" cy="11" r="2.6" fill="#ffffff" />
    </svg>
  );
}
