import type { ReactNode } from 'react';
import { ActionRow, type Action } from '@/components/ui/ButtonLink';

type Props = {
  title: string;
  children?: ReactNode;
  actions?: Action[];
  /** Heading level: h3 inside a section (the default), h2 when the banner stands alone. */
  as?: 'h2' | 'h3';
};

/** A navy strip inside a section: a statement, a line of support and an optional button. */
export function Banner({ title, children, actions = [], as: Tag = 'h3' }: Props) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-10 sm:px-12 sm:py-12">
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 h-64 w-64 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <Tag className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {title}
          </Tag>
          {children && <div className="mt-3 text-lg leading-relaxed text-navy-100">{children}</div>}
        </div>
        <ActionRow actions={actions} className="shrink-0" />
      </div>
    </div>
  );
}
