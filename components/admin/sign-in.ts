/**
 * The sign-in popup's page on the site's own origin (out/admin/sign-in.html, bundled by
 * scripts/build/admin.ts): it starts the GitHub sign-in through the `cms-auth` function and ends
 * it, handing the token to the editor that opened it with Decap's popup messages. The protocol is
 * supabase/functions/_shared/core/cms-auth-protocol.ts.
 */
import {
  base64Url,
  challengeOf,
  CMS_AUTH_ROUTES,
  popupMessages,
  PROVIDER,
  signInFailure,
  VERIFIER_KEY,
} from '@/supabase/functions/_shared/core/cms-auth-protocol.ts';

const status = document.getElementById('status')!;
const say = (text: string) => {
  status.textContent = text;
};
const endpoint = document
  .querySelector<HTMLMetaElement>('meta[name="cms-auth"]')!
  .content.replace(/\/+$/, '');
const opener = window.opener as Window | null;

/** Hands the outcome to /admin once it answers the handshake, on this origin only. */
function deliver(message: string) {
  if (!opener) return;
  const receive = (event: MessageEvent) => {
    if (
      event.origin !== location.origin ||
      event.source !== opener ||
      event.data !== popupMessages.handshake
    )
      return;
    window.removeEventListener('message', receive);
    opener.postMessage(message, location.origin);
  };
  window.addEventListener('message', receive);
  opener.postMessage(popupMessages.handshake, location.origin);
}

function fail(text: string) {
  say(text);
  deliver(popupMessages.error(text));
}

async function start(query: URLSearchParams) {
  if (!opener) return say('Open the content editor at /admin and sign in from there.');
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(VERIFIER_KEY, verifier);
  const authorize = new URL(`${endpoint}${CMS_AUTH_ROUTES.authorize}`, location.href);
  authorize.searchParams.set('provider', query.get('provider') ?? PROVIDER);
  authorize.searchParams.set('scope', query.get('scope') ?? 'repo');
  authorize.searchParams.set('challenge', await challengeOf(verifier));
  location.replace(authorize.toString());
}

async function finish(fragment: URLSearchParams) {
  const verifier = sessionStorage.getItem(VERIFIER_KEY);
  sessionStorage.removeItem(VERIFIER_KEY);
  const error = fragment.get('error');
  if (error) return fail(signInFailure(error, fragment.get('error_description') ?? ''));
  if (!verifier) return fail(signInFailure('state_invalid'));
  say('Signing in…');
  let answer: { token?: string; error?: string; reason?: string };
  try {
    const response = await fetch(`${endpoint}${CMS_AUTH_ROUTES.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: fragment.get('code'), state: fragment.get('state'), verifier }),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    answer = await response.json();
  } catch {
    return fail(signInFailure('unreachable', 'the sign-in service could not be reached'));
  }
  if (!answer.token) return fail(signInFailure(answer.reason ?? 'refused', answer.error ?? ''));
  say('Signed in. This window closes by itself.');
  deliver(popupMessages.success(answer.token));
}

// The code never stays in this page's address or the history entry: the fragment goes first.
const fragment = new URLSearchParams(location.hash.slice(1));
if (location.hash) history.replaceState(null, '', location.pathname);
if (fragment.has('code') || fragment.has('error')) void finish(fragment);
else void start(new URLSearchParams(location.search));
