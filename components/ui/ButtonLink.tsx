import clsx from 'clsx';
import { IntentLink } from '@/components/ui/IntentLink';
import type { ReactNode } from 'react';

import type { Action, ButtonVariant } from '@/types/content';

export type { Action, ButtonVariant };

type Props = {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-900 text-white hover:bg-navy-700',
  secondary: 'border border-navy-200 bg-white text-navy-900 hover:border-navy-600 hover:bg-navy-50',
  accent: 'bg-accent-400 text-navy-950 hover:bg-accent-300',
  'ghost-light': 'border border-white/40 text-white hover:border-white hover:bg-white/10',
};

/** A link styled as a button. Internal routes use Next's Link; mailto/tel/external stay plain. */
export function ButtonLink({ href, variant = 'primary', className, children }: Props) {
  const classes = clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-[0.98rem] font-semibold shadow-sm transition-colors',
    variants[variant],
    className,
  );
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <IntentLink href={href} className={classes}>
      {children}
    </IntentLink>
  );
}

/** A row of buttons (hero and call-to-action sections). */
export function ActionRow({ actions, className }: { actions: Action[]; className?: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={clsx('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map((action) => (
        <ButtonLink key={action.href + action.label} href={action.href} variant={action.variant}>
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
