/**
 * The client address as deployed: send-contact-email started with `deno run` behind the gateway
 * stand-in, over PostgreSQL 15. Its health answer, asked with the service role key, says which
 * header and which entry the limits key on for that very request and the key it derived; the
 * public and the anon key get the checks only. Private and loopback hops on the right (the
 * platform's own chain) are passed over, never taken as the visitor; the limit holds on the
 * address so derived.
 */
import {
  anonKey,
  assert,
  clientFrom,
  sender,
  serviceRoleKey,
  startFunction,
  startPostgres,
} from './_test/harness.ts';

const SITE = 'https://www.cascadia.example';
const options = { sanitizeResources: false, sanitizeOps: false };
const pg = await startPostgres();
const SERVICE_ROLE = await serviceRoleKey();
const fn = await startFunction('send-contact-email', {
  SUPABASE_DB_URL: pg.url,
  SITE_ORIGINS: SITE,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE,
  RATE_LIMIT_MAX: '3',
});

type Report = {
  ok: boolean;
  clientAddress?: {
    rule: string;
    source: string;
    header: string | null;
    entryFromRight: number | null;
    skipped: string[];
    key: string;
    network: string;
    received: Record<string, string | null>;
  };
};

async function health(
  headers: Record<string, string>,
  client: Deno.HttpClient,
): Promise<{ status: number; body: Report }> {
  const response = await fetch(`${fn.url}/?health`, { headers, client });
  return { status: response.status, body: (await response.json()) as Report };
}

Deno.test(
  'the health answer, with the service role key, names the header, the entry and the key the limits use for this request',
  options,
  async () => {
    const visitor = sender('198.51.100.77');
    const { status, body } = await health(
      { authorization: `Bearer ${SERVICE_ROLE}`, 'x-forwarded-for': '203.0.113.5' },
      visitor,
    );
    assert(status === 200 && body.ok, `health: ${status} ${JSON.stringify(body)}`);
    const report = body.clientAddress;
    assert(report, `a client address report: ${JSON.stringify(body)}`);
    // The gateway appended the address the visitor connects from: the rightmost entry.
    assert(
      report.header === 'x-forwarded-for' &&
        report.entryFromRight === 1 &&
        report.key === '198.51.100.77' &&
        report.network === '198.51.100.0/24' &&
        report.source === 'forwarded',
      `the rightmost entry is the key: ${JSON.stringify(report)}`,
    );
    assert(
      report.received['x-forwarded-for'] === '203.0.113.5, 198.51.100.77',
      `the chain as received: ${JSON.stringify(report.received)}`,
    );
    assert(report.rule.includes('10.0.0.0/8'), `the rule names the ranges: ${report.rule}`);
  },
);

Deno.test(
  'private and loopback hops on the right are passed over, never taken as the visitor; the limit keys on the entry left of them',
  options,
  async () => {
    // A hop of the platform's own chain arrives from loopback here (a plain client, not a
    // sender): with a private hop before it, the visitor is the first public entry on the left.
    const hop = clientFrom('127.0.44.1');
    const chain = { 'x-forwarded-for': '192.0.2.10, 10.20.30.40' };
    const { body } = await health({ authorization: `Bearer ${SERVICE_ROLE}`, ...chain }, hop);
    const report = body.clientAddress!;
    assert(
      report.key === '192.0.2.10' && report.entryFromRight === 3,
      `the first public entry from the right: ${JSON.stringify(report)}`,
    );
    assert(
      JSON.stringify(report.skipped) === JSON.stringify(['127.0.44.1', '10.20.30.40']),
      `the loopback and private hops are passed over: ${JSON.stringify(report.skipped)}`,
    );
    // The contact form's limit counts that visitor, not the private hop everyone shares.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json', ...chain },
        client: hop,
        body: JSON.stringify({
          name: 'Visitor',
          email: 'visitor@example.com',
          subject: `Limit ${i}`,
          message: 'Hello.',
          referralCode: '',
          elapsedMs: 9000,
        }),
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    assert(statuses.join(' ') === '200 200 200 429', `the limit holds: ${statuses.join(' ')}`);
    const [{ ip }] = await pg.db.query<{ ip: string }>(
      `select distinct client_ip as ip from contact_submissions where subject like 'Limit %'`,
    );
    assert(ip === '192.0.2.10', `stored under the visitor's address: ${ip}`);
  },
);

Deno.test(
  'without the service role key, the health answer holds the checks only',
  options,
  async () => {
    for (const authorization of [null, `Bearer ${await anonKey()}`, 'Bearer not-the-key']) {
      const { status, body } = await health(
        authorization ? { authorization } : {},
        sender('198.51.100.78'),
      );
      assert(status === 200, `health: ${status}`);
      assert(
        body.clientAddress === undefined,
        `no client address for ${authorization}: ${JSON.stringify(body)}`,
      );
    }
  },
);

Deno.test('stop', options, async () => {
  await fn.stop();
  await pg.stop();
});
