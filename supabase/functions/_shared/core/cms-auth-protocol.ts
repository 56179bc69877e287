/**
 * The sign-in of the editor at /admin, as the site's sign-in page (components/admin/sign-in.ts)
 * and the `cms-auth` function (cms-auth.ts) both speak it. Plain TypeScript, no runtime imports.
 *
 * 1. Decap opens its popup on the site's own page, `SIGN_IN_PAGE?provider=github&scope=repo`
 *    (its `base_url` is the site's origin, so its postMessage checks accept the page).
 * 2. The page keeps a random verifier in the popup's sessionStorage and sends the popup to the
 *    function's authorize address with the verifier's SHA-256 (`challenge`).
 * 3. The function redirects to GitHub with a `state` it signed: the challenge and an expiry.
 * 4. GitHub sends the popup back to the function's `/callback`, which redirects to the sign-in page
 *    with the code and state, or the refusal, in the fragment: a fragment is never sent to a
 *    server, never in a Referer, and the page removes it from the history entry before anything else.
 * 5. The page posts code, state and verifier to `/token` (JSON, CORS to the site's origin only); the
 *    function checks the signature, the expiry and the verifier, then exchanges the code with the
 *    client secret and answers the token in the response body.
 * 6. The page completes Decap's popup protocol with the opener, on the site's origin only.
 * Nothing in it is HTML served by the function: Supabase's hosted gateway rewrites a `text/html`
 * answer to a GET as `text/plain`.
 */

/** The site's page that starts and ends the popup (out/admin/sign-in.html). */
export const SIGN_IN_PAGE = '/admin/sign-in';

/** The function's routes, after its own name (`/functions/v1/cms-auth/...` on the platform). */
export const CMS_AUTH_ROUTES = { authorize: '', callback: '/callback', token: '/token' } as const;

/** The only provider offered. */
export const PROVIDER = 'github';

/** How long a started sign-in may take, from the authorize redirect to the token exchange. */
export const STATE_TTL_SECONDS = 600;

/** Where the popup keeps its verifier between leaving for GitHub and coming back. */
export const VERIFIER_KEY = 'cms-sign-in-verifier';

/** Decap's popup messages (decap-cms-lib-auth's Authenticator). */
export const popupMessages = {
  handshake: `authorizing:${PROVIDER}`,
  success: (token: string) =>
    `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`,
  error: (message: string) => `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`,
};

/** What the editor reads in /admin when a sign-in does not complete, by the fragment's `error`. */
export function signInFailure(error: string, description = ''): string {
  switch (error) {
    case 'access_denied':
      return 'Sign-in was cancelled on GitHub. Click "Login with GitHub" to try again.';
    case 'state_expired':
      return 'The sign-in took longer than 10 minutes. Click "Login with GitHub" to start again.';
    case 'state_invalid':
      return 'This sign-in was not started from this editor, so it was refused. Click "Login with GitHub" to start again.';
    case 'not_configured':
      return `Sign-in is not set up on this site yet (${description}). See docs/cms.md.`;
    default:
      return `GitHub did not sign you in${description ? `: ${description}` : ''}. Click "Login with GitHub" to try again.`;
  }
}

/** base64url of bytes, no padding (RFC 4648 §5), as the state and the challenge are written. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The challenge of a verifier: base64url(SHA-256(verifier)). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
