import { clinicPages } from '../../content/clinic-pages';
import { site } from '../../content/site';
import { visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import { readPdf } from '../unit/pdf-reader';
import { isWide, openPage, showCarousel } from './helpers';
import { expect, test } from './suite-test';

/** The clinic pages' sliders, the project details with their PDFs, and the contact page. */
test.describe('sliders', () => {
  test('appointment: the testimonial slider starts at the second testimonial and autoplays', async ({ page }) => {
    await openPage(page, '/appointment');
    const carousel = page.locator('[data-carousel="testimonialsAppointment"]');
    await showCarousel(carousel);
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[1]!.name);
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
  });

  test('projects: the centred slider starts at the second project; the logo carousel shows the partners', async ({
    page,
  }) => {
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
    for (const partner of partners)
      await expect(page.locator(`[data-carousel="brands"] img[alt="${partner.name}"]`).first()).toBeAttached();
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
      // Read back as a PDF reader does: the title it shows, and the clinic's name (and, in the report, the fee in
      // rupees) in the text.
      const pdf = await readPdf(body);
      expect(pdf.title).toBe(file.documentTitle);
      expect(pdf.pages[0]!.text).toContain(file.documentTitle);
      expect(pdf.text).toContain(site.practiceName);
      if (file === serviceReport) expect(pdf.text).toMatch(/costs ₹\d/);
    }
  });

  test('shows the hero, the action cards, the four visiting consultants and the call card with its hours', async ({
    page,
  }) => {
    await openPage(page, '/project_details');
    await expect(page.getByRole('img', { name: clinicPages.projectDetails.hero.alt })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Appointment' })).toHaveAttribute('href', '/appointment');
    await expect(page.getByRole('link', { name: 'Get Consultation' })).toHaveAttribute('href', '/contact');
    const consultants = page.getByRole('region', { name: clinicPages.projectDetails.consultants.title });
    for (const member of visitingConsultants) await expect(consultants).toContainText(`${member.name}${member.role}`);
    await expect(consultants.getByRole('listitem')).toHaveCount(4);
    const call = page.getByRole('region', { name: clinicPages.projectDetails.callCard.title });
    await expect(call).toContainText('Monday - Friday, 09:00 - 16:00');
    await expect(call.getByRole('link', { name: site.contact.phoneAlt })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneAlt.replace(/[^\d+]/g, '')}`,
    );
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
    await page.route(`https://${mapHost}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
    );

    await openPage(page, '/contact');
    const section = page.getByRole('region', { name: clinicPages.contact.map.title });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText(site.contact.address.street);
    await expect(section.getByRole('link', { name: new RegExp(clinicPages.contact.map.openInMaps) })).toHaveAttribute(
      'href',
      site.contact.mapLinkUrl,
    );
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
    const boxes = page
      .getByRole('heading', { name: clinicPages.contact.infoBoxes.label })
      .locator('xpath=following-sibling::ul');
    await expect(boxes.getByRole('listitem')).toHaveCount(3);
    await expect(boxes.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await expect(boxes.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(boxes).toContainText(
      `${site.contact.address.street}${site.contact.address.locality}, ${site.contact.address.city}`,
    );
  });
});
