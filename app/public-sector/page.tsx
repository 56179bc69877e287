import { BuildingLibraryIcon, DocumentCheckIcon } from '@heroicons/react/24/outline';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureSplit } from '@/components/sections/FeatureSplit';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { Stats } from '@/components/sections/Stats';
import { CheckList } from '@/components/ui/CheckList';
import { FactPanel } from '@/components/ui/FactPanel';
import { InlineCopy } from '@/components/ui/InlineCopy';
import {
  publicSectorEngagements,
  publicSectorPage,
  stateContractEligible,
  stateContracts,
} from '@/content/public-sector';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/public-sector']);

export default function PublicSectorPage() {
  const { hero, state, engagements, callToAction } = publicSectorPage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={hero.actions}
        visual={<Stats tone="light" items={hero.stats} />}
      >
        <p>{hero.lead}</p>
      </Hero>

      <FeatureSplit
        id="state-of-washington"
        eyebrow={state.eyebrow}
        title={state.title}
        points={stateContractEligible.map(state.eligible)}
        media={
          <FactPanel title={state.panelTitle} align="center">
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
                      {state.contractNumber}{' '}
                      <span className="font-bold text-navy-900 tabular-nums">
                        {contract.number}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-muted">
              <InlineCopy text={state.engagements} strongClassName="text-navy-900" />
            </p>
          </FactPanel>
        }
      >
        {state.paragraphs.map((text) => (
          <p key={text}>
            <InlineCopy text={text} strongClassName="text-navy-900" />
          </p>
        ))}
      </FeatureSplit>

      <Section tone="muted" {...engagements}>
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

      <CallToAction {...callToAction} />
    </>
  );
}
