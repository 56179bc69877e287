/**
 * What the Deno tests share: the functions started as deployed (`deno run <name>/index.ts`, an
 * ephemeral port) behind a stand-in of Supabase's gateway (gateway.ts), the one stand-in for
 * Resend's HTTP API (scripts/test/resend-stand-in.ts), the schedule that drains the outbox, and a
 * PostgreSQL 15 server of Debian's packages with the migrations applied (postgres.ts).
 * Deno only; the Node type-check leaves this folder out (tsconfig.json).
 */
import { encodeBase64 } from '../_shared/core/rules.ts';
import { internetAddresses, signJwt, startGateway, verifyJwtFromConfig } from './gateway.ts';

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A valid registration as the site's form sends it (no resume unless given). */
/** Waits until `check` gives a value, asking every 200 ms, at most `ms`. */
export async function until<T>(
  what: string,
  ms: number,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const registrationPayload = (over: Record<string, unknown> = {}) => ({
  fullName: 'Deno Candidate',
  email: 'candidate@example.com',
  linkedinUrl: '',
  recentEmployer: 'Example Corp',
  role: 'Engineer',
  primarySkills: ['Software Development'],
  preferredWorkType: ['Remote'],
  careerGoal: 'Build things.',
  resumeBase64: '',
  resumeFilename: '',
  ...over,
});

/** A genuine resume written by LibreOffice Writer (__tests__/fixtures/resumes), as base64. */
export async function realResume(
  name: 'resume.pdf' | 'resume.docx' | 'resume.doc',
): Promise<string> {
  return encodeBase64(
    await Deno.readFile(new URL(`../../../__tests__/fixtures/resumes/${name}`, import.meta.url)),
  );
}

export { startPostgres } from './postgres.ts';

export {
  startResendStandIn,
  type ResendStandIn,
  type ReceivedEmail,
} from '../../../scripts/test/resend-stand-in.ts';

/**
 * What pg_cron and pg_net do deployed (supabase/migrations/20261125000000_outbox.sql): POST the
 * outbox-drain function with the service role key, every `periodMs`. Returns a stop function.
 */
export function everyPeriod(url: string, serviceRoleKey: string, periodMs: number): () => void {
  let stopped = false;
  (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, periodMs));
      if (stopped) break;
      await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
        body: '{}',
      })
        .then((r) => r.body?.cancel())
        .catch(() => undefined);
    }
  })();
  return () => {
    stopped = true;
  };
}

/** The project's JWT secret in the tests' gateway, and an anon key it signed. */
export const TEST_JWT_SECRET = 'stand-in-project-jwt-secret-at-least-32-characters';
export const anonKey = () => signJwt(TEST_JWT_SECRET, { role: 'anon', iss: 'supabase' });
/** The service role key of the tests' project: a JWT the gateway accepts, as the platform's is. */
export const serviceRoleKey = () =>
  signJwt(TEST_JWT_SECRET, { role: 'service_role', iss: 'supabase' });

/**
 * A client whose requests leave from `address` (in 127.0.0.0/8): the gateway appends it to
 * X-Forwarded-For as the connecting address, as the platform's proxy does, so a test acts as
 * many senders for real. `fetch(url, { client: clientFrom('127.0.3.7') })`.
 */
export function clientFrom(address: string): Deno.HttpClient {
  return Deno.createHttpClient({ localAddress: address } as Deno.CreateHttpClientOptions);
}

const senders = new Map<string, Deno.HttpClient>();

/**
 * The client of a sender the tests call by a documentation address (198.51.100.7): its requests
 * leave from 127.51.100.7, so senders of one /24 share a network as theirs would, and the
 * gateway appends 198.51.100.7, the public address a visitor connects from.
 */
export function sender(ip: string): Deno.HttpClient {
  const [, b, c, d] = ip.split('.');
  const address = `127.${b}.${c}.${d}`;
  internetAddresses.set(address, ip);
  if (!senders.has(address)) senders.set(address, clientFrom(address));
  return senders.get(address)!;
}

/** Starts `<name>/index.ts` with `deno run`, as the platform does; resolves once it listens. */
export async function spawnFunction(name: string, env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ['run', '--allow-net', '--allow-env', '--allow-read', `${name}/index.ts`],
    cwd: new URL('..', import.meta.url).pathname,
    env: { DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...env },
    stdout: 'piped',
    stderr: 'piped',
  }).spawn();
  const decoder = new TextDecoder();
  let output = '';
  const readAll = async (r: ReadableStreamDefaultReader<Uint8Array>) => {
    for (;;) {
      const { done, value } = await r.read();
      if (done) return;
      output += decoder.decode(value);
    }
  };
  const draining = Promise.all([
    readAll(child.stderr.getReader()),
    readAll(child.stdout.getReader()),
  ]);
  const deadline = Date.now() + 30_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = output.match(/Listening on (http:\/\/[^\s/]+)\//))) {
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: match[1]!,
    output: () => output,
    /** Stops it as a crash, a deploy or the platform's wall clock would: SIGKILL, nothing finishes. */
    async kill() {
      child.kill('SIGKILL');
      await child.status;
      await draining.catch(() => undefined);
    },
    async stop() {
      child.kill('SIGTERM');
      await child.status;
      await draining.catch(() => undefined);
    },
  };
}

/**
 * Starts `<name>/index.ts` as Supabase runs it, with `env`, behind the gateway stand-in
 * (gateway.ts: routing, verify_jwt from config.toml, HTML rewritten to text, the idle timeout);
 * resolves once it listens. `url` is the function's public address,
 * `<gateway>/functions/v1/<name>`, as `https://<project>.supabase.co/functions/v1/<name>` is.
 */
export async function startFunction(
  name: string,
  env: Record<string, string>,
  gateway: { idleTimeoutMs?: number } = {},
) {
  const fn = await spawnFunction(name, env);
  const front = startGateway({
    upstreams: { [name]: fn.url },
    jwtSecret: TEST_JWT_SECRET,
    verifyJwt: verifyJwtFromConfig(),
    idleTimeoutMs: gateway.idleTimeoutMs,
  });
  return {
    url: `${front.url}/functions/v1/${name}`,
    /** The gateway's origin. */
    gateway: front.url,
    /** Where the process itself listens (only the gateway should be asked). */
    direct: fn.url,
    /** What the function logged so far. */
    output: fn.output,
    /** Kills the function's process (SIGKILL) as a crash, a deploy or the wall clock would; the gateway stays. */
    kill: fn.kill,
    async stop() {
      await front.stop();
      await fn.stop();
    },
  };
}
