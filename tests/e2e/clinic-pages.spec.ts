import type { Locator } from '@playwright/test';
import { clinicPages } from '../../content/clinic-pages';
import { faqGroups } from '../../content/faqs';
import { projectFaqs } from '../../content/project-faqs';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { team } from '../../content/team';
import { testimonials } from '../../content/testimonials';
import { arrowRotation, openPage, showCarousel } from './helpers';
import { expect, newContextOnSuiteClock, test } from './suite-test';

/**
 * The clinic pages (about, testimonials, FAQs) as HTML and in the browser; the sliders, downloads and contact:
 * clinic-pages-more.spec.ts; team and doctors: team-pages.spec.ts; the pages' forms: page-forms.spec.ts.
 */
/** The clinic pages of issue #4, with their page title (h1 and breadcrumb) and a line of their body text. */
const clinicRoutes: Array<{ path: string; title: string; crumb?: string; text: string }> = [
  { path: '/about', title: pages.about.title, text: clinicPages.about.story.heading.title },
  { path: '/appointment', title: pages.appointment.title, text: clinicPages.appointment.form.title },
  { path: '/contact', title: pages.contact.title, text: clinicPages.contact.form.title },
  { path: '/service', title: pages.service.title, text: clinicPages.services.cards[1]!.title },
  {
    path: '/service_details',
    title: pages.service_details.title,
    text: clinicPages.serviceDetails.pathway.steps[1]!.title,
  },
  { path: '/team', title: pages.team.title, text: team[7]!.name },
  { path: '/team_details', title: pages.team_details.title, text: clinicPages.teamDetails.roles.items[2]!.title },
  { path: '/project', title: pages.project.title, text: clinicPages.projects.projects[3]!.title },
  { path: '/project_details', title: pages.project_details.title, text: clinicPages.projectDetails.title },
  { path: '/testimonial', title: pages.testimonial.title, text: clinicPages.testimonial.stories.items[2]!.title },
  { path: '/faqs', title: pages.faqs.title, text: faqGroups[2]!.items[2]!.question },
  // A doctor's page is headed with the name; its breadcrumb says Team Details (tests/e2e/service-doctors.spec.ts).
  ...site.doctors.map((doctor) => ({
    path: `/${doctor.slug}`,
    title: doctor.name,
    crumb: pages.doctor.title,
    text: doctor.biography[0]!.slice(0, 60),
  })),
];

/** Text as React's prerender writes it into HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
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
    test(`${route.path}: every link in the page body leads to an existing page, none to '#' or to '/' as a stand-in`, async ({
      page,
      request,
    }) => {
      await openPage(page, route.path);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
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
  test('shows the two statistics as counters ending at their values, the story and a Contact Us button', async ({
    page,
  }) => {
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
    await expect(
      page.getByRole('region', { name: clinicPages.testimonial.blog.title }).getByRole('listitem'),
    ).toHaveCount(4);
  });
});

/** The <details> elements of a list of questions. */
const detailsOf = (scope: Locator) => scope.locator('details');
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

test.describe('FAQ accordion', () => {
  test('three groups of three; the first of each open; each toggles on its own; the arrow turns while open', async ({
    page,
  }) => {
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

    const openRotation = await arrowRotation(all.nth(0).locator('summary'));
    const closedRotation = await arrowRotation(all.nth(1).locator('summary'));
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
    const context = await newContextOnSuiteClock(browser, { javaScriptEnabled: false });
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
    expect([await isOpen(all.nth(0)), await isOpen(all.nth(1)), await isOpen(all.nth(2))]).toEqual([
      false,
      false,
      true,
    ]);
    await expect(faq.getByText(projectFaqs[2]!.answer)).toBeVisible();
    await faq.getByText(projectFaqs[0]!.question).click();
    await expect(faq.getByText(projectFaqs[0]!.answer)).toBeVisible();
    await expect(faq.getByText(projectFaqs[2]!.answer)).toBeVisible();
  });
});
