import { act, render as renderNow, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import {
  CareersWidget,
  EMBED_SCRIPT_URL,
  EMBED_STYLESHEET_URL,
  EMPTY_JOB_MESSAGE,
} from '@/components/sections/CareersWidget';

const SITE = 'https://careers.example.zohorecruit.com';

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
    const { unmount } = renderNow(<CareersWidget site={SITE} />);
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
    const { unmount } = renderNow(<CareersWidget site={SITE} />);
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
        <CareersWidget site={SITE} />
      </StrictMode>,
    );
    expect(scripts()).toHaveLength(1);
    expect(stylesheets()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading open positions');
  });

  it('initialises the job list with the load options when the script has loaded', () => {
    const load = jest.fn();
    render(<CareersWidget site={SITE} containerId="jobs-here" />);
    window.rec_embed_js = { load };
    fire('load');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({
      widget_id: 'jobs-here',
      page_name: 'Careers',
      source: 'CareerSite',
      site: SITE,
      empty_job_msg: 'No current openings. Please check back soon.',
    });
    const container = document.getElementById('jobs-here');
    expect(container).not.toBeNull();
    expect(container).toHaveClass('min-h-[800px]');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('removes the script and stylesheet on unmount and adds them again, once, on return', () => {
    const { unmount } = render(<CareersWidget site={SITE} />);
    expect(scripts()).toHaveLength(1);
    unmount();
    expect(scripts()).toHaveLength(0);
    expect(stylesheets()).toHaveLength(0);

    const load = jest.fn();
    window.rec_embed_js = { load };
    render(<CareersWidget site={SITE} />);
    expect(scripts()).toHaveLength(1);
    expect(stylesheets()).toHaveLength(1);
    fire('load');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not initialise a widget that was unmounted before its script loaded', () => {
    const load = jest.fn();
    window.rec_embed_js = { load };
    const { unmount } = render(<CareersWidget site={SITE} />);
    const [script] = scripts();
    unmount();
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the no-openings message and a link to the careers site when the script fails', () => {
    render(<CareersWidget site={SITE} />);
    fire('error');
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
    expect(screen.getByRole('link', { name: /careers site/i })).toHaveAttribute('href', SITE);
    expect(document.getElementById('rec_job_listing_div')).toBeNull();
  });

  it('falls back the same way when the script loads but defines no widget', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<CareersWidget site={SITE} />);
    fire('load');
    expect(screen.getByRole('status')).toHaveTextContent(EMPTY_JOB_MESSAGE);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
