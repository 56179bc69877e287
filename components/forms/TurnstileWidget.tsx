'use client';

import { useEffect, useRef } from 'react';

/** Set at build; unset, the widget renders nothing and no script is loaded. */
const SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || '';

/** Cloudflare's script, rendered explicitly into the form (the CSP allows exactly this origin). */
export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type Turnstile = {
  render(container: HTMLElement, options: { sitekey: string; action?: string }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type Props = {
  /** Turnstile's action label for the analytics (letters, digits, - and _). */
  action?: string;
};

/**
 * Cloudflare Turnstile inside a form, when NEXT_PUBLIC_TURNSTILE_SITE_KEY is set at build.
 * - The script loads when the form comes near the screen, is focused or is sent, and at once when
 *   the form holds a submit from before the scripts arrived (sent as the form starts, before the
 *   visitor touches it again; the send waits for the token, `turnstileToken`). A script that did
 *   not arrive is asked for again on the next focus or send.
 * - The widget adds its token to the form as the hidden input `cf-turnstile-response`, which the
 *   form sends as `turnstileToken`.
 * - A token is good once, so the widget renews it when the form is reset (as the forms do after a
 *   success), not on every submit: the registration form reads its fields after reading the
 *   resume file, and a refused submission (400, 429) never reached siteverify, so its token is
 *   still good for the retry.
 */
export function TurnstileWidget({ action }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = box.current;
    if (!SITE_KEY || !container) return;
    const form = container.closest('form');
    let widgetId: string | undefined;
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      loadTurnstile()
        .then((turnstile) => {
          if (!cancelled) widgetId = turnstile.render(container, { sitekey: SITE_KEY, action });
        })
        .catch((error) => {
          // Cloudflare's script did not arrive: the next focus or send asks for it again.
          started = false;
          console.error('Turnstile:', error);
        });
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && start(),
            { rootMargin: '300px' },
          )
        : null;
    form?.addEventListener('focusin', start);
    form?.addEventListener('submit', start);
    if (!observer || form?.hasAttribute('data-pending-submit')) start();
    else observer.observe(container);
    const renew = () => {
      if (widgetId) window.turnstile?.reset(widgetId);
    };
    form?.addEventListener('reset', renew);
    return () => {
      cancelled = true;
      observer?.disconnect();
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('submit', start);
      form?.removeEventListener('reset', renew);
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [action]);

  if (!SITE_KEY) return null;
  // The widget's own size (300 x 65), kept free so nothing moves when it appears.
  return <div ref={box} className="min-h-[65px]" />;
}

/**
 * Waits, up to `timeoutMs`, for the form's Turnstile token when the widget is on: a submit held
 * from before the scripts arrived (or pressed the moment they did) would otherwise go out with no
 * token, and the function would judge a person a bot and keep their message unread. Past the
 * bound (Cloudflare's script blocked or unreachable, a challenge not yet solved) nothing is sent:
 * it throws, the form shows its failure toast and keeps everything typed, and the widget, which
 * keeps trying, has a token for the next try.
 */
export async function turnstileToken(form: HTMLFormElement, timeoutMs = 10_000): Promise<void> {
  if (!SITE_KEY) return;
  const has = () => new FormData(form).get('cf-turnstile-response');
  const until = Date.now() + timeoutMs;
  while (!has()) {
    if (Date.now() >= until) throw new Error(`Turnstile gave no token within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
