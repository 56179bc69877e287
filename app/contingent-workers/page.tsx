import { CallToAction } from '@/components/sections/CallToAction';
import { CardGrid } from '@/components/sections/CardGrid';
import { CheckList } from '@/components/ui/CheckList';
import { ComparisonList } from '@/components/sections/ComparisonList';
import { Hero } from '@/components/sections/Hero';
import { ProseSection } from '@/components/sections/ProseSection';
import {
  contingentCons,
  contingentPros,
  contingentTypes,
  contingentVersusEmployee,
} from '@/content/contingent-workers';
import { Section } from '@/components/sections/Section';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/contingent-workers']);

export default function ContingentWorkersPage() {
  return (
    <>
      <Hero
        eyebrow="Hiring guide"
        title="Contingent Workers"
        subtitle="What they are, how they differ from employees, and when they are the right choice."
        actions={[{ label: 'Hire Contingent Talent', href: '/#contact', variant: 'accent' }]}
      />

      <ProseSection
        id="what-is"
        eyebrow="The basics"
        title="What Is a Contingent Worker?"
        aside={
          <div className="rounded-card bg-navy-900 p-8 text-white shadow-card">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
              In short
            </p>
            <p className="mt-3 text-xl leading-relaxed font-semibold">
              A contingent worker is hired for a specific project or period, not as a permanent
              employee.
            </p>
            <p className="mt-4 text-navy-100">
              With a staffing partner, contingent placements are usually made in 1–2 weeks.
            </p>
          </div>
        }
      >
        <p>
          A contingent worker is a professional who works for your organization on a non-permanent
          basis: for the length of a project, to cover a peak in demand or to bring in a skill your
          team lacks. They are not on your payroll as employees; they are self-employed, employed by
          a staffing firm, or engaged as consultants.
        </p>
        <p>
          Technology teams rely on contingent workers for migrations, product launches, security
          reviews and other work with a clear start and end. Used well, they let a company move
          faster without committing to headcount it may not need next year.
        </p>
      </ProseSection>

      <Section
        tone="muted"
        eyebrow="Three types"
        title="Types of Contingent Workers"
        description="Who the worker is employed by shapes how you engage, pay and manage them."
      >
        <CardGrid cards={contingentTypes} />
      </Section>

      <Section
        eyebrow="Four differences"
        title="Contingent Worker vs. Employee"
        description="Both do valuable work for your team. What differs is the relationship around the work."
      >
        <ComparisonList
          leftLabel="Contingent worker"
          rightLabel="Employee"
          rows={contingentVersusEmployee}
        />
      </Section>

      <Section
        tone="muted"
        eyebrow="Weighing it up"
        title="Pros and Cons of Contingent Workers"
      >
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-navy-100 bg-white p-7 shadow-card sm:p-9">
            <h3 className="text-xl font-bold text-navy-900">Pros</h3>
            <CheckList items={contingentPros} className="mt-6" />
          </div>
          <div className="rounded-card border border-navy-100 bg-white p-7 shadow-card sm:p-9">
            <h3 className="text-xl font-bold text-navy-900">Cons</h3>
            <CheckList items={contingentCons} kind="con" className="mt-6" />
          </div>
        </div>
      </Section>

      <CallToAction
        title="Find the Right Contingent Talent"
        description="We handle sourcing, payroll and compliance, and place contingent professionals in 1–2 weeks, so you get the skills without the risk."
        actions={[
          { label: 'Get in Touch', href: '/#contact', variant: 'accent' },
          { label: 'Explore Staffing Services', href: '/staffing', variant: 'ghost-light' },
        ]}
      />
    </>
  );
}
