import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { requestToaster, Toasts } from '@/components/layout/Toasts';

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

describe('notification area', () => {
  it('shows a toast raised before the lazily loaded toast renderer arrived', async () => {
    render(<Toasts />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Nothing is rendered (or fetched) for the region until a toast is raised.
    expect(region).toBeEmptyDOMElement();
    act(() => {
      requestToaster();
      toast.success('Saved for later!');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Saved for later!', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
