import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { homeSections } from '../../content/home-sections';
import { homeVariants } from '../../content/home';
import { site } from '../../content/site';
import { partners } from '../../content/testimonials';
import { isWide, openPage, showCarousel } from './helpers';
import { specServicePaths } from './site-pages';
import { expect, newContextOnSuiteClock, test } from './suite-test';

const layouts = Object.keys(homeVariants) as Array<keyof typeof homeVariants>;
const section = (page: Page, name: string): Locator => page.locator(`[data-home-section="${name}"]`);

/** The distinct hrefs of the links inside a locator. */
async function hrefs(scope: Locator): Promise<string[]> {
  const all = await scope
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(all)].sort();
}

test.describe('home layouts', () => {
  for (const path of layouts) {
    test(`${path} shows its sections in the order of content/home.ts, under one h1`, async ({ page }) => {
      await openPage(page, path);
      const names = await page
        .locator('[data-home-section]')
        .evaluateAll((elements) => elements.map((el) => el.getAttribute('data-home-section')));
      expect(names).toEqual(homeVariants[path].sections);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeSections.hero.title);
      await expect(page.getByRole('heading', { level: 2, name: 'Elevating Customer Experience' })).toBeVisible();
    });

    test(`${path}: every link leads to a page that exists`, async ({ page, request }) => {
      test.skip(!isWide(page), 'the links do not depend on the width');
      await openPage(page, path);
      const links = await hrefs(page.locator('main'));
      expect(links.filter((href) => href === '#' || href === '')).toEqual([]);
      for (const href of links.filter((link) => link.startsWith('/'))) {
        const response = await request.get(encodeURI(href));
        expect(response.status(), href).toBe(200);
      }
    });
  }
});

/** The home layouts of content/home.ts that show a section. */
const layoutsWith = (name: string) =>
  layouts.filter((path) => (homeVariants[path].sections as readonly string[]).includes(name));

test.describe('Meet Our Best Doctors, on every layout that has it', () => {
  for (const path of layoutsWith('doctors')) {
    test(`${path}: the doctors link both profiles, and the carousel shows and moves between them`, async ({ page }) => {
      await openPage(page, path);
      const doctors = section(page, 'doctors');
      await expect(doctors.getByRole('heading', { level: 2 })).toHaveText('Meet Our Best Doctors');
      expect(await hrefs(doctors)).toEqual(expect.arrayContaining(site.doctors.map((doctor) => `/${doctor.slug}`)));
      // The two doctors are repeated for loop mode, but count as two: two bullets, slides 'n of 2'.
      const doctorsCarousel = doctors.getByRole('group', { name: homeSections.doctors.carouselLabel });
      await showCarousel(doctorsCarousel);
      const bullets = doctorsCarousel.getByRole('button', { name: /^Show slide \d of \d$/ });
      await expect(bullets).toHaveCount(site.doctors.length);
      await expect(bullets.first()).toHaveAccessibleName(`Show slide 1 of ${site.doctors.length}`);
      await expect(doctorsCarousel.locator('[aria-current="true"]')).toHaveCount(1);
      const slideLabels = await doctorsCarousel
        .locator('.swiper-slide')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
      expect(new Set(slideLabels)).toEqual(
        new Set(site.doctors.map((_, index) => `${index + 1} of ${site.doctors.length}`)),
      );
      // A click focuses the bullet, which pauses autoplay: what it shows then stays.
      for (const index of [1, 0]) {
        await bullets.nth(index).click();
        await expect(bullets.nth(index)).toHaveAttribute('aria-current', 'true');
        await expect(doctorsCarousel.locator('[aria-current="true"]')).toHaveCount(1);
        await expect(doctorsCarousel.locator('.swiper-slide-active')).toHaveAttribute(
          'aria-label',
          `${index + 1} of ${site.doctors.length}`,
        );
      }
    });
  }
});

test.describe('home (/)', () => {
  test('hero: booking button, phone at the side and the clinic’s social profiles in new tabs', async ({ page }) => {
    await openPage(page, '/');
    const hero = section(page, 'hero');
    await expect(hero.getByText('Members')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointment');
    await expect(hero.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`,
    );
    const social = hero.getByRole('navigation', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(site.social.length);
    for (const [index, profile] of site.social.entries()) {
      await expect(social.nth(index)).toHaveAttribute('href', profile.url);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
    }
  });

  test('counters end at 125K+ and 100%; the about block has 10+, the founding year and More About', async ({
    page,
  }) => {
    await openPage(page, '/');
    const counters = section(page, 'counters');
    await counters.scrollIntoViewIfNeeded();
    await expect(counters.locator('[data-counter-value]').first()).toHaveText('125K+', { timeout: 5000 });
    await expect(counters.locator('[data-counter-value]').nth(1)).toHaveText('100%', { timeout: 5000 });
    const about = section(page, 'about');
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(
      `About ${site.doctors[0]!.shortName}’s HealthCare`,
    );
    await expect(about.getByText(`Best Health Center Since - ${site.foundingYear}`)).toBeVisible();
    await expect(about.locator('[data-counter-value]')).toHaveText('10+', { timeout: 5000 });
    await expect(about.getByText('Years Of Experiences')).toBeVisible();
    await expect(about.getByRole('link', { name: 'More About' })).toHaveAttribute('href', '/about');
  });

  test('the services band links its three services and can be paused', async ({ page }) => {
    await openPage(page, '/');
    const band = page.getByRole('region', { name: 'What we do' });
    await expect(band.getByRole('link', { name: 'Diagnostic Tests' })).toHaveAttribute('href', '/Diagnostic-Tests');
    await expect(band.getByRole('link', { name: 'Treatment plans' })).toHaveAttribute('href', '/Treatment-Plans');
    await expect(band.getByRole('link', { name: 'Preventive care' })).toHaveAttribute('href', '/Preventive-Care');
    const pause = band.getByRole('button', { name: 'Pause the moving text' });
    await pause.click();
    // The button's name says what it will do next (not aria-pressed as well, which would read 'Play, pressed').
    const play = band.getByRole('button', { name: 'Play the moving text' });
    await expect(play).toBeFocused();
    await expect(play).not.toHaveAttribute('aria-pressed');
    expect(await band.locator('.home-marquee').evaluate((el) => getComputedStyle(el).animationPlayState)).toBe(
      'paused',
    );
    await play.click();
    await expect(band.getByRole('button', { name: 'Pause the moving text' })).toBeVisible();
    // Still paused while the pointer and focus are on the band; the button's own pause is off.
    await expect(band.locator('.home-marquee')).toHaveAttribute('data-paused', 'false');
  });

  test('services carousel links all twelve service pages and View All Services', async ({ page }) => {
    await openPage(page, '/');
    const services = section(page, 'services');
    const carousel = services.getByRole('group', { name: 'Our services' });
    expect(await hrefs(carousel)).toEqual([...specServicePaths].sort());
    await expect(services.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/service_details');
    await showCarousel(carousel);
    await expect(carousel.getByRole('button', { name: /^Show slide \d+ of 12$/ })).toHaveCount(12);
  });

  test('partner logos and the latest posts', async ({ page }) => {
    await openPage(page, '/');
    await expect(section(page, 'brands').getByRole('img', { name: partners[0]!.name }).first()).toBeAttached();
    const blog = section(page, 'blog');
    await expect(blog.getByRole('link', { name: 'View All Blog' })).toHaveAttribute('href', '/blog_grid');
    const posts = (await hrefs(blog)).filter((href) => href.startsWith('/blog/'));
    expect(posts).toHaveLength(homeSections.blog.count);
  });

  test('testimonials sit beside the booking form, which posts the spec’s fields', async ({ page }) => {
    await openPage(page, '/');
    const box = section(page, 'testimonials');
    await expect(box.getByRole('heading', { name: 'What our patients say' })).toBeVisible();
    await expect(box.getByRole('group', { name: 'Patient testimonials' })).toBeVisible();
    await expect(box.getByRole('heading', { name: 'Get Book Appointment' })).toBeVisible();
    for (const name of ['name', 'email', 'serviceName', 'select', 'number', 'booking_date'])
      await expect(box.locator(`form [name="${name}"]`)).toHaveCount(1);
    await expect(box.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('required', '');
  });

  test('the closing banner leads to the contact page', async ({ page }) => {
    await openPage(page, '/');
    await expect(section(page, 'closing').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('home two (/home2)', () => {
  test('hero: Research More, the research badge, and Watch A Video in a lightbox that returns focus', async ({
    page,
  }) => {
    await openPage(page, '/home2');
    const hero = section(page, 'heroVideo');
    await expect(hero.getByRole('link', { name: 'Research More' })).toHaveAttribute('href', '/about');
    await expect(hero.getByText('Research Center')).toBeVisible();
    await hero.locator('[data-counter-value]').scrollIntoViewIfNeeded();
    await expect(hero.locator('[data-counter-value]')).toHaveText('30+', { timeout: 5000 });
    await expect(page.locator('video')).toHaveCount(0); // nothing is fetched before it is asked for
    const opener = hero.getByRole('button', { name: 'Watch A Video' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: homeSections.video.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', homeSections.video.src);
    await expect(dialog.locator('video')).toHaveAttribute('controls', '');
    await expect(dialog.locator('video')).toHaveAttribute('preload', 'none');
    // The video and its captions are shipped with the site: no other host is asked.
    for (const [url, type] of [
      [homeSections.video.src, 'video/mp4'],
      [homeSections.video.captions, 'text/vtt'],
    ] as const) {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the open video lightbox has no axe violations', async ({ page }) => {
    await openPage(page, '/home2');
    await section(page, 'heroVideo').getByRole('button', { name: 'Watch A Video' }).click();
    await expect(page.getByRole('dialog', { name: homeSections.video.title })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('about with the two feature cards, the specialties band and the closing banner with phone and services link', async ({
    page,
  }) => {
    await openPage(page, '/home2');
    const about = section(page, 'aboutFeatures');
    await expect(about.getByRole('heading', { level: 3, name: 'Latest Equipments' })).toBeVisible();
    await expect(about.getByRole('heading', { level: 3, name: 'Patient Satisfaction' })).toBeVisible();
    const band = page.getByRole('region', { name: 'Specialists we work with' });
    for (const word of ['Gynecologist', 'Cardiologist', 'Neurologist'])
      await expect(band.getByText(word).first()).toBeVisible();
    const closing = section(page, 'closingPhone');
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('link', { name: /Our Services/ })).toHaveAttribute('href', '/service_details');
    await expect(closing.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', /^tel:\+91/);
  });

  test('skill bars count up from 0 to their values once seen', async ({ page }) => {
    await openPage(page, '/home2');
    const bars = section(page, 'skills').locator('[data-band]');
    await expect(bars).toHaveCount(homeSections.skills.bars.length);
    await expect(bars.first()).toHaveAttribute('data-value', '0');
    for (const [index, bar] of homeSections.skills.bars.entries()) {
      // Each bar counts once it is seen. The sections around it are drawn as they near the viewport
      // (content-visibility: auto), so one bar in view does not promise the next one is.
      await bars.nth(index).scrollIntoViewIfNeeded();
      await expect(bars.nth(index)).toHaveAttribute('data-value', String(bar.percent), { timeout: 5000 });
      await expect(bars.nth(index)).toHaveAttribute('data-band', 'excellent');
    }
  });

  test('department carousel has previous and next buttons and links its four services', async ({ page }) => {
    await openPage(page, '/home2');
    const departments = page.getByRole('group', { name: 'Medical departments' });
    await expect(departments.getByRole('button', { name: 'Previous slide' }).first()).toBeVisible();
    await expect(departments.getByRole('button', { name: 'Next slide' }).first()).toBeVisible();
    expect(await hrefs(departments)).toEqual(homeSections.departments.serviceSlugs.map((slug) => `/${slug}`).sort());
  });
});

test.describe('home three (/home3)', () => {
  test('expandable services: Dental Services open first; hover or keyboard focus opens another', async ({ page }) => {
    test.skip(!isWide(page), 'the row expands on wide screens; on phones every box shows its text');
    await openPage(page, '/home3');
    const boxes = section(page, 'expandable').getByRole('listitem');
    await expect(boxes).toHaveCount(5);
    await expect(boxes.filter({ hasText: 'Dental Services' })).toHaveAttribute('data-active', 'true');
    await expect(page.getByText(homeSections.expandable.boxes[3]!.text)).toBeHidden();
    await boxes.filter({ hasText: 'Neurology Care' }).hover();
    await expect(boxes.filter({ hasText: 'Neurology Care' })).toHaveAttribute('data-active', 'true');
    await expect(boxes.filter({ hasText: 'Dental Services' })).toHaveAttribute('data-active', 'false');
    await expect(page.getByText(homeSections.expandable.boxes[3]!.text)).toBeVisible();
    await page.getByRole('link', { name: 'Ophthalmology' }).focus();
    await expect(boxes.filter({ hasText: 'Ophthalmology' })).toHaveAttribute('data-active', 'true');
    for (const href of await hrefs(section(page, 'expandable'))) expect(href).toBe('/service_details');
  });

  test('portfolio of five specialty cards with arrows and bullets, and a team grid of four', async ({ page }) => {
    await openPage(page, '/home3');
    const portfolio = page.getByRole('group', { name: 'Specialist care' });
    await expect(portfolio.getByRole('button', { name: 'Next slide' }).first()).toBeVisible();
    await showCarousel(portfolio);
    await expect(
      portfolio.getByRole('button', { name: `Show slide 1 of ${homeSections.portfolio.cards.length}` }),
    ).toBeVisible();
    const titles = await portfolio.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(titles)).toEqual(new Set(homeSections.portfolio.cards.map((card) => card.title)));
    const team = section(page, 'team');
    await expect(team.getByRole('heading', { level: 2 })).toHaveText('Explore Our Team');
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(homeSections.team.memberNames);
  });
});

test.describe('home under reduced motion', () => {
  test('nothing moves on its own: no autoplay, the bands stand still, bars and counters show their values', async ({
    browser,
    page: projectPage,
  }) => {
    test.skip(!isWide(projectPage), 'checked once, in its own 1440 px context');
    const context = await newContextOnSuiteClock(browser, {
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await openPage(page, '/home2');
    await expect(page.locator('[data-carousel][data-autoplay="on"]')).toHaveCount(0);
    expect(
      await page
        .locator('.home-marquee')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await expect(section(page, 'skills').locator('[data-band]').first()).toHaveAttribute(
      'data-value',
      String(homeSections.skills.bars[0]!.percent),
    );
    await expect(section(page, 'counters').locator('[data-counter-value]').first()).toHaveText(
      `${site.statistics.satisfiedPatients.to}K+`,
    );
    await context.close();
  });
});
