/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NoticeDialog } from '@/components/layout/NoticeDialog';
import { NOTICE_DIALOG_ID, NOTICE_STORAGE_KEY, noticeScript } from '@/lib/notice';

// jsdom has no modal dialogs: these stand-ins do what the browser's do to the `open` state and
// fire `close` as the browser does. e2e/shell.spec.ts and e2e/first-touch.spec.ts run the real thing in Chromium.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
});

/** Renders the notice and runs its inline script, as the browser does while parsing the page. */
function load(storage: Partial<Storage> = window.localStorage) {
  const { container } = render(<NoticeDialog />);
  const script = container.querySelector('script');
  expect(script?.textContent).toBe(noticeScript);
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', { configurable: true, value: storage });
  try {
    new Function(noticeScript)();
  } finally {
    Object.defineProperty(window, 'localStorage', original);
  }
  return document.getElementById(NOTICE_DIALOG_ID) as HTMLDialogElement;
}

describe('first-visit notice', () => {
  beforeEach(() => window.localStorage.clear());

  it('carries the warning, the contact email and two buttons that close it without script', () => {
    const dialog = load();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAccessibleName('Important Notice');
    expect(dialog).toHaveAccessibleDescription(/fake remote job offers/i);
    expect(dialog).toHaveTextContent(/never ask you for banking details, card numbers/i);
    expect(
      within(dialog).getByRole('link', { name: 'hello@cascadiatechstaffing.example' }),
    ).toHaveAttribute('href', 'mailto:hello@cascadiatechstaffing.example');
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'dialog');
    const understood = within(dialog).getByRole('button', { name: 'I Understand' });
    // The static HTML marks it for the browser's dialog focusing steps.
    expect(renderToStaticMarkup(<NoticeDialog />)).toMatch(
      /<button type="submit" value="understood" autofocus=""/,
    );
    for (const button of [understood, within(dialog).getByRole('button', { name: 'Close' })]) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(form).toContainElement(button);
    }
  });

  it('opens when the visited flag is absent, and any close stores the flag as true', () => {
    const dialog = load();
    expect(dialog.open).toBe(true);
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBeNull();
    dialog.close();
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe('true');
  });

  it('closes on a click outside its box (the backdrop), not on a click inside it', () => {
    const dialog = load();
    dialog.getBoundingClientRect = () =>
      ({ left: 100, right: 500, top: 100, bottom: 400 }) as DOMRect;
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 300, clientY: 200 }));
    expect(dialog.open).toBe(true);
    screen.getByText(/fake remote job offers/).click();
    expect(dialog.open).toBe(true);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 20, clientY: 200 }));
    expect(dialog.open).toBe(false);
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe('true');
  });

  it('stays closed once the flag is stored', () => {
    window.localStorage.setItem(NOTICE_STORAGE_KEY, 'true');
    expect(load().open).toBe(false);
  });

  it('stays closed when storage is blocked, rather than showing on every page', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(load(blocked).open).toBe(false);
  });

  it('records first or return visit on <html> for the field-data beacon, as read before this visit stores the flag', () => {
    delete document.documentElement.dataset.visit;
    const dialog = load();
    expect(document.documentElement.dataset.visit).toBe('first');
    dialog.close();
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe('true');
    // Closing the notice does not turn this page view into a return visit.
    expect(document.documentElement.dataset.visit).toBe('first');
    load();
    expect(document.documentElement.dataset.visit).toBe('return');
    delete document.documentElement.dataset.visit;
    load({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(document.documentElement.dataset.visit).toBeUndefined();
  });
});
