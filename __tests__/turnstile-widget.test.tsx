/**
 * The Turnstile widget's browser side: nothing at all without a site key; with one, Cloudflare's
 * script loads only when the form is near or focused, renders inside the form, and the token is
 * renewed when the form is reset after a success (a token is good once).
 */
import { act, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';

type Loaded = { TurnstileWidget: ComponentType<{ action?: string }>; TURNSTILE_SCRIPT: string };

function load(siteKey: string | undefined): Loaded {
  const saved = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  if (siteKey === undefined) delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  else process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = siteKey;
  let loaded!: Loaded;
  // A fresh module (the key is read when it loads, as Next inlines it at build), the same React.
  const react = jest.requireActual('react');
  const runtime = jest.requireActual('react/jsx-runtime');
  jest.isolateModules(() => {
    jest.doMock('react', () => react);
    jest.doMock('react/jsx-runtime', () => runtime);
    loaded = jest.requireActual('@/components/forms/TurnstileWidget');
  });
  if (saved === undefined) delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  else process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = saved;
  return loaded;
}

const scripts = () =>
  Array.from(document.querySelectorAll('script')).filter((s) =>
    s.src.includes('challenges.cloudflare.com'),
  );

let intersect: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
beforeEach(() => {
  intersect = null;
  document.head.innerHTML = '';
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = callback;
    }
    observe() {}
    disconnect() {}
  };
  delete window.turnstile;
});

function Form({ Widget }: { Widget: Loaded['TurnstileWidget'] }) {
  return (
    <form aria-label="contact" onSubmit={(e) => e.preventDefault()}>
      <input aria-label="name" name="name" />
      <Widget action="contact" />
      <button type="submit">Send</button>
    </form>
  );
}

it('renders nothing and loads nothing without a site key', () => {
  const { TurnstileWidget } = load(undefined);
  const { container, getByLabelText } = render(<Form Widget={TurnstileWidget} />);
  fireEvent.focusIn(getByLabelText('name'));
  expect(container.querySelector('form')!.children).toHaveLength(2);
  expect(scripts()).toHaveLength(0);
});

it('with a site key, loads the script on focus, renders in the form and renews the token when the form is reset', async () => {
  const { TurnstileWidget, TURNSTILE_SCRIPT } = load('1x00000000000000000000AA');
  const { container, getByLabelText, getByText } = render(<Form Widget={TurnstileWidget} />);
  expect(scripts()).toHaveLength(0); // not before the form is near or used
  fireEvent.focusIn(getByLabelText('name'));
  fireEvent.focusIn(getByLabelText('name'));
  expect(scripts().map((s) => s.src)).toEqual([TURNSTILE_SCRIPT]);

  const turnstile = { render: jest.fn(() => 'widget-1'), reset: jest.fn(), remove: jest.fn() };
  window.turnstile = turnstile;
  await act(async () => {
    scripts()[0].dispatchEvent(new Event('load'));
  });
  expect(turnstile.render).toHaveBeenCalledTimes(1);
  const [box, options] = turnstile.render.mock.calls[0] as unknown as [
    HTMLElement,
    Record<string, string>,
  ];
  expect(options).toEqual({ sitekey: '1x00000000000000000000AA', action: 'contact' });
  expect(container.querySelector('form')!.contains(box)).toBe(true);

  // The widget puts its token in the form, where it stays until the form has read it (after any
  // await); the success's form.reset() renews it.
  box.innerHTML = '<input type="hidden" name="cf-turnstile-response" value="token-1">';
  const form = container.querySelector('form')!;
  fireEvent.click(getByText('Send'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(new FormData(form).get('cf-turnstile-response')).toBe('token-1');
  expect(turnstile.reset).not.toHaveBeenCalled();
  form.reset();
  expect(turnstile.reset).toHaveBeenCalledWith('widget-1');
});

it('loads when the form comes near the screen', () => {
  const { TurnstileWidget } = load('1x00000000000000000000AA');
  render(<Form Widget={TurnstileWidget} />);
  intersect!([{ isIntersecting: false }]);
  expect(scripts()).toHaveLength(0);
  intersect!([{ isIntersecting: true }]);
  expect(scripts()).toHaveLength(1);
});
