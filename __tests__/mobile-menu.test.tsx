import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/layout/MobileMenu';
import { contactCta, headerLinks, hireCta, servicesMenu } from '@/content/navigation';
import { searchCopy } from '@/content/search';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

function renderMenu() {
  const search = {
    label: searchCopy.label,
    landmark: searchCopy.landmark,
    placeholder: searchCopy.placeholder,
    submit: searchCopy.submit,
  };
  render(
    <MobileMenu
      services={servicesMenu}
      links={headerLinks}
      hire={hireCta}
      cta={contactCta}
      search={search}
    />,
  );
  return screen.getByRole('button', { name: /menu/i });
}

describe('mobile menu', () => {
  it('is closed at first and opens and closes with its toggle', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    for (const item of [...servicesMenu, ...headerLinks, hireCta, contactCta]) {
      expect(screen.getByRole('link', { name: item.name })).toHaveAttribute('href', item.href);
    }
    expect(nav).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor chooses a link', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: headerLinks[0].name }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const toggle = renderMenu();
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
  });

  it('sends its search by a named submit button, which Tab reaches after the box', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    const box = screen.getByRole('searchbox', { name: searchCopy.label });
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    const send = within(form).getByRole('button', { name: searchCopy.submit });
    expect(send).toHaveAttribute('type', 'submit');
    box.focus();
    await user.tab();
    expect(send).toHaveFocus();
  });
});
