import { articleUi } from '../../content/article-ui';
import { doctorsOf, formalName } from '../../content/facts';
import { listServices } from '../../content/index/collections';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { fill } from '../../content/ui';
import { openPage } from './helpers';
import { expect, test } from './suite-test';

/**
 * Who treats what, as the pages show it: each service names its doctors, each doctor's page is headed with the name.
 */
test.describe('service pages name their doctors', () => {
  test.skip(({ viewport }) => viewport?.width !== 375, 'the links and the preselection do not depend on the width');

  for (const service of listServices()) {
    test(`/${service.slug}: its doctors, each with a profile link that answers and a book button that preselects both`, async ({
      page,
      request,
    }) => {
      const doctors = doctorsOf(service.label);
      expect(doctors.length).toBeGreaterThan(0);
      await openPage(page, `/${service.slug}`);
      const box = page.getByRole('region', { name: articleUi.servicePage.doctorsTitle });
      for (const doctor of doctors) {
        const profile = box.getByRole('link', { name: doctor.name, exact: true });
        await expect(profile).toHaveAttribute('href', `/${doctor.slug}`);
        expect((await request.get(`/${doctor.slug}`)).status()).toBe(200);
        await expect(
          box.getByRole('link', { name: fill(articleUi.servicePage.bookWith, { name: formalName(doctor) }) }),
        ).toBeVisible();
      }
      const book = box.getByRole('link', {
        name: fill(articleUi.servicePage.bookWith, { name: formalName(doctors[0]!) }),
      });
      await book.click();
      await page.waitForURL(/\/appointment\?/);
      const form = page
        .locator('form')
        .filter({ has: page.getByLabel('Doctor') })
        .first();
      await expect(form.getByLabel('Service')).toHaveValue(service.label);
      await expect(form.getByLabel('Doctor')).toHaveValue(doctors[0]!.name);
    });
  }

  test('the side box gives the clinic’s own phone and e-mail, as the header does', async ({ page }) => {
    await openPage(page, '/Hypertension');
    const aside = page.getByRole('complementary', { name: articleUi.servicePage.sidebarLabel });
    await expect(aside.locator(`a[href="mailto:${site.contact.email}"]`)).toBeVisible();
    await expect(aside.locator(`a[href="tel:${site.contact.phone.replace(/[^\d+]/g, '')}"]`)).toContainText(
      site.contact.phone,
    );
    await expect(aside).not.toContainText(site.contact.supportEmail);
  });
});

test.describe('a doctor’s page', () => {
  for (const doctor of site.doctors) {
    test(`/${doctor.slug}: headed with the name, the breadcrumb still "${pages.doctor.title}"`, async ({ request }) => {
      const html = await (await request.get(`/${doctor.slug}`)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${doctor.name.replace(/\./g, '\\.')}</h1>`));
      expect(html).toContain(`aria-current="page" class="text-ink">${pages.doctor.title}<`);
    });
  }
});
