/**
 * Accessibility as a keyboard and screen-reader user meets the pages, in a browser: axe on every
 * page and open menu or dialog, the focus order and its visible indicator, the skip link, menus,
 * dialogs and questions worked from the keyboard, the forms' announced results, reduced motion.
 * None of it is in the HTML alone.
 */
import type { Locator, Page } from '@playwright/test';
import { contactForm } from '../content/contact-form';
import { faqCategories } from '../content/faq';
import { contactCta, headerLinks, hireCta, servicesMenu } from '../content/navigation';
import { registrationForm } from '../content/registration-form';
import { PRIMARY_SKILLS, WORK_TYPES } from '../supabase/functions/_shared/core/rules.ts';
import { A11Y_WIDTHS as WIDTHS, seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { menuName, NOT_FOUND_PATH, pagesWithOnePost, SERVICES_BUTTON } from './site-pages';

/**
 * Each page is loaded once, as a phone visitor loads it (the first width), and read by axe at each
 * width in turn: the layout chooses by width in CSS alone (no component reads the width when it
 * mounts), so a page resized to a desktop's width is laid out as one loaded there. Between widths
 * the layout settles: two frames drawn and every finite animation the resize started finished.
 */
async function axeAtEveryWidth(page: Page, route: string) {
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (index === 0) await page.goto(route);
    else await settleLayout(page);
    expect(await seriousViolations(page), `${route} at ${width} px`).toEqual([]);
  }
}

/** Two frames drawn at the new size, and every finite animation or transition finished. */
async function settleLayout(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

test.describe(`axe at ${WIDTHS.join(' and ')} px`, () => {
  for (const route of pagesWithOnePost()) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      await axeAtEveryWidth(page, route);
    });
  }

  test.describe('404', () => {
    test.use({ failOnConsoleErrors: false }); // the 404 page logs the path it was asked for
    test('the 404 page has no serious or critical violations', async ({ page }) => {
      await axeAtEveryWidth(page, NOT_FOUND_PATH);
    });
  });
});

test.describe('axe with the menus open', () => {
  test('the open Services dropdown is clean', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: SERVICES_BUTTON })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the open mobile menu is clean', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test.describe('notice', () => {
    test.use({ noticeSeen: false });
    test('the open notice dialog is clean', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Important Notice' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

/** The focused element's outline (or ring) as the browser draws it. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      label: `${el.tagName.toLowerCase()} ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}`,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      ring: style.boxShadow !== 'none',
      visible: el.getBoundingClientRect().width > 0,
    };
  });
}

test.describe('keyboard', () => {
  test('Tab from the top reaches the skip link first; Enter moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab continues after the skip target, never back in the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement)),
    ).toBe(false);
  });

  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const route of ['/', '/about', '/knowledge-base']) {
        test(`every focus stop on ${route} shows a visible focus indicator`, async ({ page }) => {
          await page.goto(route);
          const seen: string[] = [];
          for (let i = 0; i < 60; i += 1) {
            await page.keyboard.press('Tab');
            const indicator = await focusIndicator(page);
            if (!indicator) break;
            if (seen.includes(indicator.label) && seen.length > 3 && indicator.label === seen[0])
              break;
            seen.push(indicator.label);
            expect(indicator.visible, indicator.label).toBe(true);
            expect(
              indicator.outline || indicator.ring,
              `no focus outline on ${indicator.label}`,
            ).toBe(true);
          }
          expect(seen.length).toBeGreaterThan(5);
        });
      }
    });
  }

  test('the Services dropdown opens with Space, walks every item with Tab and closes when focus leaves it', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: SERVICES_BUTTON });
    await services.focus();
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const items = nav.locator(`#${await services.getAttribute('aria-controls')}`).getByRole('link');
    const count = await items.count();
    expect(count).toBe(5);
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press('Tab');
      await expect(items.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(items.nth(count - 2)).toBeFocused();
    // Enter on an item follows it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/public-sector$/);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens from the keyboard, every link is reachable with Tab, Enter follows one and closes the menu', async ({
      page,
    }) => {
      await page.goto('/about');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const links = menu.getByRole('link');
      // Every service, every header link, and the Hire Talent and Contact Us buttons (content/navigation.ts).
      expect(await links.count()).toBe(
        servicesMenu.length + headerLinks.length + [hireCta, contactCta].length,
      );
      // The panel's search comes first, then the links, in the order Tab walks them.
      // The panel the toggle controls (the desktop Services dropdown is a no-JS menu too).
      const panel = await page
        .getByRole('button', { name: 'Close menu' })
        .getAttribute('aria-controls');
      const focusable = page
        .locator(`[id="${panel}"]`)
        .locator('a[href], input:not([type="hidden"]), button');
      const count = await focusable.count();
      expect(count).toBeGreaterThan(await links.count());
      for (let i = 0; i < count; i += 1) {
        await page.keyboard.press('Tab');
        await expect(focusable.nth(i)).toBeFocused();
        expect((await focusIndicator(page))?.outline).toBe(true);
      }
      await links
        .filter({ hasText: menuName('/staffing') })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/staffing$/);
      await expect(menu).toBeHidden();
    });
  });

  test.describe('notice dialog', () => {
    test.use({ noticeSeen: false });

    test('takes focus when it opens, keeps it inside, and gives it back to the page when closed', async ({
      page,
    }) => {
      await page.goto('/about');
      const dialog = page.getByRole('dialog', { name: 'Important Notice' });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await dialog.getByRole('button', { name: 'I Understand' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // Focus is back in the document, not lost in the removed dialog: Tab starts at the skip link.
      expect(
        await page.evaluate(
          () => document.activeElement === document.body || document.activeElement?.isConnected,
        ),
      ).toBe(true);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    });
  });
});

test.describe('knowledge base accordion (keyboard)', () => {
  /** What Chromium tells assistive technology about an element: its role, name and expanded state. */
  async function axOf(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value;
    await cdp.detach();
    return { role: node.role?.value, name: node.name?.value, expanded };
  }

  test('Enter and Space open one question at a time and collapse it again, announced as such', async ({
    page,
  }) => {
    await page.goto('/knowledge-base');
    const summaries = page.locator('main details > summary');
    await expect(summaries).toHaveCount(faqCategories.flatMap((category) => category.items).length);
    const [first, second] = [summaries.nth(0), summaries.nth(1)];
    const question = faqCategories[0].items[0].question;
    // Announced as an expandable control named by its question, collapsed (Chromium's role for a
    // summary, "…Grouped" when its <details> is part of an exclusive group).
    expect(await axOf(page, 'main details > summary')).toEqual({
      role: expect.stringMatching(/^DisclosureTriangle/),
      name: question,
      expanded: false,
    });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first.locator('..')).toHaveJSProperty('open', true);
    expect(await axOf(page, 'main details > summary')).toMatchObject({ expanded: true });
    // Tab reaches the next question (the open answer holds no controls of its own) and Space opens it.
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second.locator('..')).toHaveJSProperty('open', true);
    await expect(first.locator('..')).toHaveJSProperty('open', false);
    await page.keyboard.press('Enter');
    await expect(second.locator('..')).toHaveJSProperty('open', false);
    expect((await focusIndicator(page))?.outline).toBe(true);
  });
});

/** Whether a field is announced as required (native required or aria-required). */
async function isRequired(field: Locator): Promise<boolean> {
  return field.evaluate(
    (el) =>
      (el as HTMLInputElement).required === true || el.getAttribute('aria-required') === 'true',
  );
}

/** The toast's text must sit inside a live region so screen readers announce it. */
async function expectAnnounced(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true }).first();
  await expect(toast).toBeVisible();
  const live = await toast.evaluate((el) => {
    const region = el.closest('[aria-live], [role="status"], [role="alert"]');
    return region ? (region.getAttribute('aria-live') ?? region.getAttribute('role')) : null;
  });
  expect(live, `"${text}" is not inside a live region`).toMatch(/polite|assertive|status|alert/);
}

test.describe('contact form (keyboard, labels, required, announcements)', () => {
  test('every field is labelled and required, and the result is announced', async ({ page }) => {
    await page.goto('/#contact');
    const section = page.locator('#contact');
    await expect(section.locator('form')).toHaveCount(1);
    await page.route('**/functions/v1/send-contact-email', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"ok":true,"id":"test"}',
      }),
    );
    const fields = {
      name: section.getByLabel(/name/i).first(),
      email: section.getByLabel(/email/i).first(),
      subject: section.getByLabel(/subject/i),
      message: section.getByLabel(contactForm.fields.message, { exact: true }),
    };
    for (const [name, field] of Object.entries(fields)) {
      await expect(field, name).toBeVisible();
      expect(await isRequired(field), `${name} is announced as required`).toBe(true);
    }
    await expect(fields.email).toHaveAttribute('type', 'email');
    // Keyboard only: focus the first field, type, Tab to the next.
    await fields.name.focus();
    await page.keyboard.type('Jordan Example');
    await page.keyboard.press('Tab');
    await expect(fields.email).toBeFocused();
    await page.keyboard.type('jordan@example.com');
    await page.keyboard.press('Tab');
    await expect(fields.subject).toBeFocused();
    await page.keyboard.type('Contract DevOps engineer');
    await page.keyboard.press('Tab');
    await expect(fields.message).toBeFocused();
    await page.keyboard.type('We need two engineers for a six-month project.');
    await page.keyboard.press('Tab');
    const submit = section.getByRole('button', { name: /send/i });
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAnnounced(page, contactForm.sent.title);
  });
});

test.describe('registration form (keyboard, labels, required, announcements)', () => {
  test('labels, required state, keyboard checkboxes and the announced result', async ({ page }) => {
    await page.goto('/tech-refugee-program#register');
    const section = page.locator('#register');
    await expect(section.locator('form')).toHaveCount(1);
    await page.route('**/functions/v1/send-tech-refugee-form', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"ok":true,"id":"test"}',
      }),
    );
    const required = {
      [registrationForm.fields.fullName]: 'Riley Example',
      [registrationForm.fields.email]: 'riley@example.com',
      [registrationForm.fields.recentEmployer]: 'Example Corp',
      [registrationForm.fields.role]: 'Lead Data Engineer',
      [registrationForm.fields.careerGoal]: 'Lead a data platform team.',
    };
    for (const [label, value] of Object.entries(required)) {
      const field = section.getByLabel(label, { exact: true });
      await expect(field, label).toBeVisible();
      expect(await isRequired(field), `${label} is announced as required`).toBe(true);
      await field.focus();
      await page.keyboard.type(value);
    }
    await expect(
      section.getByLabel(registrationForm.fields.email, { exact: true }),
    ).toHaveAttribute('type', 'email');
    const linkedin = section.getByLabel(/linkedin/i);
    expect(await isRequired(linkedin)).toBe(false);

    const submit = section.getByRole('button', { name: /submit/i });
    await expect(submit).toBeDisabled();
    // Checkboxes are labelled and toggle with Space (Data Science, Remote: options the rules define).
    const [, dataScience] = PRIMARY_SKILLS;
    const [, , , remote] = WORK_TYPES;
    const skill = section.getByRole('checkbox', { name: dataScience });
    const workType = section.getByRole('checkbox', { name: remote });
    await skill.focus();
    await page.keyboard.press('Space');
    await expect(skill).toBeChecked();
    await workType.focus();
    await page.keyboard.press('Space');
    await expect(workType).toBeChecked();
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');
    await expectAnnounced(page, registrationForm.sent.title);
  });
});

test.describe('reduced motion', () => {
  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });

    test('scrolling is not animated and hash navigation lands at once', async ({ page }) => {
      await page.goto('/');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto');
      // A same-page link to #contact: two animation frames later the page is already there.
      const landed = await page.evaluate(async () => {
        const target = document.getElementById('contact');
        if (!target) return null;
        window.location.hash = '#contact';
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return { scrollY: window.scrollY, top: target.getBoundingClientRect().top };
      });
      expect(landed).not.toBeNull();
      expect(landed!.scrollY).toBeGreaterThan(200);
      expect(Math.abs(landed!.top - 88)).toBeLessThan(40); // header height + 1rem scroll padding
    });
  });

  test.describe('without the preference', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('smooth scrolling is on for everyone else', async ({ page }) => {
      await page.goto('/');
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('smooth');
    });
  });
});
