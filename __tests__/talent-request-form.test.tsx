import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import toast, { Toaster } from 'react-hot-toast';
import { TalentRequestForm } from '@/components/forms/TalentRequestForm';
import { hireForm as copy } from '@/content/hire';
import { invokeFunction } from '@/lib/supabase';
import { stubMatchMedia } from './helpers/match-media';

jest.setTimeout(30_000);

jest.mock('@/lib/supabase', () => ({ invokeFunction: jest.fn() }));
const invoke = invokeFunction as jest.MockedFunction<typeof invokeFunction>;

type Result = Awaited<ReturnType<typeof invokeFunction>>;
const ok = { data: { ok: true, id: 'x' }, error: null } as unknown as Result;
const failed = {
  data: null,
  error: new Error('Edge Function returned a non-2xx status code'),
} as unknown as Result;

/** A promise the test settles by hand, to look at the in-flight state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const { fields } = copy;
/** What the hiring manager types, by the field's label. */
const typed = {
  [fields.company]: 'Northwind Analytics',
  [fields.fullName]: 'Priya Raman',
  [fields.email]: 'priya.raman@northwind.example',
  [fields.phone]: '(206) 555-0187',
  [fields.roleTitle]: 'Lead Data Engineer',
  [fields.location]: 'US Pacific time zone',
  [fields.skills]: 'Python, Spark, Airflow',
  [fields.description]: 'Move our batch pipelines to streaming.',
  [fields.budget]: '$90–110/hour',
};
/** The body request-talent receives for it: the payload and a person's bot signals. */
const sentBody = {
  company: 'Northwind Analytics',
  fullName: 'Priya Raman',
  email: 'priya.raman@northwind.example',
  phone: '(206) 555-0187',
  roleTitle: 'Lead Data Engineer',
  headcount: 2,
  engagement: 'contract-to-hire',
  workplace: 'remote',
  location: 'US Pacific time zone',
  skills: 'Python, Spark, Airflow',
  description: 'Move our batch pipelines to streaming.',
  startDate: '2027-03-01',
  budget: '$90–110/hour',
  referralCode: '',
  elapsedMs: expect.any(Number),
};

const send = () => screen.getByRole('button', { name: copy.submit });

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="request-heading">The opening we are hiring for</h2>
      <TalentRequestForm labelledBy="request-heading" />
      <Toaster />
    </>,
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, except: string[] = []) {
  for (const [label, value] of Object.entries(typed))
    if (!except.includes(label)) await user.type(screen.getByLabelText(label), value);
  await user.clear(screen.getByLabelText(fields.headcount));
  await user.type(screen.getByLabelText(fields.headcount), '2');
  await user.click(screen.getByRole('radio', { name: copy.engagements['contract-to-hire'] }));
  await user.click(screen.getByRole('radio', { name: copy.workplaces.remote }));
  fireEvent.change(screen.getByLabelText(fields.startDate), { target: { value: '2027-03-01' } });
}

let errorSpy: jest.SpyInstance;
beforeAll(() => stubMatchMedia());
beforeEach(() => {
  invoke.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  act(() => toast.remove());
});

describe('TalentRequestForm', () => {
  it('is named by its heading and labels every field, marking the required ones', () => {
    setup();
    expect(screen.getByRole('form', { name: 'The opening we are hiring for' })).toBeInTheDocument();
    for (const label of Object.values(fields)) {
      const field = screen.getByLabelText(label);
      if (label.endsWith('*')) expect(field).toBeRequired();
      else expect(field).not.toBeRequired();
    }
    expect(screen.getByLabelText(fields.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(fields.phone)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(fields.headcount)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText(fields.startDate)).toHaveAttribute('type', 'date');
    const engagement = within(screen.getByRole('group', { name: copy.engagement }));
    expect(engagement.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'contract',
      'contract-to-hire',
      'permanent',
    ]);
    const workplace = within(screen.getByRole('group', { name: copy.workplace }));
    expect(workplace.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('link', { name: copy.privacyLink })).toHaveAttribute(
      'href',
      '/privacy-policy#hiring-requests',
    );
  });

  it('sends what was typed, shows "Sending..." meanwhile, then the toast and who calls when', async () => {
    const call = deferred<Result>();
    invoke.mockReturnValue(call.promise);
    const user = setup();
    await fill(user);
    await user.click(send());
    expect(screen.getByRole('button', { name: copy.submitting })).toBeDisabled();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('request-talent', sentBody);

    await act(async () => call.resolve(ok));
    expect(await screen.findByText(copy.success.toastTitle)).toBeInTheDocument();
    const panel = screen
      .getByRole('heading', { name: copy.success.title })
      .closest<HTMLElement>('[role="status"]')!;
    // Who calls, when and at which number: the words of content/hire.ts with what was typed.
    expect(panel).toHaveTextContent(
      copy.success.call
        .replace('{phone}', '(206) 555-0187')
        .replace('{role}', 'Lead Data Engineer')
        .replace('{email}', 'priya.raman@northwind.example'),
    );
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.success.again }));
    expect(screen.getByLabelText(fields.company)).toHaveValue('');
    expect(screen.getByRole('radio', { name: copy.workplaces.remote })).not.toBeChecked();
    expect(send()).toBeEnabled();
  });

  it('carries the talent profile it was opened for (/hire?profile=<id>), and ignores an address that names none', async () => {
    invoke.mockResolvedValue(ok);
    window.history.replaceState(null, '', '/hire?profile=ml-engineer-remote#request');
    try {
      const user = setup();
      await fill(user);
      await user.click(send());
      expect(invoke).toHaveBeenCalledWith('request-talent', {
        ...sentBody,
        profile: 'ml-engineer-remote',
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
    invoke.mockClear();
    window.history.replaceState(null, '', '/hire?profile=%3Cscript%3E');
    try {
      cleanup();
      act(() => toast.remove());
      const user = setup();
      await fill(user);
      await user.click(send());
      expect(invoke).toHaveBeenCalledWith('request-talent', sentBody);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('without a phone number, the panel says the recruiter will email', async () => {
    invoke.mockResolvedValue(ok);
    const user = setup();
    await fill(user, [fields.phone]);
    await user.click(send());
    const written = copy.success.write
      .replace('{email}', 'priya.raman@northwind.example')
      .replace('{role}', 'Lead Data Engineer');
    expect(await screen.findByText(written)).toBeInTheDocument();
    expect(invoke.mock.calls[0][1]).toMatchObject({ phone: '' });
  });

  it.each([
    ['returns an error', () => invoke.mockResolvedValue(failed)],
    ['throws', () => invoke.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])(
    'when the call %s: destructive toast, console error, every field kept',
    async (_c, arrange) => {
      arrange();
      const user = setup();
      await fill(user);
      await user.click(send());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(copy.failed.title);
      expect(alert).toHaveTextContent(copy.failed.text);
      expect(errorSpy).toHaveBeenCalledWith(
        'Failed to send the request for talent:',
        expect.any(Error),
      );
      for (const [label, value] of Object.entries(typed))
        expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByRole('radio', { name: copy.workplaces.remote })).toBeChecked();
      expect(send()).toBeEnabled();
    },
  );

  it('offline, says the request is kept on the page', async () => {
    invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = setup();
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.offline.text);
    online.mockRestore();
  });

  it('shows the shared rules\u2019 refusal on its field and sends nothing until it is fixed', async () => {
    invoke.mockResolvedValue(ok);
    const user = setup();
    await fill(user, [fields.phone]);
    const phone = screen.getByLabelText(fields.phone) as HTMLInputElement;
    await user.type(phone, 'call me');
    await user.click(send());
    expect(invoke).not.toHaveBeenCalled();
    expect(phone.validationMessage).toBe(
      'Must be a phone number: digits, spaces and + ( ) . - only.',
    );
    // Still refused by the browser itself until the field changes.
    await user.click(send());
    expect(invoke).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, '206 555 0187');
    expect(phone.validationMessage).toBe('');
    await user.click(send());
    expect(invoke).toHaveBeenCalledWith(
      'request-talent',
      expect.objectContaining({ phone: '206 555 0187' }),
    );
  });
});

describe('TalentRequestForm before its scripts arrive', () => {
  it('keeps what was typed and chosen, and sends the held submit once it runs', async () => {
    invoke.mockResolvedValue(ok);
    // The page as the export serves it: the form's HTML, filled in by the visitor before hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TalentRequestForm labelledBy="request-heading" />);
    document.body.appendChild(container);
    const form = container.querySelector('form')!;
    const set = (name: string, value: string) =>
      ((form.elements.namedItem(name) as HTMLInputElement).value = value);
    for (const [name, value] of Object.entries(sentBody))
      if (typeof value === 'string' && !['engagement', 'workplace', 'referralCode'].includes(name))
        set(name, value);
    set('headcount', '2');
    (form.querySelector('input[value="contract-to-hire"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[value="remote"]') as HTMLInputElement).checked = true;
    // The early-input script held the visitor's submit.
    form.setAttribute('data-pending-submit', '');

    await act(async () => {
      render(<TalentRequestForm labelledBy="request-heading" />, { container, hydrate: true });
    });
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('request-talent', sentBody);
    expect(form).not.toHaveAttribute('data-pending-submit');
    container.remove();
  });
});
