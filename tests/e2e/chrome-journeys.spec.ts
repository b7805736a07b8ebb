import type { Page } from '@playwright/test';
import { site } from '../../content/site';
import { isWide, openPage } from './helpers';
import { prerenderedPaths } from './site-pages';
import { expect, test } from './suite-test';

// Patient journeys through the page chrome (issue 18): help in an emergency from every page,
// the hours beside every "Call us", and a menu and search that work without JavaScript.

const EMERGENCY = `tel:${site.contact.emergencyPhone}`;
const AMBULANCE = `tel:${site.contact.ambulancePhone}`;
/** The sample clinic's hours (content/site.ts), as a patient reads them beside "Call us". */
const HOURS = 'Monday - Friday, 09:00 - 16:00';
const SHORT_HOURS = 'Mon - Fri, 09:00 - 16:00';
const LOGO_NAME = `${site.practiceName}, home page`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's emergency strip: visible, both numbers tap-to-call, outside <main>. */
async function expectEmergencyStrip(page: Page) {
  const strip = page.getByRole('banner').getByRole('paragraph').filter({ hasText: 'Emergency?' }).first();
  await expect(strip).toBeVisible();
  await expect(strip).toHaveText(
    `Emergency? Call ${site.contact.emergencyPhone} or ${site.contact.ambulancePhone} (ambulance)`,
  );
  await expect(strip.getByRole('link', { name: site.contact.emergencyPhone, exact: true })).toHaveAttribute(
    'href',
    EMERGENCY,
  );
  await expect(strip.getByRole('link', { name: site.contact.ambulancePhone, exact: true })).toHaveAttribute(
    'href',
    AMBULANCE,
  );
  expect(await strip.evaluate((el) => el.closest('main') === null)).toBe(true);
  // At the top of the page, in the first screen, on a phone too.
  const box = await strip.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(60);
}

test.describe('with JavaScript', () => {
  for (const path of ['/', '/appointment', '/project_details', '/Diabetes', '/blog/living-well-with-type-2-diabetes']) {
    test(`${path}: emergency strip in the header, and the logo link named by its visible words`, async ({ page }) => {
      await openPage(page, path);
      await expectEmergencyStrip(page);
      await expect(page.getByRole('banner').getByRole('link', { name: LOGO_NAME, exact: true })).toHaveAttribute(
        'href',
        '/',
      );
    });
  }

  test('the menu (small screens) or the side panel (wide screens) offers 112 and 108 first', async ({ page }) => {
    await openPage(page, '/about');
    const [button, name] = isWide(page)
      ? ['Open the services and contact panel', 'Services and contact']
      : ['Open menu', 'Menu'];
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('link', { name: site.contact.emergencyPhone, exact: true })).toHaveAttribute(
      'href',
      EMERGENCY,
    );
    await expect(dialog.getByRole('link', { name: site.contact.ambulancePhone, exact: true })).toHaveAttribute(
      'href',
      AMBULANCE,
    );
    await expect(dialog.getByRole('link', { name: site.contact.ambulancePhone, exact: true })).toBeInViewport();
    // Each number and address says what it is for.
    await expect(dialog.getByRole('link', { name: `Main line, for appointments ${site.contact.phone}` })).toBeVisible();
    await expect(dialog.getByRole('link', { name: `General e-mail ${site.contact.email}` })).toBeVisible();
  });

  test('every "Call us" shows the opening hours', async ({ page }) => {
    await openPage(page, '/');
    const hero = page.getByRole('region', { name: /./ }).first();
    await expect(
      hero.getByRole('link', { name: new RegExp(`Call us.*${escape(site.contact.phone)}.*Open ${HOURS}`) }),
    ).toBeVisible();
    if (!isWide(page)) {
      const call = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /Call Us/ });
      await expect(call).toHaveText(`Call Us${SHORT_HOURS}`);
      await expect(call).toBeVisible();
    }
    await openPage(page, '/appointment');
    const booking = page.getByRole('link', { name: `Call us: ${site.contact.phone}` });
    await expect(booking).toBeVisible();
    await expect(booking.locator('xpath=following-sibling::*[1]')).toHaveText(`Open ${HOURS}`);
    await openPage(page, '/project_details');
    const card = page.getByRole('region', { name: 'Call Us', exact: true });
    await expect(card).toContainText(`Landline${site.contact.phoneAlt}Open ${HOURS}`);
    await openPage(page, '/contact');
    await expect(page.getByRole('link', { name: `Landline ${site.contact.phoneAlt}` })).toBeVisible();
    await expect(page.getByText(`Open ${HOURS}`, { exact: true })).toBeVisible();
  });

  test('a service page says which number and address are for what', async ({ page }) => {
    await openPage(page, '/Diabetes');
    // The side box gives the clinic's own main line and e-mail, the same as every other contact box (no page-specific
    // numbers).
    const side = page
      .getByRole('complementary', { name: /./ })
      .filter({ has: page.getByRole('link', { name: /General e-mail/ }) });
    await expect(side.getByRole('link', { name: `Main line, for appointments ${site.contact.phone}` })).toBeVisible();
    await expect(side.getByRole('link', { name: `General e-mail ${site.contact.email}` })).toBeVisible();
    await expect(side).toContainText(`Open ${HOURS}`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page: the emergency strip outside <main>, and no "anytime"', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/404', ...prerenderedPaths()]) {
      await page.goto(encodeURI(path));
      await expect(
        page.getByRole('banner').getByRole('link', { name: site.contact.emergencyPhone, exact: true }),
        path,
      ).toHaveAttribute('href', EMERGENCY);
      await expect(
        page.getByRole('banner').getByRole('link', { name: site.contact.ambulancePhone, exact: true }),
        path,
      ).toHaveAttribute('href', AMBULANCE);
      // The banner is outside <main>: the strip is there even on a page whose main content has none.
      expect(
        await page.locator('header a[href^="tel:"]').evaluateAll((links) => links.some((link) => link.closest('main'))),
        path,
      ).toBe(false);
      expect(await page.content(), path).not.toMatch(/anytime/i);
    }
  });

  test('the strip is at the top of the first screen', async ({ page }) => {
    await page.goto('/');
    await expectEmergencyStrip(page);
  });

  test('the menu button opens a list of every page, and its links navigate', async ({ page }) => {
    await page.goto('/about');
    const summary = page.getByRole('banner').locator('summary', { hasText: 'Open menu' });
    await expect(summary).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await summary.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Endocrinal Disorders' })).toHaveAttribute(
      'href',
      '/Endocrinal(Endocrine)-Disorders',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: site.contact.ambulancePhone, exact: true }).last(),
    ).toBeVisible();
    await menu.getByRole('link', { name: 'Diabetes', exact: true }).click();
    await expect(page).toHaveURL(/\/Diabetes$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Diabetes');
  });

  test('the search button leads to the search page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole('searchbox').first()).toBeVisible();
  });

  test('every "Call us" shows the opening hours', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: new RegExp(`Call us.*Open ${HOURS}`) }).first()).toBeVisible();
    if (!isWide(page))
      await expect(
        page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /Call Us/ }),
      ).toContainText(SHORT_HOURS);
    await page.goto('/appointment');
    await expect(page.getByText(`Open ${HOURS}`).first()).toBeVisible();
  });
});
