import type { ReactNode } from 'react';
import { Hero } from '@/components/sections/Hero';
import { Section } from '@/components/sections/Section';
import { site } from '@/content/site';
import { NOTICE_STORAGE_KEY } from '@/lib/notice';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(pages['/privacy-policy']);

const LAST_UPDATED = 'March 12, 2024';

const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;

type PolicySection = { id: string; title: string; body: ReactNode };

const sections: PolicySection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <>
        <p>In this policy:</p>
        <ul>
          <li>
            <strong>“We”, “us” and “the Company”</strong> mean {site.name}, founded in{' '}
            {site.founded.city}, {site.founded.region}.
          </li>
          <li>
            <strong>“Affiliate”</strong> means an entity that controls, is controlled by or is under
            common control with us, where “control” means ownership of 50% or more of the shares,
            equity interest or other securities entitled to vote for the election of directors or
            other managing authority.
          </li>
          <li>
            <strong>“Website”</strong> means this site and the forms on it.
          </li>
          <li>
            <strong>“Personal Data”</strong> means any information that relates to an identified or
            identifiable individual.
          </li>
          <li>
            <strong>“Usage Data”</strong> means technical data recorded automatically when you
            visit, such as your IP address, browser type and the pages you request.
          </li>
          <li>
            <strong>“Service Provider”</strong> means a company that processes data on our behalf,
            such as our hosting, database and email providers.
          </li>
          <li>
            <strong>“Local storage”</strong> means a small store of data that your browser keeps for
            a website on your own device.
          </li>
          <li>
            <strong>“You”</strong> means the person using the Website, or the organisation on whose
            behalf that person uses it.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Types of data we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Contact form:</strong> your name, email address, subject and message.
          </li>
          <li>
            <strong>Tech Refugee Program registration:</strong> your full name, email address,
            LinkedIn profile URL (optional), most recent employer, role or job title, primary
            skills, preferred work types, a description of your next career goal and, if you choose
            to attach one, your resume (PDF or Word document, up to 5 MB).
          </li>
          <li>
            <strong>Email:</strong> anything you send us directly.
          </li>
        </ul>
        <h3>Information recorded automatically</h3>
        <p>
          Like most websites, our hosting provider records Usage Data in server logs: your IP
          address, browser and device type, the pages requested, the date and time of each request,
          and any referring page. We use these logs only to keep the site running and secure.
        </p>
        <h3 id="page-speed">Page-speed measurements and security reports</h3>
        <p>
          To learn how quickly our pages load and respond on real phones, computers and networks,
          your browser sends us one short measurement report for each page you view, at the moment
          you leave the page or switch away from it. The report contains only:
        </p>
        <ul>
          <li>
            the page you viewed, without any search terms or other parts of the address after the
            page name (all blog articles are counted together);
          </li>
          <li>
            four timings defined by Google’s Core Web Vitals: how long the main content took to
            appear (Largest Contentful Paint), how quickly the page responded to your clicks, taps
            and key presses (Interaction to Next Paint), how much the layout moved while loading
            (Cumulative Layout Shift) and how long our server took to answer (Time to First Byte);
          </li>
          <li>
            a device class based only on the width of your browser window (phone, tablet or
            desktop) and, where your browser provides it, the general speed of your connection
            (such as “4g”);
          </li>
          <li>
            whether your browser has visited the Website before, read from the notice flag
            described under Cookies and local storage, and which version of the Website you saw.
          </li>
        </ul>
        <p>
          When your browser blocks something on one of our pages because our security rules
          (the Content Security Policy) do not allow it, the browser may also send us a report. We
          keep only the rule that was triggered, the website the blocked item came from (its domain,
          never the full link) and the page where it happened. These reports tell us when part of
          the Website, such as the careers widget, stops working, or when something tries to run
          code on our pages that we did not put there.
        </p>
        <p>
          Neither kind of report contains your name, an identifier, a cookie or your IP address,
          and we do not link reports to one another, to a person or to a form submission. Our
          server necessarily sees your IP address when a report arrives, as with any request; it is
          used only for a moment, to limit how many reports one address can send, and is never
          stored. If your browser blocks local storage, no measurement report is sent.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          This Website does not use advertising, analytics or other tracking cookies, and we do not
          build profiles of visitors.
        </p>
        <p>
          We store a single item in your browser’s local storage: a flag named{' '}
          <code>{NOTICE_STORAGE_KEY}</code> with the value <code>true</code>, set when you close the
          notice about fraudulent job offers so that it is not shown again. It contains no Personal
          Data and never leaves your device. You can remove it at any time by clearing this site’s
          data in your browser; the notice will then appear once more.
        </p>
        <p>
          The page-speed measurement described above sets no cookie and stores nothing on your
          device; it only reads whether that flag is present, to tell first visits from return
          visits.
        </p>
        <p>
          Our careers page shows job openings through an embedded widget from our applicant tracking
          provider. When you open that page, the provider’s script loads from its own servers and
          may set its own cookies under its own privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'use-of-data',
    title: 'How we use and share your data',
    body: (
      <>
        <p>We use Personal Data to:</p>
        <ul>
          <li>answer your enquiries and discuss staffing needs with you;</li>
          <li>match Tech Refugee Program members and other candidates with suitable roles;</li>
          <li>operate, secure and improve the Website;</li>
          <li>
            measure how fast the Website is for real visitors, and find content that our security
            rules block, using the reports described above, which contain no Personal Data;
          </li>
          <li>meet our legal, tax and accounting obligations.</li>
        </ul>
        <p>
          We do not sell Personal Data or share it for advertising. We share it only with Service
          Providers who host the Website, store form submissions and deliver our email, each bound
          to use it solely for us; with our Affiliates, who must follow this policy; with an
          employer client, but only when you have agreed to be put forward for a specific role; and
          where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention of your data',
    body: (
      <p>
        We keep contact messages for up to two years after our last exchange with you, and
        registrations and resumes for as long as you want us to consider you for roles, and at most
        three years after your last contact with us. Server logs are kept for no more than 90 days
        unless they are needed to investigate a security incident. Page-speed measurements and
        security reports are deleted automatically after 90 days. We then delete or anonymise the
        data.
      </p>
    ),
  },
  {
    id: 'transfer',
    title: 'Transfer of your data',
    body: (
      <p>
        Our team and our Service Providers are based in the United States, and your data is stored
        and processed there. If you write to us from another country, your data will be transferred
        to the United States, and we take reasonable steps to make sure it is treated securely and
        in line with this policy wherever it is processed.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your data',
    body: (
      <p>
        You may ask us at any time to show you the Personal Data we hold about you, to correct it,
        or to delete it, including a resume you uploaded. Email {mail} from the address you used,
        and we will act on your request within 30 days. We may keep information we are legally
        required to retain.
      </p>
    ),
  },
  {
    id: 'disclosure',
    title: 'Disclosure of your data',
    body: (
      <>
        <p>We may disclose Personal Data when we believe in good faith that it is necessary to:</p>
        <ul>
          <li>
            comply with a legal obligation, court order or lawful request by public authorities;
          </li>
          <li>protect and defend the rights or property of the Company;</li>
          <li>prevent or investigate possible wrongdoing, including recruitment fraud;</li>
          <li>protect the personal safety of users of the Website or the public.</li>
        </ul>
        <p>
          If the Company is involved in a merger, acquisition or sale of assets, Personal Data may
          be transferred; we will tell you before it becomes subject to a different privacy policy.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security of your data',
    body: (
      <p>
        The Website is served only over HTTPS. Form submissions and resumes are stored in an access-
        controlled database, and only the staff who handle enquiries and candidates can read them.
        No method of transmission or storage is completely secure, but we use commercially
        reasonable safeguards and review them regularly. We will never ask you for banking or card
        details.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    body: (
      <p>
        The Website is not directed to anyone under the age of 13, and we do not knowingly collect
        Personal Data from children under 13. If you are a parent or guardian and believe your child
        has sent us Personal Data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'links',
    title: 'Links to other websites',
    body: (
      <p>
        The Website links to sites we do not operate, such as our careers provider and professional
        networks. Their privacy practices are their own; please review the policy of every site you
        visit. We are not responsible for the content or practices of third-party sites.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. The new version will be posted on this page
        with a new “Last updated” date, and significant changes will be highlighted on the Website
        before they take effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    body: (
      <p>If you have any questions about this policy or your Personal Data, email us at {mail}.</p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <>
      <Hero eyebrow="Legal" title="Privacy Policy" subtitle={`Last updated ${LAST_UPDATED}`}>
        <p>
          What we collect through this Website, why, how long we keep it, and the choices you have.
          In short: we keep what you send us through our forms, we use no tracking cookies, and we
          never sell your data.
        </p>
      </Hero>
      <Section className="grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="policy-contents" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="policy-contents"
            className="text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase"
          >
            Contents
          </h2>
          <ol className="mt-4 space-y-2 border-l border-navy-100 text-[0.95rem]">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent pl-4 text-muted hover:border-accent-500 hover:text-navy-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-body max-w-3xl">
          <p>
            This policy explains how {site.name} handles information collected through this Website.
            By using the Website you agree to the practices described here.
          </p>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-5">
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}
