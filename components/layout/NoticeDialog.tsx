import { ShieldExclamationIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { site } from '@/content/site';
import { NOTICE_DIALOG_ID, noticeScript } from '@/lib/notice';

/**
 * The first-visit warning about fraudulent job offers: a native modal <dialog> in every page's
 * static HTML, opened before the first paint by the inline script that follows it (lib/notice.ts)
 * when the browser-local flag is absent. Its two buttons close it without any script
 * (`<form method="dialog">`), Escape and a click on the backdrop too; every close stores the flag.
 * A server component: it ships no JavaScript, so it works from the first paint. Without
 * JavaScript it is never shown (nothing could remember that it was read).
 */
export function NoticeDialog() {
  return (
    <>
      {/* The backdrop's colour is a literal: ::backdrop does not see the theme's variables everywhere. */}
      <dialog
        id={NOTICE_DIALOG_ID}
        aria-labelledby="notice-title"
        aria-describedby="notice-summary"
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-[#06122499]"
      >
        <form method="dialog" className="relative p-6 sm:p-8">
          <div className="flex items-center gap-3 pr-10">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
              <ShieldExclamationIcon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h2 id="notice-title" className="text-xl font-bold text-navy-900">
              Important Notice
            </h2>
          </div>
          <div className="mt-5 space-y-3 text-[0.98rem] leading-relaxed">
            <p id="notice-summary">
              Criminals are sending fake remote job offers that use the name of {site.name} and of
              other real staffing firms. They interview by chat, promise quick start dates and then
              ask for money or personal financial information.
            </p>
            <p className="font-semibold text-navy-900">
              {site.name} will never ask you for banking details, card numbers or payment of any
              kind during recruiting or onboarding.
            </p>
            <p>
              If you are unsure whether a message really comes from us, email{' '}
              <a
                href={`mailto:${site.email}`}
                className="font-semibold text-accent-700 underline underline-offset-2"
              >
                {site.email}
              </a>{' '}
              and we will confirm it.
            </p>
          </div>
          <div className="mt-7 flex justify-end">
            <button
              type="submit"
              value="understood"
              // Inside a modal dialog autofocus is what the platform asks for: it names where
              // the dialog's focusing steps put focus when showModal() opens it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              className="rounded-lg bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
            >
              I Understand
            </button>
          </div>
          {/* Last in the tab order, first thing seen in the corner. */}
          <button
            type="submit"
            value="close"
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <XMarkIcon className="h-5 w-5" aria-hidden="true" />
          </button>
        </form>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: noticeScript }} />
    </>
  );
}
