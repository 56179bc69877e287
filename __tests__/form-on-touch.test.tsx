import { render, screen } from '@testing-library/react';
import { ContactFormOnTouch, firstTouch, stopWaiting } from '@/components/forms/FormOnTouch';
import { contactForm } from '@/content/contact-form';

/** A form as the server's HTML puts it in the page, before any script. */
function serverForm(id: string) {
  document.body.innerHTML = `<form id="${id}"><input name="name" value=""><textarea name="message"></textarea><input type="checkbox" name="skill" value="a"></form>`;
  return document.getElementById(id) as HTMLFormElement;
}

/** Whether the promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstTouch', () => {
  it('waits until the visitor starts to fill the form', async () => {
    const form = serverForm('contact-form');
    const touched = firstTouch('contact-form');
    expect(await settled(touched)).toBe(false);
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(touched)).toBe(true);
  });

  it.each([
    [
      'typed',
      (form: HTMLFormElement) =>
        ((form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello'),
    ],
    [
      'ticked',
      (form: HTMLFormElement) =>
        ((form.querySelector('[type=checkbox]') as HTMLInputElement).checked = true),
    ],
    [
      'submitted (held by the early-input script)',
      (form: HTMLFormElement) => form.setAttribute('data-pending-submit', ''),
    ],
    [
      'focused',
      (form: HTMLFormElement) => (form.elements.namedItem('name') as HTMLInputElement).focus(),
    ],
  ])('resolves at once when the visitor already %s before the scripts ran', async (_what, act) => {
    const form = serverForm('register-form');
    act(form);
    expect(await settled(firstTouch('register-form'))).toBe(true);
  });

  it('stops waiting when the page that showed the form is left', async () => {
    serverForm('contact-form');
    const touched = firstTouch('contact-form');
    expect(await settled(touched)).toBe(false);
    stopWaiting('contact-form');
    expect(await settled(touched)).toBe(true);
  });

  it('ignores a touch elsewhere on the page', async () => {
    serverForm('contact-form');
    document.body.insertAdjacentHTML('beforeend', '<input id="elsewhere">');
    const touched = firstTouch('contact-form');
    document
      .getElementById('elsewhere')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(touched)).toBe(false);
    stopWaiting('contact-form');
  });

  it('resolves at once when the form is not in the page (rendered after a navigation)', async () => {
    expect(await settled(firstTouch('contact-form'))).toBe(true);
  });

  it('keeps waiting when a link leads to another page', async () => {
    serverForm('contact-form');
    document.body.insertAdjacentHTML('beforeend', '<a id="away" href="/about#team">About</a>');
    const touched = firstTouch('contact-form');
    document.getElementById('away')!.click();
    expect(await settled(touched)).toBe(false);
    stopWaiting('contact-form');
  });

  it('resolves when a link to a section of this page is followed', async () => {
    serverForm('contact-form');
    document.body.insertAdjacentHTML('beforeend', '<a id="to-form" href="#contact">Partner</a>');
    const touched = firstTouch('contact-form');
    expect(await settled(touched)).toBe(false);
    document.getElementById('to-form')!.click();
    expect(await settled(touched)).toBe(true);
  });

  // Last: once such a link was followed, every form of the page loads from then on.
  it('resolves at once when that link was followed before React asked for the form', async () => {
    const form = serverForm('hire-form');
    document.body.insertAdjacentHTML('beforeend', '<a id="to-form" href="#request">Request</a>');
    document.getElementById('to-form')!.click();
    expect(form.contains(document.activeElement)).toBe(false);
    expect(await settled(firstTouch('hire-form'))).toBe(true);
  });
});

describe('ContactFormOnTouch', () => {
  it('renders the contact form when it is rendered on the client', async () => {
    render(<ContactFormOnTouch />);
    const form = await screen.findByRole('form', { name: contactForm.title });
    expect(form).toHaveAttribute('id', 'contact-form');
    expect(screen.getByRole('button', { name: contactForm.submit })).toBeEnabled();
  });
});
