/**
 * The Zoho Recruit stand-in (scripts/test/zoho-stand-in.ts) as a server of its own for the browser
 * tests: the API on PORT, and beside it on PORT + 1 what a test reads and sets: `GET /state` (the
 * candidates, clients, contacts, openings and notes, the attachments as base64, the associations,
 * every call), `POST /faults` (a JSON list of statuses, or null, that answer the next API
 * calls) and `POST /seed` (`{ module, fields, searchLagMs? }`: a record as if a recruiter had
 * entered it, such as an existing contact, missing from search for `searchLagMs`; answered with
 * the record and its id).
 */
import { createServer } from 'node:http';
import { startZohoStandIn, type ModuleName } from '../scripts/test/zoho-stand-in';

async function main() {
  const port = Number(process.env.PORT);
  if (!port) throw new Error('PORT is required');
  const zoho = await startZohoStandIn({ port });
  createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/health') return json(200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/state')
        return json(200, {
          candidates: zoho.candidates,
          clients: zoho.clients,
          contacts: zoho.contacts,
          openings: zoho.openings,
          notes: zoho.notes,
          attachments: zoho.attachments.map(({ bytes, ...rest }) => ({
            ...rest,
            base64: Buffer.from(bytes).toString('base64'),
          })),
          associations: zoho.associations,
          calls: zoho.calls,
        });
      if (req.method === 'POST' && url.pathname === '/seed') {
        const { module, fields, searchLagMs } = JSON.parse(
          Buffer.concat(chunks).toString('utf8'),
        ) as { module: ModuleName; fields: Record<string, unknown>; searchLagMs?: number };
        return json(200, zoho.seed(module, fields, { searchLagMs }));
      }
      if (req.method === 'POST' && url.pathname === '/faults') {
        zoho.faults.push(
          ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (number | null)[]),
        );
        return json(200, { faults: zoho.faults });
      }
      json(404, { error: 'not found' });
    });
  }).listen(port + 1, '127.0.0.1');
  console.log(`Zoho Recruit stand-in on ${zoho.url}, its state on port ${port + 1}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
