import { render, screen } from '@testing-library/react';
import { CurrentYear } from '@/components/layout/CurrentYear';

describe('footer copyright year', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the visitor's current year, not the build year, after New Year", () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T00:00:05') });
    render(
      <p>
        © <CurrentYear buildYear={2026} />
      </p>,
    );
    expect(screen.getByText(/©/)).toHaveTextContent('© 2027');
  });

  it('shows the same year on New Year’s Eve', () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T23:59:55') });
    render(
      <p>
        © <CurrentYear buildYear={2026} />
      </p>,
    );
    expect(screen.getByText(/©/)).toHaveTextContent('© 2026');
  });
});
