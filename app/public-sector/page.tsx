import { BuildingLibraryIcon, DocumentCheckIcon } from '@heroicons/react/24/outline';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { CheckList } from '@/components/ui/CheckList';
import { FactPanel } from '@/components/ui/FactPanel';
import { publicSectorEngagements, stateContractEligible, stateContracts } from '@/content/public-sector';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/public-sector']);

export default function PublicSectorPage() {
  return (
    <>
      <Hero
        eyebrow="Government & education"
        title="Public Sector"
        subtitle="Technology staffing for agencies, cities, schools and universities"
        actions={[
          { label: 'Talk to Our Public Sector Team', href: '/#contact', variant: 'accent' },
        ]}
        visual={
          <Stats
            tone="light"
            items={[
              { value: '2', label: 'Statewide contracts in Washington' },
              { value: '3', label: 'State agencies served today' },
              { value: '10+', label: 'Years with Seattle Public Schools' },
              { value: '2 yrs', label: 'UW IT financial transformation' },
            ]}
          />
        }
      >
        <p>
          Public programs need people who can deliver under procurement rules, security reviews and
          public scrutiny. We have supplied them for Washington’s state, city and education teams
          for years.
        </p>
      </Hero>

      <FeatureSplit
        id="state-of-washington"
        eyebrow="Statewide contracts"
        title="State of Washington"
        points={stateContractEligible.map((who) => `${who} can buy through both contracts`)}
        media={
          <FactPanel title="Contract vehicles" align="center">
            <ul className="space-y-4 text-left">
              {stateContracts.map((contract) => (
                <li
                  key={contract.number}
                  className="flex items-start gap-4 rounded-2xl border border-navy-100 bg-navy-50 p-5"
                >
                  <DocumentCheckIcon
                    aria-hidden="true"
                    className="h-7 w-7 shrink-0 text-accent-700"
                  />
                  <div>
                    <p className="font-semibold text-navy-900">{contract.name}</p>
                    <p className="mt-1 text-muted">
                      Contract number{' '}
                      <span className="font-bold text-navy-900 tabular-nums">
                        {contract.number}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-muted">
              Current engagements with{' '}
              <strong className="text-navy-900">three state agencies</strong>.
            </p>
          </FactPanel>
        }
      >
        <p>
          We hold two statewide contracts with the State of Washington:{' '}
          <strong className="text-navy-900">Project Management Support Services</strong> (contract
          number {stateContracts[0].number}) and{' '}
          <strong className="text-navy-900">Software Development Services</strong> (contract number{' '}
          {stateContracts[1].number}). Both are open to state agencies, cities, counties, school
          districts and higher education, so eligible buyers can engage us without running a new
          procurement.
        </p>
        <p>We currently support three state agencies through these contracts.</p>
      </FeatureSplit>

      <Section
        tone="muted"
        eyebrow="Engagements"
        title="Serving Seattle and Washington"
        description="Long-running relationships with the city, its schools and the state’s flagship university."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {publicSectorEngagements.map((engagement) => (
            <li
              key={engagement.client}
              className="flex flex-col rounded-card border border-navy-100 bg-white p-7 shadow-card"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-navy-900 text-accent-300">
                <BuildingLibraryIcon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold text-navy-900">{engagement.client}</h3>
              <p className="mt-2 font-medium text-ink">{engagement.summary}</p>
              <CheckList items={engagement.points} className="mt-5 text-[0.97rem]" />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        title="Buying through a state contract?"
        description={`Ask us about contracts ${stateContracts.map((contract) => contract.number).join(' and ')}, or about staffing for your city, district or campus.`}
        actions={[{ label: 'Contact Our Team', href: '/#contact', variant: 'accent' }]}
      />
    </>
  );
}
