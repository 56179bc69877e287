/**
 * Finds secrets in files meant for the browser. The only credential the client may carry is
 * the Supabase anon (public) key, a JWT whose role is "anon" or a `sb_publishable_` key; URLs
 * are public. Anything else that looks like a credential is reported.
 */
import { Buffer } from 'node:buffer';

export type Finding = { kind: string; sample: string };

const JWT = /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g;

/** Patterns that never belong in a client bundle, whatever their value. */
const FORBIDDEN: Array<[string, RegExp]> = [
  ['private key block', /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)-----/],
  ['database URL', /\bpostgres(?:ql)?:\/\/[^\s"'`]+/i],
  ['Supabase secret key', /\bsb_secret_[A-Za-z0-9_-]{10,}/],
  ['Resend API key', /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{12,}/],
  [
    'server-only variable name',
    /\b(?:SUPABASE_SERVICE_ROLE_KEY|SERVICE_ROLE_KEY|RESEND_API_KEY|DATABASE_URL|SUPABASE_DB_URL)\b/,
  ],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['Stripe secret key', /\bsk_(?:live|test)_[A-Za-z0-9]{16,}/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}/],
];

function jwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      role?: unknown;
    };
    return typeof payload.role === 'string' ? payload.role : undefined;
  } catch {
    return undefined;
  }
}

function clip(text: string): string {
  return text.length > 24 ? `${text.slice(0, 12)}…${text.slice(-6)}` : text;
}

/**
 * Secrets in a text. `serverSecrets` are values known to be secret (e.g. from the build's
 * environment); finding any of them verbatim is reported too.
 */
export function findSecrets(text: string, serverSecrets: string[] = []): Finding[] {
  const findings: Finding[] = [];
  for (const [kind, pattern] of FORBIDDEN) {
    const match = pattern.exec(text);
    if (match) findings.push({ kind, sample: clip(match[0]) });
  }
  for (const match of text.matchAll(JWT)) {
    const role = jwtRole(match[0]);
    if (role !== 'anon')
      findings.push({ kind: `JWT with role ${role ?? 'unknown'}`, sample: clip(match[0]) });
  }
  for (const secret of serverSecrets) {
    if (secret.length >= 8 && text.includes(secret))
      findings.push({ kind: 'server secret value', sample: clip(secret) });
  }
  return findings;
}

/** Names of environment variables that hold server-only secrets, if set where the test runs. */
export const SERVER_SECRET_VARIABLES = [
  'SUPABASE_SERVICE_ROLE_KEY',
  'SERVICE_ROLE_KEY',
  'RESEND_API_KEY',
  'DATABASE_URL',
  'SUPABASE_DB_URL',
  'SUPABASE_ACCESS_TOKEN',
];
