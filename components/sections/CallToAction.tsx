import type { ReactNode } from 'react';
import { ActionRow, type Action } from '@/components/ui/ButtonLink';
import { headingIdFor } from './heading-id';

type Props = {
  id?: string;
  title: string;
  description?: ReactNode;
  actions: Action[];
};

/** A navy band with a closing question and one or two buttons. */
export function CallToAction({ id, title, description, actions }: Props) {
  const headingId = headingIdFor(id, title);
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2
            id={headingId}
            className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          {description && (
            <div className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">
              {description}
            </div>
          )}
          <ActionRow actions={actions} className="relative mt-8 justify-center" />
        </div>
      </div>
    </section>
  );
}
