import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

type Props = {
  title: string;
  intro: ReactNode;
  /** Short reassurances beside the form (e.g. free to join). */
  points?: readonly string[];
  /** The registration form mounts here. */
  children?: ReactNode;
};

/** The Tech Refugee registration band (id="register"): heading and intro beside the form slot. */
export function RegisterSection({ title, intro, points = [], children }: Props) {
  return (
    <section id="register" aria-labelledby="register-heading" className="bg-navy-50 py-16 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr]">
        <div>
          <SectionHeading
            id="register-heading"
            eyebrow="Free to join"
            title={title}
            description={intro}
            align="left"
          />
          {points.length > 0 && (
            <ul className="mt-8 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-ink">
                  <span
                    aria-hidden="true"
                    className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent-500"
                  />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div
          data-slot="registration-form"
          className={
            children
              ? 'rounded-card border border-navy-100 bg-white p-6 shadow-card sm:p-8'
              : undefined
          }
        >
          {children}
        </div>
      </div>
    </section>
  );
}
