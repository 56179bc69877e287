import { site } from './site';

/**
 * The knowledge base: its categories and their questions, each category an accordion on /knowledge-base.
 * Answers are plain text, so the page and a FAQPage JSON-LD block can both be built from here.
 */
export type FaqItem = { question: string; answer: string };

export type FaqCategory = {
  /** Anchor of the category on /knowledge-base, e.g. #managed-services. */
  id: string;
  title: string;
  /** One line under the category title. */
  summary: string;
  items: FaqItem[];
};

export const faqCategories: FaqCategory[] = [
  {
    id: 'staffing-recruiting',
    title: 'Staffing & Recruiting',
    summary: 'How engagements work, how fast roles are filled and who we hire for.',
    items: [
      {
        question: 'What is the difference between contingent and permanent staffing?',
        answer:
          'Contingent staffing brings in contractors for a defined project or period: they work on our payroll, you direct their work, and the engagement ends or extends as your needs change. Permanent staffing finds a full-time employee who joins your payroll from day one. Contingent talent suits deadlines, peaks and specialist skills you need for months rather than years; permanent placement suits roles at the core of your long-term team.',
      },
      {
        question: 'How quickly can you fill a position?',
        answer:
          'We typically present qualified candidates within 48–72 hours of a kickoff call. Contingent placements are usually completed in 1–2 weeks, and permanent placements in 4–8 weeks, depending on the seniority of the role and the number of interview rounds on your side.',
      },
      {
        question: 'Which industries do you serve?',
        answer:
          'We recruit technology talent for software and cloud companies, telecommunications, insurance and financial services, travel and hospitality, ports and logistics, and the public sector, including state agencies, cities, school districts and universities. What our clients share is a need for engineers, analysts and IT leaders who can contribute in their first weeks.',
      },
      {
        question: 'How does contract-to-hire work?',
        answer:
          'A contract-to-hire professional starts on our payroll for an evaluation period, usually 3–6 months. You see their work on real projects before making an offer; when both sides are ready, they convert to your payroll as a permanent employee. If the fit is not right, the contract simply ends at the agreed date.',
      },
    ],
  },
  {
    id: 'managed-services',
    title: 'Managed Services',
    summary: 'Outcome-based teams we run for you, and how we report on them.',
    items: [
      {
        question: 'What are managed services, and how do they differ from staff augmentation?',
        answer:
          'With staff augmentation you manage the people we place. With managed services we take responsibility for an outcome: we assemble the team, assign a dedicated manager, run the day-to-day work and answer for results under a service level agreement (SLA). You define the goals and priorities; we deliver against them.',
      },
      {
        question: 'How do you measure and report performance?',
        answer:
          'Every engagement starts with SMART KPIs: specific, measurable, achievable, relevant and time-bound targets agreed with you. We report against them in depth each month, covering delivery, quality, staffing and risks, and add a quarterly innovation report that recommends improvements in tooling, automation and process.',
      },
      {
        question: 'Who manages the team day to day?',
        answer:
          'A dedicated engagement manager from our side leads the team, handles scheduling, onboarding and performance, and is your single point of contact. Your leaders stay focused on priorities and decisions instead of timesheets and backfills.',
      },
      {
        question: 'Can a managed team grow or shrink with our workload?',
        answer:
          'Yes. The team is sized to the scope in the SLA and adjusted at agreed review points, so you can add capacity for a launch or scale back after it without separate hiring processes. Changes in team size, scope or duration are reflected in the pricing of the engagement.',
      },
    ],
  },
  {
    id: 'technology-expertise',
    title: 'Technology & Expertise',
    summary: 'The skills we recruit for, from AI and machine learning to DevOps.',
    items: [
      {
        question: 'Do you have expertise in AI and machine learning?',
        answer:
          'Yes. We are building a network of AI and machine learning experts: data scientists, ML engineers and researchers, prompt engineers and AI product managers, MLOps and data platform engineers, and specialists in AI compliance, ethics and governance. Most AI/ML roles are filled in under two weeks.',
      },
      {
        question: 'Do you support enterprise content management systems?',
        answer:
          'We place developers, architects and authors for enterprise CMS platforms such as Adobe Experience Manager, Sitecore, Optimizely and Drupal, for new builds, migrations and ongoing support, alongside the marketing technology that connects to them.',
      },
      {
        question: 'Can you provide DevOps and cloud engineers?',
        answer:
          'Yes. We recruit DevOps, site reliability and cloud engineers experienced with AWS, Azure and Google Cloud, infrastructure as code, CI/CD pipelines, containers and observability. They can join your team individually or work as a managed DevOps team under an SLA.',
      },
      {
        question: 'How do you assess technical skills?',
        answer:
          'Recruiters who specialize in each discipline screen every candidate, and technical interviews and work samples are matched to the role, from coding exercises to architecture discussions. You receive a short summary of each candidate’s strengths and gaps with their profile, so interviews start from evidence.',
      },
    ],
  },
  {
    id: 'working-with-us',
    title: `Working with ${site.name}`,
    summary: 'Onboarding, pricing, guarantees and our supplier status.',
    items: [
      {
        question: 'What does onboarding look like?',
        answer:
          'After a kickoff call to understand the role, team and culture, we handle background checks, equipment coordination, paperwork and first-day logistics. A recruiter checks in with you and the new team member during the first weeks to make sure the start goes smoothly.',
      },
      {
        question: 'How is your pricing structured?',
        answer:
          'Contingent staffing is billed at an hourly or daily rate. Permanent placements are charged as a percentage of the hire’s first-year annual salary. Managed services are priced by team size, scope and duration. We confirm the exact terms in writing before any work begins.',
      },
      {
        question: 'Do you guarantee your placements?',
        answer:
          'Yes. Permanent placements come with a 90-day replacement guarantee: if the person leaves or is not the right fit within 90 days of their start date, we find a replacement. For contingent staff, we replace a contractor quickly if the match is not working.',
      },
      {
        question: 'Are you a certified diverse supplier?',
        answer: `${site.name} is a Small Business and Diverse Supplier. Working with us helps clients meet supplier diversity goals in their procurement programs while receiving the same quality of technical recruiting.`,
      },
    ],
  },
  {
    id: 'job-seekers',
    title: 'For Job Seekers',
    summary: 'Applying, career guidance and life as a contractor.',
    items: [
      {
        question: 'How do I apply for a position?',
        answer: `Browse open roles on our Careers page and apply online, or send your resume to ${site.email}. A recruiter reviews every application and contacts you when your skills match an open role or an upcoming one.`,
      },
      {
        question: 'Do you offer career guidance?',
        answer:
          'Yes. Our recruiters give candid advice on resumes, interview preparation, market rates and the skills employers are asking for, whether or not we have a role for you today. Professionals affected by layoffs can also join our free Tech Refugee Program.',
      },
      {
        question: 'What benefits do contractors receive?',
        answer:
          'Contractors on our payroll are paid weekly and have access to health coverage and retirement savings options, along with a recruiter who lines up their next assignment before the current one ends.',
      },
      {
        question: 'Can a contract role become permanent?',
        answer:
          'Often, yes. Many of our contract and contract-to-hire roles convert to permanent positions after 3–6 months, when the client makes an offer. Your recruiter handles the conversion and negotiates the offer on your behalf.',
      },
    ],
  },
];
