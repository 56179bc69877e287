/**
 * The job alerts' link tokens: HMAC-SHA-256 over (purpose, subscriber id, version) with the
 * secret JOB_ALERTS_SECRET, so the database holds no bearer secret and a token names only what it
 * was made for. `<c|m|u>.<id as 32 hex digits>.<version>.<signature, base64url>`:
 * - confirm (c): valid while the subscription is pending and the version is its latest
 *   confirmation email's (a new email replaces the old link);
 * - manage (m) and unsubscribe (u): valid for the subscriber's life (version 0); erasing the row
 *   ends them, and subscribing again makes a new id.
 */
import { base64Url } from './cms-auth-protocol.ts';

export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

const CODES: Record<TokenPurpose, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' };
const PURPOSES: Record<string, TokenPurpose> = { c: 'confirm', m: 'manage', u: 'unsubscribe' };

const TOKEN = /^([cmu])\.([0-9a-f]{32})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

const message = (code: string, hex: string, version: number) =>
  encoder.encode(`job-alerts:${code}:${hex}:${version}`);

declare const signedBrand: unique symbol;
/** A token signToken made: the only value a link to a typed address may carry besides its path. */
export type SignedToken = string & { readonly [signedBrand]: true };

export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  subscriberId: string,
  version = 0,
): Promise<SignedToken> {
  const code = CODES[purpose];
  const hex = subscriberId.replace(/-/g, '').toLowerCase();
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), message(code, hex, version));
  return `${code}.${hex}.${version}.${base64Url(new Uint8Array(mac))}` as SignedToken;
}

export type TokenClaims = { purpose: TokenPurpose; subscriberId: string; version: number };

/** What a token says, if this secret signed it; null for anything else (forged, altered, garbage). */
export async function readToken(secret: string, token: unknown): Promise<TokenClaims | null> {
  if (typeof token !== 'string' || token.length > 120) return null;
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, code, hex, versionText, signature] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const version = Number(versionText);
  let mac: Uint8Array<ArrayBuffer>;
  try {
    mac = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return null;
  }
  // One spelling per signature: base64 decoding ignores a last character's spare bits.
  if (mac.length !== 32 || base64Url(mac) !== signature) return null;
  const ok = await crypto.subtle.verify(
    'HMAC',
    await keyFor(secret),
    mac,
    message(code, hex, version),
  );
  if (!ok) return null;
  const subscriberId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { purpose: PURPOSES[code]!, subscriberId, version };
}

/** A keyed hash (hex) of a client address: its limits are counted without keeping the address. */
export async function keyedHash(secret: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(`ip:${value}`));
  return Array.from(new Uint8Array(mac).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
