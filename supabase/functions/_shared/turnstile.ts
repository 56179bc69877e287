/**
 * Cloudflare Turnstile, server side: the token the widget put in the form is checked with
 * siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/)
 * before the submission is stored. Web-standard fetch only, so the functions and the local server
 * share it; tests point TURNSTILE_VERIFY_URL at a local stand-in, as RESEND_API_URL for email.
 */

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * 'passed' and 'failed' are siteverify's answer (a missing token fails without asking);
 * 'unavailable' is siteverify not answering sensibly: the caller decides what that means.
 */
export type TurnstileOutcome = { result: 'passed' } | { result: 'failed'; codes: string[] } | { result: 'unavailable'; reason: string };

export type TurnstileVerifier = (token: string | undefined) => Promise<TurnstileOutcome>;

export function createTurnstileVerifier({
  secret,
  url = SITEVERIFY_URL,
  timeoutMs = 5_000,
  fetchImpl = fetch,
}: {
  secret: string;
  url?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): TurnstileVerifier {
  return async (token) => {
    if (!token) return { result: 'failed', codes: ['missing-input-response'] };
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) return { result: 'unavailable', reason: `siteverify answered ${response.status}` };
      const body = JSON.parse(text) as { success?: unknown; 'error-codes'?: unknown };
      if (body.success === true) return { result: 'passed' };
      const codes = Array.isArray(body['error-codes']) ? body['error-codes'].map(String) : [];
      // Cloudflare's own fault or a wrong secret is no verdict on the visitor.
      if (codes.includes('internal-error') || codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
        return { result: 'unavailable', reason: `siteverify: ${codes.join(', ')}` };
      }
      return { result: 'failed', codes };
    } catch (error) {
      return { result: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** The verifier the environment asks for: none (nothing changes) without TURNSTILE_SECRET_KEY. */
export function turnstileFromEnv(env: Record<string, string | undefined>): TurnstileVerifier | null {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (!secret) return null;
  return createTurnstileVerifier({ secret, url: env.TURNSTILE_VERIFY_URL || undefined });
}
