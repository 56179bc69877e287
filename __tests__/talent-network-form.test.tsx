import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { TalentNetworkForm } from '@/components/forms/TalentNetworkForm';
import { talentNetworkForm as copy } from '@/content/talent-network';
import { invokeFunction } from '@/lib/supabase';
import { PRIMARY_SKILLS } from '@/supabase/functions/_shared/core/rules.ts';
import { fill as fillWords } from '@/supabase/functions/_shared/core/fill';
import { stubMatchMedia } from './helpers/match-media';

jest.setTimeout(30_000);

jest.mock('@/lib/supabase', () => ({ invokeFunction: jest.fn() }));
const invoke = invokeFunction as jest.MockedFunction<typeof invokeFunction>;
type Result = Awaited<ReturnType<typeof invokeFunction>>;

const { fields } = copy;
const send = () => screen.getByRole('button', { name: copy.submit });

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="join-heading">Join us</h2>
      <TalentNetworkForm labelledBy="join-heading" />
      <Toaster />
    </>,
  );
  return user;
}

/** What a person types and picks; the groups' boxes by their words. */
async function fill(user: ReturnType<typeof userEvent.setup>, { alerts = false } = {}) {
  await user.type(screen.getByLabelText(fields.fullName), 'Jamie Ortega');
  await user.type(screen.getByLabelText(fields.email), 'jamie@example.com');
  await user.type(screen.getByLabelText(fields.role), 'Cloud engineer');
  await user.type(screen.getByLabelText(fields.years), '7');
  await user.type(screen.getByLabelText(fields.location), 'Portland, OR');
  await user.click(screen.getByRole('checkbox', { name: PRIMARY_SKILLS[2] }));
  await user.click(screen.getByRole('checkbox', { name: copy.workplaces.hybrid }));
  await user.click(screen.getByRole('checkbox', { name: copy.engagements.permanent }));
  await user.click(screen.getByRole('radio', { name: copy.availabilities['one-month'] }));
  await user.click(screen.getByRole('radio', { name: copy.workAuthorizations.sponsorship }));
  if (alerts) await user.click(screen.getByRole('checkbox', { name: copy.jobAlerts }));
  await user.upload(
    screen.getByLabelText(fields.resume),
    new File(['%PDF-1.7'], 'jamie-cv.pdf', { type: 'application/pdf' }),
  );
}

/** jsdom does not count a chosen file as filling a required input: submit the form itself. */
const submit = () => fireEvent.submit(send().closest('form')!);

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

describe('TalentNetworkForm', () => {
  it('is named by its heading, asks the lawful work authorization question, never citizenship', () => {
    setup();
    expect(screen.getByRole('form', { name: 'Join us' })).toBeInTheDocument();
    const authorization = within(screen.getByRole('group', { name: copy.workAuthorization }));
    expect(authorization.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'authorized',
      'sponsorship',
    ]);
    expect(document.body.textContent).not.toMatch(/citizen/i);
    const skills = within(
      screen.getByRole('group', { name: copy.checkGroups.primarySkills.legend }),
    );
    expect(skills.getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual([
      ...PRIMARY_SKILLS,
    ]);
    expect(screen.getByLabelText(fields.resume)).toBeRequired();
    expect(screen.getByLabelText(fields.email)).toHaveAttribute('type', 'email');
  });

  it('holds the button until a skill, a place and a way of working are ticked', async () => {
    const user = setup();
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: PRIMARY_SKILLS[0] }));
    await user.click(screen.getByRole('checkbox', { name: copy.workplaces.remote }));
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: copy.engagements.contract }));
    expect(send()).toBeEnabled();
  });

  it('sends what was typed and chosen with the resume and the opt-in, then says what follows', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null } as unknown as Result);
    const user = setup();
    await fill(user, { alerts: true });
    submit();
    expect(await screen.findByText(copy.success.toastTitle)).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(
      'join-talent-network',
      expect.objectContaining({
        fullName: 'Jamie Ortega',
        email: 'jamie@example.com',
        phone: '',
        role: 'Cloud engineer',
        years: 7,
        primarySkills: [PRIMARY_SKILLS[2]],
        workplaces: ['hybrid'],
        engagements: ['permanent'],
        location: 'Portland, OR',
        availability: 'one-month',
        workAuthorization: 'sponsorship',
        jobAlerts: true,
        resumeFilename: 'jamie-cv.pdf',
        resumeBase64: Buffer.from('%PDF-1.7').toString('base64'),
      }),
    );
    const panel = screen.getByRole('heading', { name: copy.success.title }).parentElement!;
    expect(panel).toHaveTextContent(fillWords(copy.success.alerts, { email: 'jamie@example.com' }));
  });

  it('without the opt-in sends jobAlerts false and says nothing of alerts; a failure keeps what was typed', async () => {
    invoke.mockResolvedValueOnce({
      data: null,
      error: new Error('Edge Function returned a non-2xx status code'),
    } as unknown as Result);
    const user = setup();
    await fill(user);
    submit();
    expect(await screen.findByText(copy.failed.text)).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(
      'join-talent-network',
      expect.objectContaining({ jobAlerts: false }),
    );
    expect(screen.getByLabelText(fields.fullName)).toHaveValue('Jamie Ortega');
    expect(screen.getByRole('radio', { name: copy.availabilities['one-month'] })).toBeChecked();
    invoke.mockResolvedValueOnce({ data: { ok: true }, error: null } as unknown as Result);
    submit();
    expect(await screen.findByText(copy.success.toastTitle)).toBeInTheDocument();
    expect(
      screen.queryByText(fillWords(copy.success.alerts, { email: 'jamie@example.com' })),
    ).toBeNull();
  });
});
