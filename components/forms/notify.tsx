import { useEffect } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { requestToaster } from '@/components/layout/Toasts';

/** A toast's two lines: a bold title and its description. */
function ToastBody({ title, description }: { title: string; description: string }) {
  return (
    <span className="flex flex-col gap-0.5 text-left">
      <strong className="font-semibold">{title}</strong>
      <span>{description}</span>
    </span>
  );
}

// The toast library is the same lazily loaded module the layout's Toaster uses, so a page with a
// form does not carry it in its first load; the first toast mounts the renderer and loads both.
function show(
  kind: 'success' | 'error',
  title: string,
  description: string,
  options: ToastOptions,
) {
  requestToaster();
  void import('react-hot-toast').then(({ default: toast }) => {
    toast[kind](<ToastBody title={title} description={description} />, options);
  });
}

export function notifySuccess(title: string, description: string): void {
  show('success', title, description, { ariaProps: { role: 'status', 'aria-live': 'polite' } });
}

/** The destructive toast: red, announced assertively. */
export function notifyError(title: string, description: string): void {
  show('error', title, description, {
    className: '!bg-red-700 !text-white',
    iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

/** A toast's words: its title and its description. */
export type Words = { title: string; text: string };

/**
 * A send that failed: offline says so (everything is still on the page) when the form has words
 * for it, else the form's error.
 */
export function notifySendFailed(copy: { failed: Words; offline?: Words }): void {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const words = offline && copy.offline ? copy.offline : copy.failed;
  notifyError(words.title, words.text);
}

/**
 * Fetches the toast library when a form starts (its code loads on the visitor's first touch), so
 * that a send failing later because the network is gone can still say so: the toast's own chunk
 * could not be fetched then.
 */
export function usePreparedToasts(): void {
  useEffect(() => {
    void import('react-hot-toast').catch(() => undefined);
  }, []);
}
