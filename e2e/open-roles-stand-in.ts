/**
 * The site's published open roles (/jobs/open-roles.json) as successive builds would publish them,
 * for the job alerts' browser tests: the fixture's functions read the roles from here
 * (JOB_ALERTS_ROLES_URL), and a test publishes a "build" with `PUT /jobs/open-roles.json` (the
 * JSON as the export writes it). Until a build is published it answers 404, as a site with no
 * export would.
 */
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
if (!port) throw new Error('PORT is required');
let published: string | null = null;

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (url.pathname === '/health') return send(200, '{"ok":true}');
    if (url.pathname !== '/jobs/open-roles.json') return send(404, '{"error":"not found"}');
    if (req.method === 'PUT') {
      published = Buffer.concat(chunks).toString('utf8');
      return send(200, '{"ok":true}');
    }
    if (req.method === 'GET') return published ? send(200, published) : send(404, '{}');
    send(405, '{"error":"method not allowed"}');
  });
}).listen(port, '127.0.0.1', () => console.log(`Open roles stand-in on port ${port}`));
