import type { Locator } from '@playwright/test';
import { articleUi } from '../../content/article-ui';
import { site } from '../../content/site';
import { fill, ui } from '../../content/ui';
import { isWide, openPage } from './helpers';
import { expect, test } from './suite-test';

/** The team page, the doctors' cards and the menu that leads to them. */

/** The consulting hours each sample doctor's profile shows (content/site.ts), as a patient reads them. */
const consultingHoursShown: Record<string, string[]> = {
  'dr-ananya-rao': ['Monday - Friday: 09:00 - 13:00'],
  'dr-vikram-menon': ['Monday, Wednesday, Friday: 13:00 - 16:00', 'Tuesday, Thursday: 09:00 - 12:00'],
};

test.describe('team and doctors', () => {
  test('/team: eight members in 1 column at 375 px and 4 at 1440 px; the doctors link to their profiles', async ({
    page,
  }) => {
    await openPage(page, '/team');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    const lefts = await cards.evaluateAll((articles) =>
      articles.map((article) => Math.round(article.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(isWide(page) ? 4 : 1);
    for (const doctor of site.doctors)
      await expect(page.getByRole('link', { name: doctor.name, exact: true })).toHaveAttribute(
        'href',
        `/${doctor.slug}`,
      );
    // A social icon only for a configured profile: Dr. Rao has X, nobody else has any.
    await expect(page.getByRole('main').locator('a[target="_blank"]')).toHaveCount(
      site.doctors.flatMap((doctor) => doctor.social).length,
    );
  });

  for (const doctor of site.doctors) {
    test(`/${doctor.slug}: breadcrumb Team Details, photo, name, title, experience, services, call and e-mail blocks`, async ({
      page,
    }) => {
      await openPage(page, `/${doctor.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(
        'Team Details',
      );
      await expect(page.getByRole('img', { name: doctor.photoAlt })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: doctor.title })).toBeVisible();
      await expect(page.getByText(`${doctor.yearsOfExperience} years of experience`)).toBeVisible();
      for (const service of doctor.services)
        await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: service }).first()).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(page.getByRole('main').locator(`a[href="mailto:${doctor.email}"]`)).toBeVisible();
    });

    test(`/${doctor.slug}: leads with title, qualifications, registration and consulting days and hours, then the photo`, async ({
      page,
    }) => {
      await openPage(page, `/${doctor.slug}`);
      const main = page.getByRole('main');
      const name = main.getByRole('heading', { level: 2, name: doctor.title });
      await expect(main.getByRole('definition').filter({ hasText: doctor.qualifications })).toBeVisible();
      await expect(
        main
          .getByRole('definition')
          .filter({ hasText: fill(articleUi.doctorProfile.registration, doctor.registration) }),
      ).toBeVisible();
      const hours = main.getByRole('definition').filter({ has: page.getByRole('list') });
      expect((await hours.getByRole('listitem').allInnerTexts()).map((line) => line.trim())).toEqual(
        consultingHoursShown[doctor.slug],
      );
      const nameBox = (await name.boundingBox())!;
      const photoBox = (await main.getByRole('img', { name: doctor.photoAlt }).boundingBox())!;
      const hoursBox = (await hours.boundingBox())!;
      // The name, registration and hours are on the first screen, above the fold, at both widths.
      expect(hoursBox.y + hoursBox.height).toBeLessThan(
        page.viewportSize()!.height + (await page.evaluate(() => window.scrollY)),
      );
      if (isWide(page))
        expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(nameBox.x); // beside: the photo on the left
      // on a phone the name comes before the picture
      else expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(photoBox.y);
    });
  }

  test("team pages: each doctor's card shows the council registration", async ({ page }) => {
    for (const path of ['/team', '/team_details']) {
      await openPage(page, path);
      for (const doctor of site.doctors) {
        const card = page
          .getByRole('main')
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: doctor.name, exact: true }) });
        await expect(card.first()).toContainText(fill(ui.teamCard.registration, doctor.registration));
      }
    }
  });

  test('the main menu has a Doctors entry leading to each profile and the team', async ({ page }) => {
    await openPage(page, '/about');
    let menu: Locator;
    if (isWide(page)) menu = page.getByRole('navigation', { name: 'Main menu' });
    else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      menu = page.getByRole('dialog', { name: 'Menu' });
    }
    const doctors = menu.getByRole('button', { name: 'Doctors' });
    // The desktop dropdown opens on hover (a click would toggle it shut again); the off-canvas group on a tap.
    if (isWide(page)) await doctors.hover();
    else await doctors.click();
    await expect(doctors).toHaveAttribute('aria-expanded', 'true');
    for (const doctor of site.doctors)
      await expect(menu.getByRole('link', { name: doctor.name, exact: true })).toHaveAttribute(
        'href',
        `/${doctor.slug}`,
      );
    await menu.getByRole('link', { name: site.doctors[1]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.doctors[1]!.slug}$`));
  });
});
