/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { FaqAccordion } from '@/components/sections/FaqAccordion';
import { faqCategories } from '@/content/faq';

const [staffing, managed] = faqCategories;

function question(name: string) {
  return screen.getByRole('button', { name });
}

/** The answer panel a question button controls, found through aria-controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = document.getElementById(id as string);
  expect(panel).not.toBeNull();
  return panel as HTMLElement;
}

describe('FAQ accordion', () => {
  it('starts with every question closed, each button controlling its own answer', () => {
    render(<FaqAccordion items={staffing.items} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    staffing.items.forEach((item, index) => {
      const button = buttons[index];
      expect(button).toHaveAccessibleName(item.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).toHaveTextContent(item.answer);
      expect(panel).not.toBeVisible();
    });
    // Each question is a heading, so the page's outline lists them.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('opens one question at a time and collapses an open one again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={staffing.items} />);
    const first = question(staffing.items[0].question);
    const second = question(staffing.items[1].question);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(second)).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(second)).not.toBeVisible();
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(0);

    // Reopening after a collapse works, and the keyboard works like the mouse.
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps categories independent: opening a question in one leaves the other open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <section aria-label="one">
          <FaqAccordion items={staffing.items} />
        </section>
        <section aria-label="two">
          <FaqAccordion items={managed.items} />
        </section>
      </>,
    );
    const one = within(screen.getByRole('region', { name: 'one' }));
    const two = within(screen.getByRole('region', { name: 'two' }));
    await user.click(one.getByRole('button', { name: staffing.items[2].question }));
    await user.click(two.getByRole('button', { name: managed.items[0].question }));
    expect(one.getByRole('button', { name: staffing.items[2].question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(two.getByRole('button', { name: managed.items[0].question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('puts every answer in the server-rendered HTML, hidden until opened', () => {
    const html = renderToString(<FaqAccordion items={staffing.items} />);
    for (const item of staffing.items) {
      expect(html).toContain(item.answer);
    }
    expect(html.match(/style="display:none"/g)).toHaveLength(4);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(4);
    // Each button names its answer before any script runs.
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(controls).toHaveLength(4);
    for (const id of controls) expect(html).toContain(`id="${id}"`);
  });
});
