import { expect, type Locator, type Page, test } from '@playwright/test';
import { articleUi } from '../../content/article-ui';
import { clinicPages } from '../../content/clinic-pages';
import { faqGroups } from '../../content/faqs';
import { projectFaqs } from '../../content/project-faqs';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import { fill, ui } from '../../content/ui';
import { readPdf } from '../unit/pdf-reader';
import { isWide, openPage, showCarousel } from './helpers';

/** The clinic pages of issue #4, with their page title (h1 and breadcrumb) and a line of their body text. */
const clinicRoutes: Array<{ path: string; title: string; crumb?: string; text: string }> = [
  { path: '/about', title: pages.about.title, text: clinicPages.about.story.heading.title },
  { path: '/appointment', title: pages.appointment.title, text: clinicPages.appointment.form.title },
  { path: '/contact', title: pages.contact.title, text: clinicPages.contact.form.title },
  { path: '/service', title: pages.service.title, text: clinicPages.services.cards[1]!.title },
  { path: '/service_details', title: pages.service_details.title, text: clinicPages.serviceDetails.pathway.steps[1]!.title },
  { path: '/team', title: pages.team.title, text: team[7]!.name },
  { path: '/team_details', title: pages.team_details.title, text: clinicPages.teamDetails.roles.items[2]!.title },
  { path: '/project', title: pages.project.title, text: clinicPages.projects.projects[3]!.title },
  { path: '/project_details', title: pages.project_details.title, text: clinicPages.projectDetails.title },
  { path: '/testimonial', title: pages.testimonial.title, text: clinicPages.testimonial.stories.items[2]!.title },
  { path: '/faqs', title: pages.faqs.title, text: faqGroups[2]!.items[2]!.question },
  // A doctor's page is headed with the name; its breadcrumb says Team Details (tests/e2e/service-doctors.spec.ts).
  ...site.doctors.map((doctor) => ({ path: `/${doctor.slug}`, title: doctor.name, crumb: pages.doctor.title, text: doctor.biography[0]!.slice(0, 60) })),
];

/** Text as React's prerender writes it into HTML. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const regexText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('clinic pages without JavaScript', () => {
  test.skip(({ viewport }) => viewport?.width !== 1440, 'HTML does not depend on the viewport');

  for (const route of clinicRoutes) {
    test(`${route.path}: the HTML holds the breadcrumb, the h1 and the page's text`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${regexText(htmlText(route.title))}</h1>`));
      expect(html).toMatch(/<nav aria-label="Breadcrumb"/);
      expect(html).toContain(`aria-current="page" class="text-ink">${htmlText(route.crumb ?? route.title)}<`);
      expect(html).toContain(htmlText(route.text));
    });
  }

  test('/testimonial: all three descriptions are in the HTML, only the first shown', async ({ request }) => {
    const html = await (await request.get('/testimonial')).text();
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((match) => match[0]);
    expect(panels).toHaveLength(3);
    expect(panels.map((panel) => panel.includes(' hidden'))).toEqual([false, true, true]);
  });
});

test.describe('links on the clinic pages', () => {
  test.skip(({ viewport }) => viewport?.width !== 1440, 'links do not depend on the viewport');

  for (const route of clinicRoutes) {
    test(`${route.path}: every link in the page body leads to an existing page, none to '#' or to '/' as a stand-in`, async ({ page, request }) => {
      await openPage(page, route.path);
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const breadcrumbHome = await page.locator('main nav[aria-label="Breadcrumb"] a[href="/"]').count();
      expect(breadcrumbHome).toBe(1);
      expect(hrefs.filter((href) => href === '/')).toHaveLength(1); // the breadcrumb's, nothing else
      for (const href of new Set(hrefs)) {
        expect(href, 'no empty fragment link').not.toMatch(/^#/);
        if (!href.startsWith('/')) {
          expect(href).toMatch(/^(https:\/\/|tel:\+?\d+$|mailto:[^@\s]+@[^@\s]+$)/);
          continue;
        }
        const response = await request.get(href);
        expect(response.status(), `${href} from ${route.path}`).toBe(200);
      }
    });
  }
});

test.describe('about page', () => {
  test('shows the two statistics as counters ending at their values, the story and a Contact Us button', async ({ page }) => {
    await openPage(page, '/about');
    const stats = page.getByRole('region', { name: clinicPages.about.statisticsTitle });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toContainText('275k');
    await expect(stats).toContainText('Recovered Patients');
    await expect(stats).toContainText('90%');
    await expect(stats).toContainText('Satisfaction Rate');
    // The animation ends on the final value.
    await expect(stats.locator('[data-counter-value="275"]')).toBeAttached();
    await expect(stats.locator('[data-counter-value="90"]')).toBeAttached();
    await expect(page.getByRole('main')).not.toContainText(/\[[A-Za-z ]+\]/);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('testimonial tabs', () => {
  const stories = clinicPages.testimonial.stories.items;

  test('the first person is selected at first; a click selects another', async ({ page }) => {
    await openPage(page, '/testimonial');
    const tabs = page.getByRole('tablist', { name: clinicPages.testimonial.stories.tabListLabel }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const [index, story] of stories.entries()) {
      await expect(tabs.nth(index)).toContainText(story.name);
      await expect(tabs.nth(index)).toContainText(story.condition);
    }
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText(stories[0]!.title);

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(stories[2]!.title);
    await expect(panel).toHaveAccessibleName(new RegExp(stories[2]!.name));
    await expect(page.getByText(stories[0]!.title)).toBeHidden();
  });

  test('arrow keys, Home and End move between the tabs, with one tab stop', async ({ page }) => {
    await openPage(page, '/testimonial');
    const tabs = page.getByRole('tab');
    await tabs.nth(0).focus();
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(stories[1]!.title);

    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(stories[2]!.title);

    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft'); // wraps to the last
    await expect(tabs.nth(2)).toBeFocused();

    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(stories[0]!.title);

    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });

  test('the testimonial carousel and the four-post blog teaser follow', async ({ page }) => {
    await openPage(page, '/testimonial');
    const carousel = page.locator('[data-carousel="testimonialsPage"]');
    await showCarousel(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[1]!.text);
    await expect(page.getByRole('region', { name: clinicPages.testimonial.blog.title }).getByRole('listitem')).toHaveCount(4);
  });
});

/** The <details> elements of a list of questions. */
const detailsOf = (scope: Locator) => scope.locator('details');
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);
const arrowRotation = (details: Locator) => details.locator('summary svg').evaluate((svg) => getComputedStyle(svg).rotate);

test.describe('FAQ accordion', () => {
  test('three groups of three; the first of each open; each toggles on its own; the arrow turns while open', async ({ page }) => {
    await openPage(page, '/faqs');
    for (const group of faqGroups) await expect(page.getByRole('heading', { name: group.title })).toBeVisible();
    const all = detailsOf(page.getByRole('main'));
    await expect(all).toHaveCount(9);
    expect(await Promise.all(Array.from({ length: 9 }, (_, index) => isOpen(all.nth(index))))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    await expect(page.getByText(faqGroups[0]!.items[0]!.answer)).toBeVisible();
    await expect(page.getByText(faqGroups[0]!.items[1]!.answer)).toBeHidden();

    const openRotation = await arrowRotation(all.nth(0));
    const closedRotation = await arrowRotation(all.nth(1));
    expect(openRotation).not.toBe(closedRotation);

    // Opening the second question leaves the first open (not an exclusive accordion).
    await page.getByText(faqGroups[0]!.items[1]!.question).click();
    await expect(page.getByText(faqGroups[0]!.items[1]!.answer)).toBeVisible();
    expect(await isOpen(all.nth(0))).toBe(true);
    expect(await isOpen(all.nth(3))).toBe(true);

    // Closing the first leaves the second open; by keyboard too.
    await all.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(faqGroups[0]!.items[0]!.answer)).toBeHidden();
    expect(await isOpen(all.nth(1))).toBe(true);
  });

  test('works with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faqs');
    const all = detailsOf(page.getByRole('main'));
    await expect(all).toHaveCount(9);
    await expect(page.getByText(faqGroups[1]!.items[0]!.answer)).toBeVisible();
    await page.getByText(faqGroups[1]!.items[2]!.question).click();
    await expect(page.getByText(faqGroups[1]!.items[2]!.answer)).toBeVisible();
    await context.close();
  });

  test('project details: three questions, the third open at first', async ({ page }) => {
    await openPage(page, '/project_details');
    const faq = page.getByRole('region', { name: clinicPages.projectDetails.faq.heading.title });
    const all = detailsOf(faq);
    await expect(all).toHaveCount(3);
    expect([await isOpen(all.nth(0)), await isOpen(all.nth(1)), await isOpen(all.nth(2))]).toEqual([false, false, true]);
    await expect(faq.getByText(projectFaqs[2]!.answer)).toBeVisible();
    await faq.getByText(projectFaqs[0]!.question).click();
    await expect(faq.getByText(projectFaqs[0]!.answer)).toBeVisible();
    await expect(faq.getByText(projectFaqs[2]!.answer)).toBeVisible();
  });
});

test.describe('sliders', () => {
  test('appointment: the testimonial slider starts at the second testimonial and autoplays', async ({ page }) => {
    await openPage(page, '/appointment');
    const carousel = page.locator('[data-carousel="testimonialsAppointment"]');
    await showCarousel(carousel);
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[1]!.name);
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  });

  test('projects: the centred slider starts at the second project; the logo carousel shows the partners', async ({ page }) => {
    await openPage(page, '/project');
    const slider = page.locator('[data-carousel="projects"]');
    await showCarousel(slider);
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toContainText(clinicPages.projects.projects[1]!.title);
    await expect(active.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/project_details');
    if (isWide(page)) {
      // Centred: the active card's middle is the slider's middle.
      const [box, frame] = await Promise.all([active.boundingBox(), slider.locator('.swiper').boundingBox()]);
      expect(Math.abs(box!.x + box!.width / 2 - (frame!.x + frame!.width / 2))).toBeLessThan(4);
    }
    for (const partner of partners) await expect(page.locator(`[data-carousel="brands"] img[alt="${partner.name}"]`).first()).toBeAttached();
  });
});

test.describe('project details', () => {
  test('Service Report and Service Lists download real PDFs built from the content', async ({ page, request }) => {
    await openPage(page, '/project_details');
    const { serviceReport, serviceList } = clinicPages.projectDetails.downloads;
    for (const file of [serviceReport, serviceList]) {
      const link = page.getByRole('link', { name: file.label });
      await expect(link).toHaveAttribute('download', '');
      const href = await link.getAttribute('href');
      expect(href).toBe(file.path);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      // Read back as a PDF reader does: the title it shows, and the clinic's name (and, in the report, the fee in rupees) in the text.
      const pdf = await readPdf(body);
      expect(pdf.title).toBe(file.documentTitle);
      expect(pdf.pages[0]!.text).toContain(file.documentTitle);
      expect(pdf.text).toContain(site.practiceName);
      if (file === serviceReport) expect(pdf.text).toMatch(/costs ₹\d/);
    }
  });

  test('shows the hero, the action cards, the four visiting consultants and the call card with its hours', async ({ page }) => {
    await openPage(page, '/project_details');
    await expect(page.getByRole('img', { name: clinicPages.projectDetails.hero.alt })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Appointment' })).toHaveAttribute('href', '/appointment');
    await expect(page.getByRole('link', { name: 'Get Consultation' })).toHaveAttribute('href', '/contact');
    const consultants = page.getByRole('region', { name: clinicPages.projectDetails.consultants.title });
    for (const member of visitingConsultants) await expect(consultants).toContainText(`${member.name}${member.role}`);
    await expect(consultants.getByRole('listitem')).toHaveCount(4);
    const call = page.getByRole('region', { name: clinicPages.projectDetails.callCard.title });
    await expect(call).toContainText('Monday - Friday, 09:00 - 16:00');
    await expect(call.getByRole('link', { name: site.contact.phoneAlt })).toHaveAttribute('href', `tel:${site.contact.phoneAlt.replace(/[^\d+]/g, '')}`);
  });
});

test.describe('contact page', () => {
  test('the map loads from the map host only after the visitor asks for it', async ({ page }) => {
    const mapHost = new URL(site.contact.mapEmbedUrl).host;
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === mapHost) mapRequests.push(request.url());
    });
    // Answer the map host locally: the test must not depend on the internet.
    await page.route(`https://${mapHost}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }));

    await openPage(page, '/contact');
    const section = page.getByRole('region', { name: clinicPages.contact.map.title });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText(site.contact.address.street);
    await expect(section.getByRole('link', { name: new RegExp(clinicPages.contact.map.openInMaps) })).toHaveAttribute('href', site.contact.mapLinkUrl);
    await expect(section.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);

    await section.getByRole('button', { name: clinicPages.contact.map.loadButton }).click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', clinicPages.contact.map.iframeTitle);
    await expect(frame).toHaveAttribute('src', site.contact.mapEmbedUrl);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('three info boxes: e-mail, phone and street address', async ({ page }) => {
    await openPage(page, '/contact');
    const boxes = page.getByRole('heading', { name: clinicPages.contact.infoBoxes.label }).locator('xpath=following-sibling::ul');
    await expect(boxes.getByRole('listitem')).toHaveCount(3);
    await expect(boxes.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(boxes.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`);
    await expect(boxes).toContainText(`${site.contact.address.street}${site.contact.address.locality}, ${site.contact.address.city}`);
  });
});

test.describe('team and doctors', () => {
  test('/team: eight members in 1 column at 375 px and 4 at 1440 px; the doctors link to their profiles', async ({ page }) => {
    await openPage(page, '/team');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    const lefts = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(isWide(page) ? 4 : 1);
    for (const doctor of site.doctors) await expect(page.getByRole('link', { name: doctor.name, exact: true })).toHaveAttribute('href', `/${doctor.slug}`);
    // A social icon only for a configured profile: Dr. Rao has X, nobody else has any.
    await expect(page.getByRole('main').locator('a[target="_blank"]')).toHaveCount(site.doctors.flatMap((doctor) => doctor.social).length);
  });

  for (const doctor of site.doctors) {
    test(`/${doctor.slug}: breadcrumb Team Details, photo, name, title, experience, services, call and e-mail blocks`, async ({ page }) => {
      await openPage(page, `/${doctor.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Team Details');
      await expect(page.getByRole('img', { name: doctor.photoAlt })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: doctor.title })).toBeVisible();
      await expect(page.getByText(`${doctor.yearsOfExperience} years of experience`)).toBeVisible();
      for (const service of doctor.services) await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: service }).first()).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(page.getByRole('main').locator(`a[href="mailto:${doctor.email}"]`)).toBeVisible();
    });

    test(`/${doctor.slug}: leads with title, qualifications, registration and consulting days and hours, then the photo`, async ({ page }) => {
      await openPage(page, `/${doctor.slug}`);
      const main = page.getByRole('main');
      const name = main.getByRole('heading', { level: 2, name: doctor.title });
      await expect(main.getByRole('definition').filter({ hasText: doctor.qualifications })).toBeVisible();
      await expect(main.getByRole('definition').filter({ hasText: fill(articleUi.doctorProfile.registration, doctor.registration) })).toBeVisible();
      const hours = main.getByRole('definition').filter({ has: page.getByRole('list') });
      expect((await hours.getByRole('listitem').allInnerTexts()).map((line) => line.trim())).toEqual(consultingHoursShown[doctor.slug]);
      const nameBox = (await name.boundingBox())!;
      const photoBox = (await main.getByRole('img', { name: doctor.photoAlt }).boundingBox())!;
      const hoursBox = (await hours.boundingBox())!;
      // The name, registration and hours are on the first screen, above the fold, at both widths.
      expect(hoursBox.y + hoursBox.height).toBeLessThan(page.viewportSize()!.height + (await page.evaluate(() => window.scrollY)));
      if (isWide(page))
        expect(photoBox.x + photoBox.width).toBeLessThanOrEqual(nameBox.x); // beside: the photo on the left
      else expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(photoBox.y); // on a phone the name comes before the picture
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
    for (const doctor of site.doctors) await expect(menu.getByRole('link', { name: doctor.name, exact: true })).toHaveAttribute('href', `/${doctor.slug}`);
    await menu.getByRole('link', { name: site.doctors[1]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.doctors[1]!.slug}$`));
  });
});

/** The consulting hours each sample doctor's profile shows (content/site.ts), as a patient reads them. */
const consultingHoursShown: Record<string, string[]> = {
  'dr-ananya-rao': ['Monday - Friday: 09:00 - 13:00'],
  'dr-vikram-menon': ['Monday, Wednesday, Friday: 13:00 - 16:00', 'Tuesday, Thursday: 09:00 - 12:00'],
};

/** Asserts a form field's name, type and required flag. */
async function expectField(form: Locator, name: string, tag: 'input' | 'select' | 'textarea', type: string | null, required: boolean) {
  const field = form.locator(`${tag}[name="${name}"]`);
  await expect(field).toHaveCount(1);
  if (type) await expect(field).toHaveAttribute('type', type);
  if (required) await expect(field).toHaveAttribute('required', '');
  else await expect(field).not.toHaveAttribute('required');
  // Every field has a label.
  expect(await field.evaluate((element) => (element as HTMLInputElement).labels?.length ?? 0)).toBeGreaterThan(0);
  await expect(field).toHaveAccessibleName(/\S/);
}

/** An empty form is not sent: the error summary takes focus and the first required field is marked invalid (tests/e2e/booking.spec.ts has the words). */
async function expectBlockedWhenEmpty(page: Page, form: Locator, firstInvalid: string) {
  await form.getByRole('button', { name: /Book Appointment|Make Appointment|Send Message/ }).click();
  await expect(form.locator('[data-error-summary]')).toBeFocused();
  await expect(form.locator(`[name="${firstInvalid}"]`)).toHaveAttribute('aria-invalid', 'true');
  expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
  expect(page.url()).not.toContain('/thank-you');
}

test.describe('forms: required fields and types', () => {
  test('/appointment: form A posts to /api/appointments with the spec fields', async ({ page }) => {
    await openPage(page, '/appointment');
    const form = page.getByRole('form', { name: 'Appointment request' });
    await expect(form).toHaveAttribute('action', '/api/appointments');
    await expect(form).toHaveAttribute('method', 'post');
    await expectField(form, 'name', 'input', 'text', true);
    await expectField(form, 'email', 'input', 'email', true);
    await expectField(form, 'serviceName', 'select', null, false);
    await expectField(form, 'select', 'select', null, false);
    await expectField(form, 'number', 'input', 'tel', true);
    await expectField(form, 'booking_date', 'input', 'date', true);
    await expect(form.getByPlaceholder('Enter Name*')).toBeVisible();
    await expect(form.getByPlaceholder('Enter E-Mail*')).toBeVisible();
    await expect(form.getByPlaceholder('Enter Mobile Number*')).toBeVisible();
    const services = await form.locator('select[name="serviceName"] option').allTextContents();
    expect(services[0]).toBe('Select Services');
    expect(services).toHaveLength(13);
    expect(await form.locator('select[name="select"] option').allTextContents()).toEqual(['Select Doctors', ...site.doctors.map((doctor) => doctor.name)]);
    await expectBlockedWhenEmpty(page, form, 'name');
  });

  for (const path of ['/service', '/project_details']) {
    test(`${path}: form B posts to /api/appointments with the spec fields`, async ({ page }) => {
      await openPage(page, path);
      const form = page.getByRole('form', { name: 'Make an appointment' });
      await expect(form).toHaveAttribute('action', '/api/appointments');
      await expectField(form, 'countryname', 'select', null, false);
      await expectField(form, 'state', 'input', 'text', true);
      await expectField(form, 'number', 'input', 'text', true);
      await expectField(form, 'name', 'input', 'text', true);
      await expectField(form, 'email', 'input', 'email', true);
      await expectField(form, 'appoinment_date', 'input', 'date', true);
      expect(await form.locator('select[name="countryname"] option').allTextContents()).toEqual(['Country Origin', ...site.countries]);
      await expectBlockedWhenEmpty(page, form, 'state');
    });
  }

  test('/contact: the message form posts to /api/messages', async ({ page }) => {
    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toHaveAttribute('action', '/api/messages');
    await expectField(form, 'name', 'input', 'text', true);
    await expectField(form, 'email', 'input', 'email', true);
    await expectField(form, 'phone', 'input', 'tel', false);
    await expectField(form, 'message', 'textarea', null, true);
    await expectBlockedWhenEmpty(page, form, 'name');
  });

  test('/service: Pathology and Radiology cards with Read More to /service_details', async ({ page }) => {
    await openPage(page, '/service');
    for (const card of clinicPages.services.cards) {
      await expect(page.getByRole('heading', { name: card.title, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^Read More\\W+${card.title}$`) })).toHaveAttribute('href', '/service_details');
    }
  });
});
