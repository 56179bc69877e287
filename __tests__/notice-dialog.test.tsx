import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeGate } from '@/components/layout/NoticeGate';
import { NOTICE_STORAGE_KEY } from '@/lib/notice';

async function renderGate() {
  render(<NoticeGate />);
  // The dialog module is loaded lazily.
  return screen.findByRole('dialog', { name: 'Important Notice' });
}

describe('first-visit notice dialog', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens when the visited flag is absent, with the warning and the contact email', async () => {
    const dialog = await renderGate();
    expect(dialog).toHaveTextContent(/fake remote job offers/i);
    expect(dialog).toHaveTextContent(/never ask you for banking details, card numbers/i);
    expect(screen.getByRole('link', { name: 'hello@cascadiatechstaffing.example' })).toHaveAttribute(
      'href',
      'mailto:hello@cascadiatechstaffing.example',
    );
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['the I Understand button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'I Understand' }))],
    ['the close control', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['the Escape key', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes with %s and stores the flag as true', async (_label, dismiss) => {
    const user = userEvent.setup();
    await renderGate();
    await dismiss(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe('true');
  });

  it('closes on a click on the backdrop and stores the flag', async () => {
    const user = userEvent.setup();
    await renderGate();
    const backdrop = document.querySelector('[id^="headlessui-dialog"] .fixed.inset-0');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(NOTICE_STORAGE_KEY)).toBe('true');
  });

  it('never opens once the flag is stored', async () => {
    window.localStorage.setItem(NOTICE_STORAGE_KEY, 'true');
    render(<NoticeGate />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
