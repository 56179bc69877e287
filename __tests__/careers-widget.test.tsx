import { act, render as renderNow, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  CareersWidget,
  EMBED_SCRIPT_URL,
  EMBED_STYLESHEET_URL,
  EMPTY_JOB_MESSAGE,
} from '@/components/sections/CareersWidget';

const SITE = 'https://careers.example.zohorecruit.com';
const LISTING = `${SITE}/jobs/Careers`;
const TIMEOUT = 5000;

/** The widget as the careers page configures it, with test values. */
function Widget({ containerId }: { containerId?: string }) {
  return (
    <CareersWidget
      site={SITE}
      listingUrl={LISTING}
      timeoutMs={TIMEOUT}
      brandColor="#0f766e"
      embedStyle={3}
      containerId={containerId}
    />
  );
}

const scripts = () =>
  document.querySelectorAll<HTMLScriptElement>(`script[src="${EMBED_SCRIPT_URL}"]`);
const stylesheets = () =>
  document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"][href="${EMBED_STYLESHEET_URL}"]`,
  );

/** Renders, then lets the widget's own task run: it adds the provider's tags after hydration. */
function render(ui: React.ReactElement) {
  const result = renderNow(ui);
  act(() => {
    jest.runOnlyPendingTimers();
  });
  return result;
}

function fire(type: 'load' | 'error') {
  const [script] = scripts();
  act(() => {
    script.dispatchEvent(new Event(type));
  });
}

describe('careers widget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    delete window.rec_embed_js;
    jest.useRealTimers();
  });

  it('adds the provider tags in a task after the one that mounted it', () => {
    const { unmount } = renderNow(<Widget />);
    expect(scripts()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading open positions');
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(scripts()).toHaveLength(1);
    expect(stylesheets()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
  });

  it('adds nothing when it is unmounted before that task', () => {
    const { unmount } = renderNow(<Widget />);
    unmount();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    expect(scripts()).toHaveLength(0);
    expect(stylesheets()).toHaveLength(0);
  });

  it('adds the provider script and stylesheet once, even under StrictMode double effects', () => {
    render(
      <StrictMode>
        <Widget />
      </StrictMode>,
    );
    expect(scripts()).toHaveLength(1);
    expect(stylesheets()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading open positions');
  });

  it('initialises the job list with the load options when the script has loaded', () => {
    const load = jest.fn();
    render(<Widget containerId="jobs-here" />);
    window.rec_embed_js = { load };
    fire('load');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({
      widget_id: 'jobs-here',
      // copy-literals: the provider's name for the careers page (its embed snippet), not our copy
      page_name: 'Careers',
      source: 'CareerSite',
      site: SITE,
      brand_color: '#0f766e',
      empty_job_msg: 'No current openings. Please check back soon.',
    });
    const container = document.getElementById('jobs-here');
    expect(container).not.toBeNull();
    expect(container).toHaveClass('min-h-[800px]');
    // The wrapper the provider's stylesheet selects on, as its snippet nests it.
    expect(container?.closest('.embed_jobs_head3')?.parentElement).toHaveClass('embed_jobs_head2');
    expect(container?.closest('.embed_jobs_head')).toHaveClass('embed_jobs_with_style_3');
  });

  it('removes the script and stylesheet on unmount and adds them again, once, on return', () => {
    const { unmount } = render(<Widget />);
    expect(scripts()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
    expect(stylesheets()).toHaveLength(0);

    const load = jest.fn();
    window.rec_embed_js = { load };
    render(<Widget />);
    expect(scripts()).toHaveLength(1);
    expect(stylesheets()).toHaveLength(1);
    fire('load');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not initialise a widget that was unmounted before its script loaded', () => {
    const load = jest.fn();
    window.rec_embed_js = { load };
    const { unmount } = render(<Widget />);
    const [script] = scripts();
    unmount();
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the no-openings message and a link to the careers site at once when the script fails', () => {
    render(<Widget />);
    fire('error');
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
    expect(screen.getByRole('link', { name: /open our careers site/i })).toHaveAttribute(
      'href',
      LISTING,
    );
    expect(document.getElementById('rec_job_listing_div')).not.toBeVisible();
  });

  it('falls back the same way when the script loads but defines no widget', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Widget />);
    fire('load');
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
    // What is logged is the widget's own failure, not whatever else React might warn about.
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The careers embed script did not define rec_embed_js.' }),
    );
    spy.mockRestore();
  });
});

/** A stand-in provider: load() writes `html` into the container (or nothing). */
function provider(html: string | null) {
  window.rec_embed_js = {
    load: (options) => {
      if (html !== null) document.getElementById(options.widget_id)!.innerHTML = html;
    },
  };
}

/** Lets the MutationObserver's callback (a microtask) and React's update run. */
async function flush() {
  await act(async () => {});
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const fallback = () => screen.queryByText(EMPTY_JOB_MESSAGE, { selector: 'p' });

describe('careers widget states', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    delete window.rec_embed_js;
    jest.useRealTimers();
  });

  it('shows the jobs the provider renders and never falls back', async () => {
    render(<Widget />);
    provider('<ul><li><a href="#job-1">Lead Data Engineer</a></li></ul>');
    fire('load');
    await flush();
    expect(screen.getByRole('link', { name: 'Lead Data Engineer' })).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    advance(TIMEOUT * 3);
    expect(fallback()).toBeNull();
    expect(screen.getByTestId('careers-widget')).toHaveAttribute('data-status', 'jobs');
  });

  it("takes the provider's empty-board message as an answer, not a failure", async () => {
    render(<Widget />);
    provider(`<div class="rec-empty">${EMPTY_JOB_MESSAGE}</div>`);
    fire('load');
    await flush();
    advance(TIMEOUT * 3);
    const container = screen.getByTestId('careers-widget');
    expect(container).toHaveAttribute('data-status', 'empty');
    expect(container).toHaveTextContent(EMPTY_JOB_MESSAGE);
    expect(container).toBeVisible();
    expect(screen.queryByRole('link', { name: /open our careers site/i })).toBeNull();
  });

  it('falls back when the script loads but the container stays empty for the timeout', async () => {
    render(<Widget />);
    provider(null);
    fire('load');
    await flush();
    advance(TIMEOUT - 1);
    expect(fallback()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading open positions');
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
    expect(screen.getByRole('link', { name: /open our careers site/i })).toHaveAttribute(
      'href',
      LISTING,
    );
    expect(screen.getByTestId('careers-widget')).not.toBeVisible();
  });

  it('does not count an element without text (a spinner) as a rendered list', async () => {
    render(<Widget />);
    provider('<div class="spinner"><span></span></div>');
    fire('load');
    await flush();
    advance(TIMEOUT);
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
  });

  it('falls back when the script never arrives, and counts the wait from when it was added', () => {
    render(<Widget />);
    advance(TIMEOUT - 1);
    expect(fallback()).toBeNull();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
  });

  it('gives a script that loads late a full timeout to render', async () => {
    render(<Widget />);
    advance(TIMEOUT - 100);
    provider(null);
    fire('load');
    await flush();
    advance(TIMEOUT - 1);
    expect(fallback()).toBeNull();
    advance(1);
    expect(fallback()).not.toBeNull();
  });

  it('replaces the fallback with jobs that arrive after it', async () => {
    render(<Widget />);
    let late: ((html: string) => void) | undefined;
    window.rec_embed_js = {
      load: (options) => {
        late = (html) => {
          document.getElementById(options.widget_id)!.innerHTML = html;
        };
      },
    };
    fire('load');
    advance(TIMEOUT);
    expect(fallback()).not.toBeNull();
    act(() => late!('<a href="#job">Platform Engineer</a>'));
    await flush();
    expect(fallback()).toBeNull();
    expect(screen.getByRole('link', { name: 'Platform Engineer' })).toBeVisible();
  });

  it('links every opening on the careers site under the widget in every state', async () => {
    const listLink = () =>
      screen.getByRole('link', { name: /see every opening on our careers site/i });
    const { unmount } = render(<Widget />);
    expect(listLink()).toHaveAttribute('href', LISTING);
    provider('<a href="#job">Platform Engineer</a>');
    fire('load');
    await flush();
    expect(listLink()).toBeVisible();
    unmount();

    render(<Widget />);
    fire('error');
    expect(listLink()).toHaveAttribute('href', LISTING);
  });
});
