import { languageScript, SCRIPT_FONTS, textDirection } from '../../common/languages';
import { expect, test } from './suite-test';

/** What the checks read of a clinic's content: its notice's languages (the site's first) and its grievance officer. */
export interface LanguageClinic {
  languages: ReadonlyArray<{ code: string }>;
  path: (code: string) => string;
  grievanceOfficer: { phone: string; email: string };
}

/**
 * The privacy notice in each language a clinic lists, as a reader sees it: its direction, its script's web font (the
 * test browser has no font of its own for it: tooling/test-fonts.ts), and on a right-to-left page the clinic's phone
 * number and e-mail reading in order. Defined for the sample (tests/e2e/privacy-languages.spec.ts) and the fixture
 * clinic, which lists Telugu and Urdu (tests/e2e-fixture/languages-and-booking.spec.ts).
 */
export function privacyLanguageTests(clinic: LanguageClinic): void {
  const [site, ...others] = clinic.languages;

  for (const { code } of others) {
    const direction = textDirection(code);
    const font = SCRIPT_FONTS[languageScript(code)];

    test(`${clinic.path(code)} is ${direction}, its chrome English left to right, its text in ${font?.family}`, async ({
      page,
    }, testInfo) => {
      await page.goto(clinic.path(code));
      // The notice's stylesheet comes after the first paint (decision 0015), and hydration may set its faces up
      // again: document.fonts.ready can resolve before the face is named. Ask until it has loaded (a font that never
      // loads fails here, at the timeout).
      const loadedFaces = () =>
        page
          .evaluate(() =>
            [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
          )
          .catch(() => [] as string[]);
      await expect.poll(loadedFaces, { timeout: 10_000 }).toContain(font!.family);
      await page.evaluate(() => document.fonts.ready);
      const seen = await page.evaluate(() => ({
        html: getComputedStyle(document.documentElement).direction,
        notice: getComputedStyle(document.querySelector('main article')!).direction,
        breadcrumb: getComputedStyle(document.querySelector('main nav[aria-label="Breadcrumb"] ol')!).direction,
        header: getComputedStyle(document.querySelector('header')!).direction,
        footer: getComputedStyle(document.querySelector('footer')!).direction,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(seen).toMatchObject({ html: direction, notice: direction, breadcrumb: direction });
      expect([seen.header, seen.footer]).toEqual(['ltr', 'ltr']);
      expect(seen.overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`privacy-${code}.png`), fullPage: true });
    });
  }

  const rightToLeft = others.filter(({ code }) => textDirection(code) === 'rtl');

  test('a right-to-left notice reads the grievance phone and e-mail in order', async ({ page }) => {
    test.skip(rightToLeft.length === 0, 'this clinic lists no right-to-left language');
    for (const { code } of rightToLeft) {
      await page.goto(clinic.path(code));
      await page.evaluate(() => document.fonts.ready);
      for (const detail of [clinic.grievanceOfficer.phone, clinic.grievanceOfficer.email]) {
        const isolated = page.locator('main article bdi', { hasText: detail }).first();
        await expect(isolated).toHaveText(detail);
        // Each character's box, in DOM order: left to right on screen means it reads as written (without the
        // isolation, "+91 98765 43213" in an Urdu sentence comes out as "43213 98765 +91").
        const boxes = await isolated.evaluate((element) => {
          const text = element.firstChild!;
          return [...text.textContent!].flatMap((character, index) => {
            if (character === ' ') return [];
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            const box = range.getBoundingClientRect();
            return [{ left: box.left, top: Math.round(box.top) }];
          });
        });
        expect(boxes.length).toBeGreaterThan(3);
        const lefts = boxes.map((box) => box.left);
        expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
        // On one line: a number broken across lines of a right-to-left paragraph starts on the left of one line and
        // ends on the right of the next.
        expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      }
    }
  });

  test("a script's web font loads on the pages in its language only, not on the site language's notice", async ({
    page,
  }) => {
    await page.goto(clinic.path(site!.code));
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family.replace(/"/g, '')),
    );
    for (const font of Object.values(SCRIPT_FONTS)) expect(loaded).not.toContain(font.family);
  });
}
