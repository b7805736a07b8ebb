import type { Locator, Page } from '@playwright/test';
import { appointmentPage } from '../../content/clinic-pages/appointment';
import { testimonials } from '../../content/testimonials';
import { openPage, showCarousel } from './helpers';
import { expect, newContextOnSuiteClock, test } from './suite-test';

// The appointment page's testimonial slider autoplays every 3000 ms (spec, 'States and transitions').
const activeIndex = (carousel: Locator) =>
  carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');

async function enhancedCarousel(page: Page): Promise<Locator> {
  const carousel = page.locator('[data-carousel="testimonialsAppointment"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-enhanced', 'true');
  await expect(carousel.locator('.swiper-slide-active')).toHaveCount(1);
  return carousel;
}

test.describe('carousel autoplay', () => {
  test.skip(({ viewport }) => viewport?.width !== 1440, 'behaviour does not depend on the width');

  test('advances by itself, and stops for good with its pause button', async ({ page }) => {
    await openPage(page, '/appointment');
    const carousel = await enhancedCarousel(page);
    await page.mouse.move(0, 0); // not hovering it
    const first = await activeIndex(carousel);
    await expect.poll(() => activeIndex(carousel), { timeout: 8000 }).not.toBe(first);
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.mouse.move(0, 0);
    const stopped = await activeIndex(carousel);
    await page.waitForTimeout(4500); // longer than one autoplay delay: it must not move
    expect(await activeIndex(carousel)).toBe(stopped);
  });

  test('pauses while a slide has keyboard focus', async ({ page }) => {
    await openPage(page, '/appointment');
    const carousel = await enhancedCarousel(page);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).focus();
    const focused = await activeIndex(carousel);
    await page.waitForTimeout(4500);
    expect(await activeIndex(carousel)).toBe(focused);
  });

  test('does not move under reduced motion', async ({ browser }) => {
    const context = await newContextOnSuiteClock(browser, {
      reducedMotion: 'reduce',
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await openPage(page, '/appointment');
    const carousel = await enhancedCarousel(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    const still = await activeIndex(carousel);
    await page.waitForTimeout(4500);
    expect(await activeIndex(carousel)).toBe(still);
    await context.close();
  });
});

// The booking page's testimonials load their code only as they come near (app/lib/lazy-on-approach.tsx).
test.describe('the booking page testimonials, on approach', () => {
  test.skip(({ viewport }) => viewport?.width !== 375, 'below the form only on a phone');
  const testimonialCode = /\/assets\/TestimonialCarousel-[^/]+\.js$/;

  test('are read from the page at once, and their code loads only when they come near', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => void (testimonialCode.test(request.url()) && loaded.push(request.url())));
    await openPage(page, '/appointment');
    const carousel = page.locator('[data-carousel="testimonialsAppointment"]');
    await expect(page.getByRole('heading', { name: appointmentPage.testimonials.title })).toBeAttached();
    await expect(carousel).toContainText(testimonials[0]!.name);
    await page.waitForTimeout(500); // time enough for a load the page should not make
    expect(loaded).toEqual([]);
    await showCarousel(carousel);
    expect(loaded).toHaveLength(1);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
  });

  test('come with the page when a link leads there', async ({ page }) => {
    await openPage(page, '/about');
    await page.locator('a[href="/appointment"]:visible').first().click();
    await expect(page).toHaveURL(/\/appointment$/);
    const carousel = page.locator('[data-carousel="testimonialsAppointment"]');
    await expect(carousel).toContainText(testimonials[0]!.name);
    await showCarousel(carousel);
  });
});
