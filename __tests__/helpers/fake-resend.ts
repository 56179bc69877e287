/** A local HTTP server standing in for Resend's API: records every email it is sent. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedEmail = {
  authorization: string | undefined;
  body: {
    from: string;
    to: string[];
    reply_to: string;
    subject: string;
    html: string;
    text: string;
    attachments: { filename: string; content: string; content_type: string }[];
  };
};

export type FakeResend = {
  url: string;
  received: ReceivedEmail[];
  /** While true, answers 500 as an outage would. */
  failing: boolean;
  close(): Promise<void>;
};

export async function startFakeResend(): Promise<FakeResend> {
  const fake: FakeResend = { url: '', received: [], failing: false, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/emails') {
        res.writeHead(404).end();
        return;
      }
      if (fake.failing) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"outage"}');
        return;
      }
      fake.received.push({
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `re_${fake.received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
