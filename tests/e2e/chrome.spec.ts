import { site } from '../../content/site';
import { ui } from '../../content/ui';
import { arrowRotation, builtYear, isWide, openPage, scrollToEnd, scrollToY } from './helpers';
import { expect, test } from './suite-test';

test.describe('header', () => {
  test('becomes fixed at the top from 250 px of scroll', async ({ page }) => {
    await openPage(page, '/Diabetes');
    const bar = page.locator('[data-sticky]');
    await scrollToY(page, 200);
    await expect(bar).toHaveAttribute('data-sticky', 'false');
    await scrollToY(page, 260);
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
  });

  // The scroll writes the bar's state to the page, not through React
  // (docs/decisions/0095-the-chrome-follows-the-scroll-without-rendering.md): a render of the header for another
  // reason must leave it as the scroll set it, and the content must not jump under it.
  test('stays fixed, holding its place, while the header renders again for a panel', async ({ page }) => {
    await openPage(page, '/Diabetes');
    const bar = page.locator('[data-sticky]');
    const heading = page.getByRole('heading', { level: 1 });
    const headingTop = async () => page.evaluate(() => document.querySelector('h1')!.getBoundingClientRect().top);
    const before = await headingTop();
    await scrollToY(page, 300);
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(await headingTop()).toBeCloseTo(before - 300, 0);
    await page.getByRole('button', { name: ui.header.searchButton }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute('data-sticky', 'false');
    await expect(heading).toBeInViewport();
    expect(await headingTop()).toBeCloseTo(before, 0);
  });

  // The depth is read once on mount, after the first layout (app/hooks/useWindowScroll.ts): a page reloaded mid-way,
  // whose scroll React Router restores before hydration, starts with the bar fixed and the scroll-to-top shown.
  test('is fixed at once on a page reloaded mid-way', async ({ page }) => {
    await openPage(page, '/Diabetes');
    await scrollToY(page, 600);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(page.locator('[data-sticky]')).toHaveAttribute('data-sticky', 'true');
    await expect(page.locator('button.scroll-to-top')).toHaveAttribute('data-active', 'true');
  });

  test('has the logo link home, the appointment button and the right menu control for the width', async ({ page }) => {
    await openPage(page, '/about');
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(`${site.practiceName}, home page`) }),
    ).toHaveAttribute('href', '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const panelButton = page.getByRole('button', { name: 'Open the services and contact panel' });
    if (isWide(page)) {
      await expect(panelButton).toBeVisible();
      await expect(menuButton).toBeHidden();
      await expect(page.getByRole('link', { name: 'get Appointment' })).toHaveAttribute('href', '/appointment');
    } else {
      await expect(menuButton).toBeVisible();
      await expect(panelButton).toBeHidden();
    }
  });

  test('wide screens: dropdowns open by keyboard, list the twelve services, and close on Escape', async ({ page }) => {
    test.skip(!isWide(page), 'desktop menu');
    await openPage(page, '/');
    const services = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => arrowRotation(services)).toBe('180deg');
    const list = page.locator('#' + (await services.getAttribute('aria-controls')));
    await expect(list.getByRole('link')).toHaveCount(12);
    await expect(list.getByRole('link', { name: 'Endocrinal Disorders' })).toHaveAttribute(
      'href',
      '/Endocrinal(Endocrine)-Disorders',
    );
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => arrowRotation(services)).toBe('none');
    await expect(services).toBeFocused();
    const home = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Home' });
    await home.hover();
    await expect(home).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Coming Soon').first()).toBeVisible();
  });
});

test.describe('panels', () => {
  test('small screens: the off-canvas menu traps focus, expands one group at a time, closes on Escape and returns focus', async ({
    page,
  }) => {
    test.skip(isWide(page), 'hamburger is for small screens');
    await openPage(page, '/about');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const pages = dialog.getByRole('button', { name: 'Pages' });
    const blog = dialog.getByRole('button', { name: 'Blog' });
    await pages.click();
    await expect(pages).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => arrowRotation(pages)).toBe('180deg');
    await blog.click();
    await expect(blog).toHaveAttribute('aria-expanded', 'true');
    await expect(pages).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => arrowRotation(blog)).toBe('180deg');
    await expect.poll(() => arrowRotation(pages)).toBe('none');
    await expect(dialog.getByRole('textbox', { name: 'Your e-mail address' })).toHaveAttribute('required', '');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('wide screens: the side panel opens, closes on its overlay and returns focus', async ({ page }) => {
    test.skip(!isWide(page), 'side panel is for wide screens');
    await openPage(page, '/about');
    const opener = page.getByRole('button', { name: 'Open the services and contact panel' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Services and contact' });
    await expect(dialog.getByRole('heading', { name: 'What Services We Provide?' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Have Questions? Contact Our Team!' })).toBeVisible();
    await expect(dialog.getByText(site.contact.email)).toBeVisible();
    await page.mouse.click(40, 400); // the overlay, left of the right-hand panel
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the close button closes a panel', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Here' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
  });

  test('search: the field is required and a query opens the results page', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Here' });
    const field = dialog.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('placeholder', 'Search here...');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/about$/);
    await field.fill('diabetes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=diabetes$/);
  });
});

test.describe('footer and bars', () => {
  test('footer: newsletter with an optional unticked terms box, link groups, copyright year', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Your e-mail address' }).first();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    // The spec's terms box names what the clinic has, its privacy notice, and the notice beside it links there.
    const terms = footer.getByRole('checkbox', { name: 'I have read the privacy notice' });
    await expect(terms).not.toBeChecked();
    await expect(footer.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute('href', '/privacy');
    expect(await terms.getAttribute('required')).toBeNull();
    for (const name of ['Home', 'About', 'Appointment', 'Blog', 'Contact'])
      await expect(
        footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name, exact: true }),
      ).toBeVisible();
    for (const name of ['Diagnostic Tests', 'Treatment plans', 'Preventive care'])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer).toContainText(`© ${await builtYear(page, '/about')} ${site.practiceName}`);
  });

  test('privacy notice: sections after the first left undrawn while far below, drawn as the reader reaches them', async ({
    page,
  }) => {
    // The first frame lays out only what can be seen
    // (docs/decisions/0103-the-first-frame-lays-out-what-can-be-seen.md).
    await openPage(page, '/privacy');
    const sections = page.locator('main article section');
    // A skipped section keeps its own box; what it holds is what goes undrawn.
    const drawn = (index: number) =>
      sections
        .nth(index)
        .locator('h2')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    const last = (await sections.count()) - 1;
    expect(last).toBeGreaterThan(2);
    expect(await drawn(0)).toBe(true);
    expect(await drawn(last)).toBe(false);
    // Its words are in the page all along (find in page, a screen reader), and drawn once scrolled to.
    const heading = sections.nth(last).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(/\S/);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(heading).toBeInViewport();
  });

  test('footer: left undrawn while far below, drawn once focus or the reader reaches it', async ({ page }) => {
    // content-visibility: auto keeps it out of the restyle after the paint
    // (docs/decisions/0018-footer-skipped-until-near.md).
    const drawn = () =>
      page
        .locator('footer > div')
        .first()
        .evaluate((box) => box.checkVisibility({ contentVisibilityAuto: true }));
    await openPage(page, '/Poisoning');
    expect(await drawn()).toBe(false);
    // Keyboard: focus moving into the footer draws it.
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'Your e-mail address' }).first().focus();
    await expect.poll(drawn).toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).first()).toBeInViewport();

    // Scrolling: reaching the end of a page draws it, copyright line included.
    await openPage(page, '/Infectious-Diseases');
    expect(await drawn()).toBe(false);
    await scrollToEnd(page);
    await expect.poll(drawn).toBe(true);
    // Drawn, it has its real height (the placeholder was an estimate): go to the very end again.
    await scrollToEnd(page);
    const copyright = page.getByRole('contentinfo').getByText(`© ${await builtYear(page, '/Infectious-Diseases')}`);
    await expect(copyright).toBeInViewport();
    // Nor does the scroll-to-top button, shown at the end of every page, cover the copyright line.
    const button = page.getByRole('button', { name: ui.scrollTop });
    await expect(button).toBeInViewport();
    // The text's own extent (a range over it), not its full-width paragraph box.
    const line = await copyright.evaluate((paragraph) => {
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    const circle = (await button.boundingBox())!;
    const apart =
      line.x + line.width <= circle.x || circle.y + circle.height <= line.y || line.y + line.height <= circle.y;
    expect(apart).toBe(true);
  });

  test('mobile bar below 768 px: book, second opinion, WhatsApp with the message, call', async ({ page }) => {
    await openPage(page, '/about');
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    if (isWide(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appointment');
    await expect(bar.getByRole('link', { name: 'Second Opinion' })).toHaveAttribute('href', '/appointment');
    const whatsapp = await bar.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toBe(
      `https://wa.me/${site.contact.whatsappNumber}?text=${encodeURIComponent(site.contact.whatsappMessage)}`,
    );
    const call = bar.getByRole('link', { name: 'Call Us' });
    await expect(call).toHaveAttribute('href', `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`);
    // The hours under it break between the days and a session, never inside a time ("09:00 -" above "16:00").
    const linesOfEachPart = await call
      .locator('span.whitespace-nowrap')
      .evaluateAll((parts) => parts.map((part) => part.getClientRects().length));
    expect(linesOfEachPart.length).toBeGreaterThan(1);
    expect(linesOfEachPart.every((lines) => lines === 1)).toBe(true);
  });

  test('scroll-to-top is active above 50 px, shows progress and scrolls back up', async ({ page }) => {
    await openPage(page, '/blog_grid');
    const button = page.locator('button[data-active]');
    await expect(button).toHaveAttribute('data-active', 'false');
    await scrollToY(page, 40);
    await expect(button).toHaveAttribute('data-active', 'false');
    await scrollToY(page, 800);
    await expect(button).toHaveAttribute('data-active', 'true');
    expect(Number(await button.locator('[data-progress]').getAttribute('data-progress'))).toBeGreaterThan(0);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('a route change opens the new page at the top', async ({ page }) => {
    await openPage(page, '/blog_grid');
    await scrollToY(page, 1200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await page.waitForFunction(() => window.scrollY === 0);
  });
});
