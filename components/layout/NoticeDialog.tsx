'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ShieldExclamationIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { site } from '@/content/site';

type Props = {
  open: boolean;
  onClose: () => void;
};

/** The first-visit warning about fraudulent job offers. Every way of closing it calls onClose. */
export function NoticeDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-navy-950/60" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="relative w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-navy-50 hover:text-navy-900"
          >
            <XMarkIcon className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-3">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-amber-100 text-amber-700">
              <ShieldExclamationIcon className="h-6 w-6" aria-hidden="true" />
            </span>
            <DialogTitle className="text-xl font-bold text-navy-900">Important Notice</DialogTitle>
          </div>
          <div className="mt-5 space-y-3 text-[0.98rem] leading-relaxed text-ink">
            <p>
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
              type="button"
              onClick={onClose}
              className="rounded-lg bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
            >
              I Understand
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
