/**
 * Cloudflare Turnstile, server side: the token the widget put in the form is checked with
 * siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/)
 * before the submission is stored. A token is valid for 300 s and is checked once; a check that
 * must be tried again (siteverify unreachable, or answering after our bound) carries the same
 * `idempotency_key` as the first, and siteverify answers it as it answered first. Web-standard
 * fetch only, so the functions and the local server share it; tests point TURNSTILE_VERIFY_URL at
 * the stand-in (scripts/test/siteverify-stand-in.ts), as RESEND_API_URL for email.
 */

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** A token's life, as Cloudflare documents it: past it siteverify answers `timeout-or-duplicate`. */
export const TOKEN_LIFE_SECONDS = 300;

/** How long a check waits for siteverify's answer before it counts as unavailable. */
export const SITEVERIFY_TIMEOUT_MS = 5_000;

/**
 * 'passed' and 'failed' are siteverify's verdict on the visitor (a missing token, another site's
 * hostname or another form's action fail without further ado); 'unavailable' is siteverify not
 * answering sensibly (the submission is kept unverified and judged later); 'misconfigured' is
 * siteverify saying our secret is wrong (the function refuses: it never lets a message through
 * unjudged).
 */
export type TurnstileOutcome =
  | { result: 'passed' }
  | { result: 'failed'; codes: string[] }
  | { result: 'unavailable'; reason: string }
  | { result: 'misconfigured'; reason: string };

export type TurnstileCheck = {
  token: string | undefined;
  /** The client address siteverify weighs with the token. */
  remoteip?: string;
  /** The form's widget action ('contact', 'tech-refugee'). */
  action?: string;
  /**
   * A UUID naming this check: the first check of a token and every retry of it carry the same
   * one, so a retry gets the first answer instead of `timeout-or-duplicate`.
   */
  idempotencyKey?: string;
};

export type TurnstileVerifier = (check: TurnstileCheck) => Promise<TurnstileOutcome>;

export function createTurnstileVerifier({
  secret,
  url = SITEVERIFY_URL,
  timeoutMs = SITEVERIFY_TIMEOUT_MS,
  fetchImpl = fetch,
  hostnames = [],
}: {
  secret: string;
  url?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The site's host names: a token solved on any other page fails. Empty: not checked. */
  hostnames?: string[];
}): TurnstileVerifier {
  return async ({ token, remoteip, action, idempotencyKey }) => {
    if (!token) return { result: 'failed', codes: ['missing-input-response'] };
    try {
      const form = new URLSearchParams({ secret, response: token });
      if (idempotencyKey) form.set('idempotency_key', idempotencyKey);
      if (remoteip && remoteip !== 'unknown' && !remoteip.includes('/'))
        form.set('remoteip', remoteip);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok)
        return { result: 'unavailable', reason: `siteverify answered ${response.status}` };
      const body = JSON.parse(text) as {
        success?: unknown;
        'error-codes'?: unknown;
        hostname?: unknown;
        action?: unknown;
      };
      const codes = Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [];
      if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
        return { result: 'misconfigured', reason: `siteverify: ${codes.join(', ')}` };
      }
      if (codes.includes('internal-error'))
        return { result: 'unavailable', reason: `siteverify: ${codes.join(', ')}` };
      if (body.success !== true) return { result: 'failed', codes };
      if (hostnames.length > 0 && !hostnames.includes(String(body.hostname ?? '')))
        return { result: 'failed', codes: ['hostname-mismatch'] };
      if (action && body.action !== undefined && body.action !== action)
        return { result: 'failed', codes: ['action-mismatch'] };
      return { result: 'passed' };
    } catch (error) {
      return {
        result: 'unavailable',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  };
}

/**
 * Turnstile as the environment sets it up:
 * - TURNSTILE_SECRET_KEY set: every submission is checked with siteverify;
 * - TURNSTILE_SITE_KEY set (the site key the pages were built with) but no secret: 'missing-secret',
 *   and the functions refuse submissions until it is fixed (never silently open);
 * - neither: Turnstile is not in use ('off').
 */
export function turnstileFromEnv(
  env: Record<string, string | undefined>,
  hostnames: string[] = [],
): { state: 'on'; verify: TurnstileVerifier } | { state: 'missing-secret' } | { state: 'off' } {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (secret)
    return {
      state: 'on',
      verify: createTurnstileVerifier({
        secret,
        url: env.TURNSTILE_VERIFY_URL || undefined,
        hostnames,
      }),
    };
  return env.TURNSTILE_SITE_KEY?.trim() ? { state: 'missing-secret' } : { state: 'off' };
}
