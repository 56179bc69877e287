/** @jest-environment node */
/**
 * `npm run jobs:sync` against a local stand-in for Zoho Recruit that answers in the documented
 * shape (the OAuth token endpoint; Job_Openings pages with info.more_records; 204 for none): it adds,
 * updates and removes only the files it owns, reports an opening without pay by name, and a failing
 * provider changes nothing. Against the Zoho Recruit stand-in (scripts/test/zoho-stand-in.ts), after
 * hiring managers' requests were handed off (providers/zoho-talent.ts): none of them is published.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspectJobFile } from '@/lib/jobs/openings';
import { LAWS } from '@/lib/jobs/schema';
import { syncJobs } from '@/scripts/ops/jobs-sync';
import { noticeFromEnv } from '@/scripts/ops/jobs-sync-notice';
import { startResendStandIn } from '@/scripts/test/resend-stand-in';
import { startZohoStandIn } from '@/scripts/test/zoho-stand-in';
import { handOffTalentRequest } from '@/supabase/functions/_shared/providers/zoho-talent.ts';

const DESCRIPTION =
  '<p>A Seattle retailer is moving its <strong>order platform</strong> to AWS.</p><h2>What you will do</h2><ul><li>Design the landing zone and the networking for three environments.</li><li>Write the infrastructure as code in Terraform and review it with the team.</li></ul><p>Five years on AWS, Terraform at scale, and care for the people who will run it after you.</p>';

const record = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  Posting_Title: 'Senior Cloud Engineer',
  Job_Opening_Status: 'In-progress',
  Publish: true,
  Date_Opened: '2026-01-05',
  Target_Date: '2026-03-01',
  Job_Type: 'Contract',
  City: 'Seattle',
  State: 'WA',
  Country: 'United States',
  Remote_Job: false,
  Pay_Min: '85',
  Pay_Max: '105',
  Pay_Unit: 'Hourly',
  Benefits: 'Medical, dental and vision from the first month; paid sick leave; a 401(k).',
  Other_Compensation: 'Overtime at time and a half for hours over 40 a week; no bonus.',
  Job_Description: DESCRIPTION,
  ...over,
});

let server: Server;
let base: string;
let pages: unknown[][] = [];
let failPage = 0;
let tokenCalls = 0;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/oauth/v2/token' && req.method === 'POST') {
      tokenCalls += 1;
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const ok =
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === 'refresh-1' &&
          form.get('client_secret') === 'secret-1';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              ok
                ? { access_token: 'token-1', expires_in: 3600, token_type: 'Bearer' }
                : { error: 'invalid_code' },
            ),
          );
      });
      return;
    }
    if (url.pathname === '/recruit/v2/Job_Openings') {
      if (req.headers.authorization !== 'Zoho-oauthtoken token-1')
        return void res.writeHead(401).end();
      const page = Number(url.searchParams.get('page'));
      if (page === failPage) return void res.writeHead(500).end();
      if (pages.length === 0) return void res.writeHead(204).end();
      const data = pages[page - 1] ?? [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          data,
          info: { page, per_page: 200, count: data.length, more_records: page < pages.length },
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cts-sync-'));
  failPage = 0;
  tokenCalls = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const env = {
  ZOHO_CLIENT_ID: 'client-1',
  ZOHO_CLIENT_SECRET: 'secret-1',
  ZOHO_REFRESH_TOKEN: 'refresh-1',
  get ZOHO_ACCOUNTS_URL() {
    return base;
  },
  get ZOHO_RECRUIT_API_URL() {
    return base;
  },
};
const files = () => readdirSync(dir).sort();

it('writes the published openings as valid content files, across pages, and leaves hand-written ones alone', async () => {
  writeFileSync(path.join(dir, 'hand-written-role.md'), 'kept as it is\n');
  pages = [
    [
      record('1001'),
      record('1002', {
        Posting_Title: 'Lead Data Engineer',
        Job_Type: 'Full time',
        Remote_Job: true,
        City: '',
        Pay_Min: '150000',
        Pay_Max: '180000',
        Pay_Unit: 'Yearly',
      }),
    ],
    [record('1003', { Publish: false }), record('1004', { Job_Opening_Status: 'Filled' })],
  ];
  const report = await syncJobs(env, { dir });
  // One token for the run, then both pages with it.
  expect(tokenCalls).toBe(1);
  expect(report.added).toEqual([
    'zoho-1001-senior-cloud-engineer.md',
    'zoho-1002-lead-data-engineer.md',
  ]);
  expect(files()).toEqual([
    'hand-written-role.md',
    'zoho-1001-senior-cloud-engineer.md',
    'zoho-1002-lead-data-engineer.md',
  ]);
  const cloud = inspectJobFile(path.join(dir, 'zoho-1001-senior-cloud-engineer.md'));
  expect(cloud.problems).toEqual([]);
  expect(cloud.job).toMatchObject({
    employmentType: 'CONTRACTOR',
    city: 'Seattle',
    region: 'WA',
    country: 'US',
    remote: 'onsite',
    payMin: 85,
    payMax: 105,
    payUnit: 'HOUR',
  });
  expect(cloud.job!.body).toContain('## What you will do\n\n- Design the landing zone');
  expect(cloud.job!.applyUrl).toMatch(/\/jobs\/Careers\/1001\/Senior-Cloud-Engineer$/);
  // The record id, quoted so YAML keeps it as text: applications are associated with it.
  expect(cloud.job!.zohoId).toBe('1001');
  expect(readFileSync(path.join(dir, 'zoho-1001-senior-cloud-engineer.md'), 'utf8')).toContain(
    'zohoId: "1001"',
  );
  expect(inspectJobFile(path.join(dir, 'zoho-1002-lead-data-engineer.md')).job).toMatchObject({
    remote: 'remote',
    payUnit: 'YEAR',
    employmentType: 'FULL_TIME',
  });
  expect(readFileSync(path.join(dir, 'hand-written-role.md'), 'utf8')).toBe('kept as it is\n');
});

it('writes a list typed with bullet characters and non-breaking spaces in Zoho as a markdown list', async () => {
  const list =
    '<p>What you bring:<br>• Five years on AWS<br>•\u00a0Terraform\u00a0at scale</p><p>◦ Care for the people who run it</p>';
  pages = [[record('1001', { Job_Description: DESCRIPTION + list })]];
  const report = await syncJobs(env, { dir });
  expect(report.refused).toEqual([]);
  const { job, problems } = inspectJobFile(path.join(dir, 'zoho-1001-senior-cloud-engineer.md'));
  expect(problems).toEqual([]);
  expect(job!.body).toContain(
    'What you bring:\n- Five years on AWS\n- Terraform at scale\n\n- Care for the people who run it',
  );
});

it('refuses by name an opening whose description check:content would refuse, and writes the others', async () => {
  pages = [
    [
      record('1001'),
      record('1006', {
        Posting_Title: 'Data Analyst',
        Job_Description: `${DESCRIPTION}<p>&lt;div&gt;Apply today&lt;/div&gt;</p>`,
      }),
    ],
  ];
  const report = await syncJobs(env, { dir });
  expect(report.refused).toEqual([
    {
      id: '1006',
      title: 'Data Analyst',
      reasons: [
        expect.stringMatching(
          /^the description, line \d+: an HTML <div> tag, which the page removes/,
        ),
      ],
      fields: ['description'],
      laws: [],
    },
  ]);
  expect(files()).toEqual(['zoho-1001-senior-cloud-engineer.md']);
});

it('updates a changed opening, removes one no longer published, reports one without pay by name', async () => {
  pages = [[record('1001'), record('1002', { Posting_Title: 'QA Analyst' })]];
  await syncJobs(env, { dir });
  pages = [
    [
      record('1001', { Pay_Max: '110' }),
      record('1005', { Posting_Title: 'Platform Engineer', Pay_Min: '', Pay_Max: '' }),
    ],
  ];
  const report = await syncJobs(env, { dir });
  expect(report).toMatchObject({
    updated: ['zoho-1001-senior-cloud-engineer.md'],
    removed: ['zoho-1002-qa-analyst.md'],
    added: [],
  });
  expect(report.refused).toEqual([
    {
      id: '1005',
      title: 'Platform Engineer',
      reasons: [
        'payMin: is missing: Washington law requires a pay range on every posting',
        'payMax: is missing: Washington law requires a pay range on every posting',
      ],
      fields: ['payMin', 'payMax'],
      laws: [LAWS.pay],
    },
  ]);
  expect(files()).toEqual(['zoho-1001-senior-cloud-engineer.md']);
  expect(readFileSync(path.join(dir, 'zoho-1001-senior-cloud-engineer.md'), 'utf8')).toContain(
    'payMax: 110',
  );
});

it('a failing provider changes nothing; a successful empty answer empties the board', async () => {
  pages = [[record('1001')], [record('1002', { Posting_Title: 'Second' })]];
  await syncJobs(env, { dir });
  expect(files()).toHaveLength(2);
  failPage = 2;
  await expect(syncJobs(env, { dir })).rejects.toThrow('Job_Openings page 2 answered 500');
  expect(files()).toHaveLength(2);
  await expect(syncJobs({ ...env, ZOHO_REFRESH_TOKEN: 'revoked' }, { dir })).rejects.toThrow(
    'the token request failed (200: invalid_code)',
  );
  await expect(syncJobs({ ZOHO_CLIENT_ID: 'x' }, { dir })).rejects.toThrow(
    'ZOHO_CLIENT_SECRET, ZOHO_REFRESH_TOKEN not set',
  );
  expect(files()).toHaveLength(2);
  failPage = 0;
  pages = [];
  const report = await syncJobs(env, { dir });
  expect(report.removed).toHaveLength(2);
  expect(files()).toEqual([]);
});

it('maps who hires, the other compensation and a restriction reason; refuses restricting words without one', async () => {
  pages = [
    [
      record('1001', {
        Hired_By: 'Client',
        Client_Name: { name: 'Northwind Traders', id: '77' },
        Job_Description: `${DESCRIPTION}<p>An active Secret clearance; US citizens only.</p>`,
        Restriction_Reason:
          "The client's Department of Defense contract requires a Secret clearance, which only US citizens can hold.",
      }),
      record('1007', {
        Posting_Title: 'Network Engineer',
        Job_Description: `${DESCRIPTION}<p>USC/GC only, no H1B.</p>`,
      }),
    ],
  ];
  const report = await syncJobs(env, { dir });
  const { job } = inspectJobFile(path.join(dir, 'zoho-1001-senior-cloud-engineer.md'));
  expect(job).toMatchObject({
    hiredBy: 'client',
    clientName: 'Northwind Traders',
    otherCompensation: record('x').Other_Compensation,
  });
  expect(report.refused).toEqual([
    {
      id: '1007',
      title: 'Network Engineer',
      reasons: [
        expect.stringMatching(
          /^description: "USC\/GC only" turns away people who may lawfully work/,
        ),
        expect.stringMatching(/^description: "no H1B" turns away/),
      ],
      fields: ['description'],
      laws: [LAWS.citizenship],
    },
  ]);
});

describe('against the Zoho Recruit stand-in, after hiring managers’ requests were handed off', () => {
  it('publishes the recruiters’ published opening and none of the requests', async () => {
    const zoho = await startZohoStandIn();
    try {
      const published = zoho.seed('Job_Openings', record('unused'));
      const zohoEnv = zoho.env();
      const settings = {
        accountsUrl: zohoEnv.ZOHO_ACCOUNTS_URL!,
        apiUrl: zohoEnv.ZOHO_RECRUIT_API_URL!,
        clientId: zohoEnv.ZOHO_CLIENT_ID!,
        clientSecret: zohoEnv.ZOHO_CLIENT_SECRET!,
        refreshToken: zohoEnv.ZOHO_REFRESH_TOKEN!,
      };
      const requests = (['contract', 'contract-to-hire', 'permanent'] as const).map(
        (engagement, i) => ({
          id: `request-${i}`,
          company: 'Northwind Traders',
          name: 'Ana Ortiz',
          email: `ana${i}@northwind.example`,
          phone: '',
          title: `Requested Role ${i}`,
          positions: 2,
          engagement,
          workplace: 'remote' as const,
          location: '',
          skills: 'Spark, Airflow',
          description: DESCRIPTION,
          start: '',
          budget: '$90–$110 an hour',
        }),
      );
      for (const request of requests) await handOffTalentRequest(settings, request);
      expect(zoho.openings).toHaveLength(1 + requests.length);

      const report = await syncJobs(zohoEnv, { dir });
      // The recruiters' opening is published: the sync read this stand-in.
      expect(report.added).toEqual([`zoho-${published.id}-senior-cloud-engineer.md`]);
      // The requests were never even considered: none is published, none refused by name.
      expect(report.refused).toEqual([]);
      expect(files()).toEqual([`zoho-${published.id}-senior-cloud-engineer.md`]);
      for (const name of files())
        expect(readFileSync(path.join(dir, name), 'utf8')).not.toContain('Requested Role');
    } finally {
      await zoho.close();
    }
  });
});

describe('the recruiters are told of the openings the site refuses', () => {
  it('lists an opening without pay with its Zoho id and the law, mails the recruiters once, and not again while nothing changes', async () => {
    const zoho = await startZohoStandIn();
    const resend = await startResendStandIn({ apiKey: 'resend-key' });
    try {
      const good = zoho.seed('Job_Openings', record('unused'));
      const unpaid = zoho.seed(
        'Job_Openings',
        record('unused', { Posting_Title: 'Site Reliability Engineer', Pay_Min: '', Pay_Max: '' }),
      );
      const runEnv = {
        ...zoho.env(),
        RESEND_API_KEY: 'resend-key',
        RESEND_API_URL: resend.url,
        RECRUITING_EMAIL: 'recruiters@cascadiatechstaffing.example',
        JOBS_SYNC_STATE: path.join(dir, '.state', 'refused.json'),
      };
      const run = async () => syncJobs(runEnv, { dir, notice: await noticeFromEnv(runEnv) });

      const first = await run();
      expect(first.added).toEqual([`zoho-${good.id}-senior-cloud-engineer.md`]);
      expect(first.refused).toEqual([
        expect.objectContaining({
          id: unpaid.id,
          title: 'Site Reliability Engineer',
          fields: ['payMin', 'payMax'],
          laws: [LAWS.pay],
        }),
      ]);
      expect(first.recruiters).toBe('mailed');
      expect(resend.received).toHaveLength(1);
      const [mail] = resend.received;
      expect(mail.body.to).toEqual(['recruiters@cascadiatechstaffing.example']);
      expect(mail.body.text).toContain(`Site Reliability Engineer (Zoho record ${unpaid.id})`);
      expect(mail.body.text).toContain('payMin, payMax');
      expect(mail.body.text).toContain(LAWS.pay);

      // Nothing changed: no one is mailed.
      const second = await run();
      expect(second.recruiters).toBe('unchanged');
      expect(second.refused).toEqual(first.refused);
      expect(resend.requests).toBe(1);

      // The pay is written in Zoho: the role is published and the recruiters hear so once.
      Object.assign(unpaid.fields, { Pay_Min: '120', Pay_Max: '140' });
      const third = await run();
      expect(third.refused).toEqual([]);
      expect(third.added).toEqual([`zoho-${unpaid.id}-site-reliability-engineer.md`]);
      expect(third.recruiters).toBe('mailed');
      expect(resend.received).toHaveLength(2);
      expect((await run()).recruiters).toBe('unchanged');
      expect(resend.requests).toBe(2);
    } finally {
      await resend.close();
      await zoho.close();
    }
  });

  it('a failed email keeps the files written and is sent on the next run', async () => {
    const resend = await startResendStandIn({ apiKey: 'resend-key' });
    try {
      pages = [
        [record('1001'), record('1005', { Posting_Title: 'Platform Engineer', Benefits: '' })],
      ];
      const runEnv = {
        ...env,
        ZOHO_ACCOUNTS_URL: base,
        ZOHO_RECRUIT_API_URL: base,
        RESEND_API_KEY: 'resend-key',
        RESEND_API_URL: resend.url,
        JOBS_SYNC_STATE: path.join(dir, '.state', 'refused.json'),
      };
      resend.failing = true;
      const failed = await syncJobs(runEnv, { dir, notice: await noticeFromEnv(runEnv) });
      expect(failed.recruiters).toEqual({ failed: expect.any(String) });
      expect(files()).toContain('zoho-1001-senior-cloud-engineer.md');
      resend.failing = false;
      const retried = await syncJobs(runEnv, { dir, notice: await noticeFromEnv(runEnv) });
      expect(retried.recruiters).toBe('mailed');
      expect(resend.received).toHaveLength(1);
      expect(resend.received[0].body.text).toContain('Platform Engineer (Zoho record 1005)');
    } finally {
      await resend.close();
    }
  });
});
