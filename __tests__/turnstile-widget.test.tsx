/**
 * The Turnstile widget's browser side: nothing at all without a site key; with one, Cloudflare's
 * script loads only when the form is near, focused or sent, renders inside the form, and the token
 * is renewed when the form is reset after a success (a token is good once). A send waits for the
 * token and, without one, sends nothing (a person's message is never judged a bot's for it).
 */
import { act, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';

type Loaded = {
  TurnstileWidget: ComponentType<{ action?: string }>;
  TURNSTILE_SCRIPT: string;
  turnstileToken: (form: HTMLFormElement, timeoutMs?: number) => Promise<void>;
};

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

it('loads when the form is sent before it came near the screen or was focused', () => {
  const { TurnstileWidget } = load('1x00000000000000000000AA');
  const { container } = render(<Form Widget={TurnstileWidget} />);
  expect(scripts()).toHaveLength(0);
  fireEvent.submit(container.querySelector('form')!);
  expect(scripts()).toHaveLength(1);
});

it('loads at once when a submit was held from before the scripts arrived', () => {
  const { TurnstileWidget } = load('1x00000000000000000000AA');
  // The early-input script marks the server's form; the widget starts as the form hydrates.
  function Held() {
    return (
      <form aria-label="contact" data-pending-submit="">
        <TurnstileWidget action="contact" />
      </form>
    );
  }
  render(<Held />);
  expect(scripts()).toHaveLength(1);
});

it('asks for the script again on the next send when it did not arrive', async () => {
  const { TurnstileWidget } = load('1x00000000000000000000AA');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<Form Widget={TurnstileWidget} />);
  const form = container.querySelector('form')!;
  fireEvent.submit(form);
  await act(async () => {
    scripts()[0].dispatchEvent(new Event('error'));
  });
  expect(errors).toHaveBeenCalledWith('Turnstile:', expect.any(Error));
  fireEvent.submit(form);
  expect(scripts()).toHaveLength(2);
  errors.mockRestore();
});

describe('the token a send waits for', () => {
  const formWith = (token?: string) => {
    const form = document.createElement('form');
    if (token !== undefined)
      form.innerHTML = `<input name="cf-turnstile-response" value="${token}">`;
    return form;
  };

  it('is not awaited without a site key', async () => {
    const { turnstileToken } = load(undefined);
    await expect(turnstileToken(formWith(), 50)).resolves.toBeUndefined();
  });

  it('lets the send go once the widget put it in the form', async () => {
    const { turnstileToken } = load('1x00000000000000000000AA');
    const form = formWith('');
    setTimeout(() => form.querySelector('input')!.setAttribute('value', 'token-1'), 150);
    await expect(turnstileToken(form, 2_000)).resolves.toBeUndefined();
  });

  it('stops the send when none came within the bound: nothing goes out to be judged a bot', async () => {
    const { turnstileToken } = load('1x00000000000000000000AA');
    await expect(turnstileToken(formWith(''), 250)).rejects.toThrow(/no token within 250 ms/);
  });
});
