import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { JobAlertForm } from '@/components/forms/JobAlertForm';
import { AlertCriteriaEditor } from '@/components/jobs/AlertCriteriaEditor';
import { AlertLinkAction } from '@/components/jobs/AlertLinkAction';
import { jobAlerts } from '@/content/job-alerts';
import { describeCriteria, PENDING_HOURS } from '@/lib/jobs/job-alerts';
import { refusalOf } from '@/components/forms/refusal';
import { invokeFunction } from '@/lib/supabase';
import type { AlertCriteria } from '@/supabase/functions/_shared/core/rules.ts';
import { stubMatchMedia } from './helpers/match-media';

/**
 * The job alert form and the pages its emails link to, around the function's answers (the whole
 * path, email to email, runs in the browser on the fixture export: e2e/job-alerts.spec.ts). The
 * words come from content/job-alerts.ts.
 */
jest.setTimeout(30_000);
jest.mock('@/lib/supabase', () => ({ invokeFunction: jest.fn() }));
jest.mock('@/components/forms/refusal', () => ({ refusalOf: jest.fn() }));
const invoke = invokeFunction as jest.MockedFunction<typeof invokeFunction>;
const refusal = refusalOf as jest.MockedFunction<typeof refusalOf>;
type Result = Awaited<ReturnType<typeof invokeFunction>>;
const answer = (data: unknown) => ({ data, error: null }) as unknown as Result;
const refused = () => ({ data: null, error: new Error('refused') }) as unknown as Result;

const copy = jobAlerts;
const criteria: AlertCriteria = {
  keywords: 'data engineer',
  place: 'Seattle',
  workplace: 'onsite',
  terms: 'contract',
};

let errorSpy: jest.SpyInstance;
beforeAll(() => stubMatchMedia());
beforeEach(() => {
  invoke.mockReset();
  refusal.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  errorSpy.mockRestore();
  act(() => toast.remove());
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the subscribe form', () => {
  async function fillAndSend(defaults?: Partial<AlertCriteria>) {
    const user = userEvent.setup();
    render(
      <>
        <JobAlertForm labelledBy="t" defaults={defaults} />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText(copy.fields.email), 'seeker@example.com');
    await user.clear(screen.getByLabelText(copy.fields.keywords));
    await user.type(screen.getByLabelText(copy.fields.keywords), 'kubernetes');
    await user.selectOptions(screen.getByLabelText(copy.fields.workplace), 'remote');
    await user.click(screen.getByRole('button', { name: copy.submit }));
  }

  it('starts from the defaults it is given, sends the address and criteria, then says to check the inbox', async () => {
    invoke.mockResolvedValue(answer({ ok: true }));
    render(<JobAlertForm labelledBy="t" defaults={criteria} />);
    expect(screen.getByLabelText<HTMLInputElement>(copy.fields.keywords).value).toBe(
      criteria.keywords,
    );
    expect(screen.getByLabelText<HTMLInputElement>(copy.fields.place).value).toBe(criteria.place);
    expect(screen.getByLabelText<HTMLSelectElement>(copy.fields.terms).value).toBe('contract');
    document.body.innerHTML = '';

    await fillAndSend({ terms: 'permanent' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(copy.pending.title);
    expect(status).toHaveTextContent(
      copy.pending.text
        .replace('{email}', 'seeker@example.com')
        .replace('{hours}', String(PENDING_HOURS)),
    );
    expect(invoke).toHaveBeenCalledWith(
      'job-alerts/subscribe',
      expect.objectContaining({
        email: 'seeker@example.com',
        keywords: 'kubernetes',
        place: '',
        workplace: 'remote',
        terms: 'permanent',
      }),
    );
  });

  it('a failure keeps what was typed and says so; offline says that instead', async () => {
    invoke.mockResolvedValue(refused());
    await fillAndSend();
    expect(await screen.findByText(copy.failed.text)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(copy.fields.email).value).toBe(
      'seeker@example.com',
    );
    act(() => toast.remove());
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await userEvent.setup().click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.offline.text)).toBeInTheDocument();
  });
});

describe('the confirm and unsubscribe pages', () => {
  it('without a token in the address: says the link is incomplete, and offers no button', () => {
    render(<AlertLinkAction action="confirm" />);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.pages.missingToken.title);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('confirms only on the button, with the token of the address, then says what will come', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/confirm?token=abc.def');
    invoke.mockResolvedValue(answer({ ok: true, email: 'seeker@example.com', criteria }));
    render(<AlertLinkAction action="confirm" />);
    expect(invoke).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: copy.pages.confirm.button }));
    expect(invoke).toHaveBeenCalledWith('job-alerts/confirm', { token: 'abc.def' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(copy.pages.confirm.done.title);
    expect(status).toHaveTextContent(describeCriteria(criteria));
    expect(status).toHaveTextContent('seeker@example.com');
  });

  it("an expired link shows the function's words and the way to subscribe again", async () => {
    window.history.replaceState(null, '', '/jobs/alerts/confirm?token=old');
    invoke.mockResolvedValue(refused());
    refusal.mockResolvedValue({ status: 410, message: 'The link expired.' });
    render(<AlertLinkAction action="confirm" />);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.pages.confirm.button }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link expired.');
    expect(screen.getByRole('link', { name: copy.pages.confirm.expired.link })).toHaveAttribute(
      'href',
      '/jobs#job-alerts',
    );
  });

  it('a failure (no answer, a 5xx) says so, keeps the button, and does not call the link expired', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/confirm?token=t2');
    invoke.mockResolvedValue(refused());
    refusal.mockResolvedValue({ status: 503, message: 'server: unavailable' });
    render(<AlertLinkAction action="confirm" />);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.pages.confirm.button }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(copy.pages.error.text);
    expect(alert).not.toHaveTextContent(copy.pages.confirm.expired.title);
    expect(screen.getByRole('button', { name: copy.pages.confirm.button })).toBeEnabled();
  });

  it('unsubscribes on the button and says the address is erased', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/unsubscribe?token=t1');
    invoke.mockResolvedValue(answer({ ok: true }));
    render(<AlertLinkAction action="unsubscribe" />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: copy.pages.unsubscribe.button }));
    expect(invoke).toHaveBeenCalledWith('job-alerts/unsubscribe', { token: 't1' });
    expect(await screen.findByRole('status')).toHaveTextContent(copy.pages.unsubscribe.done.title);
  });
});

describe('the criteria page', () => {
  it("reads the alert, shows its criteria, saves a change, and links to the alert's unsubscribe", async () => {
    window.history.replaceState(null, '', '/jobs/alerts/manage?token=m1');
    invoke.mockResolvedValueOnce(answer({ email: 'seeker@example.com', criteria }));
    render(<AlertCriteriaEditor />);
    // Laid out at once, disabled, while the alert loads: nothing moves when it arrives.
    expect(screen.getByRole('heading', { name: copy.pages.manage.loading })).toBeInTheDocument();
    expect(screen.getByLabelText(copy.fields.keywords)).toBeDisabled();
    expect(
      await screen.findByRole('heading', {
        name: copy.pages.manage.for.replace('{email}', 'seeker@example.com'),
      }),
    ).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('job-alerts/manage', { token: 'm1' });
    const keywords = screen.getByLabelText<HTMLInputElement>(copy.fields.keywords);
    expect(keywords).toBeEnabled();
    expect(keywords.value).toBe(criteria.keywords);
    expect(screen.getByLabelText<HTMLSelectElement>(copy.fields.workplace).value).toBe('onsite');
    expect(screen.getByRole('link', { name: copy.pages.manage.unsubscribe })).toHaveAttribute(
      'href',
      '/jobs/alerts/unsubscribe?token=m1',
    );

    const changed = { ...criteria, keywords: 'platform engineer' };
    invoke.mockResolvedValueOnce(
      answer({ ok: true, email: 'seeker@example.com', criteria: changed }),
    );
    const user = userEvent.setup();
    await user.clear(keywords);
    await user.type(keywords, 'platform engineer');
    await user.click(screen.getByRole('button', { name: copy.pages.manage.save }));
    expect(invoke).toHaveBeenLastCalledWith('job-alerts/manage', {
      token: 'm1',
      criteria: { ...criteria, keywords: 'platform engineer' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(describeCriteria(changed));
  });

  it('an alert that no longer exists says so', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/manage?token=gone');
    invoke.mockResolvedValue(refused());
    // The function's own words differ from the page's: the page shows its copy, not the reply's.
    refusal.mockResolvedValue({ status: 404, message: 'No such subscriber.' });
    render(<AlertCriteriaEditor />);
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.pages.manage.gone.title);
  });
});

it('describes criteria in words: any role, keywords, a place and the filters', () => {
  const none: AlertCriteria = { keywords: '', place: '', workplace: 'any', terms: 'any' };
  expect(describeCriteria(none)).toBe(copy.summary.anyRole);
  const text = describeCriteria(criteria);
  expect(text).toContain(criteria.keywords);
  expect(text).toContain(criteria.place);
  expect(text.toLowerCase()).toContain(copy.fields.workplaceChoices.onsite.toLowerCase());
  expect(text.toLowerCase()).toContain(copy.fields.termsChoices.contract.toLowerCase());
});

describe('criteria and addresses are shown exactly as typed', () => {
  // Text a String.replace with a string would read as a pattern ($' the rest, $` the start, $& the
  // match) or a placeholder of another template ({place}, {email}).
  const typed: AlertCriteria = {
    keywords: "$' $& {place}",
    place: '$` {criteria}',
    workplace: 'any',
    terms: 'any',
  };
  const [keywordsBefore, keywordsAfter] = copy.summary.keywords.split('{keywords}');
  const [placeBefore, placeAfter] = copy.summary.place.split('{place}');
  const expected = `${keywordsBefore}${typed.keywords}${keywordsAfter} ${placeBefore}${typed.place}${placeAfter}`;

  it('in words, as the pages and emails say them', () => {
    expect(describeCriteria(typed)).toBe(expected);
  });

  it('in the form\'s "check your inbox"', async () => {
    invoke.mockResolvedValue(answer({ ok: true }));
    render(<JobAlertForm labelledBy="t" />);
    const user = userEvent.setup();
    const address = "{hours}$'@example.com";
    await user.type(screen.getByLabelText(copy.fields.email), address.replace(/[{[]/g, '$&$&'));
    await user.click(screen.getByRole('button', { name: copy.submit }));
    const [before, rest] = copy.pending.text.split('{email}');
    const [between, after] = rest!.split('{hours}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${before}${address}${between}${PENDING_HOURS}${after}`,
    );
  });

  it('on the confirm page once confirmed', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/confirm?token=t3');
    invoke.mockResolvedValue(answer({ ok: true, email: "o'neil$'@example.com", criteria: typed }));
    render(<AlertLinkAction action="confirm" />);
    await userEvent.setup().click(screen.getByRole('button', { name: copy.pages.confirm.button }));
    const status = await screen.findByRole('status');
    const [before, rest] = copy.pages.confirm.done.text.split('{email}');
    const [between, after] = rest!.split('{criteria}');
    expect(status).toHaveTextContent(`${before}o'neil$'@example.com${between}${expected}${after}`, {
      normalizeWhitespace: true,
    });
  });

  it('on the criteria page, in its heading and once saved', async () => {
    window.history.replaceState(null, '', '/jobs/alerts/manage?token=m2');
    invoke.mockResolvedValue(answer({ ok: true, email: "$'@example.com", criteria: typed }));
    render(<AlertCriteriaEditor />);
    const [forBefore, forAfter] = copy.pages.manage.for.split('{email}');
    expect(
      await screen.findByRole('heading', { name: `${forBefore}$'@example.com${forAfter}` }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: copy.pages.manage.save }));
    const [savedBefore, savedAfter] = copy.pages.manage.saved.text.split('{criteria}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${savedBefore}${expected}${savedAfter}`,
    );
  });
});
