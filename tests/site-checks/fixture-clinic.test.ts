import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRegistry } from '../../content/page-registry';
import type { Testimonial } from '../../content/schema/people';
import type { SiteConfig } from '../../content/schema/site';
import { listPages } from '../../scripts/built-pages';
import { leftPlaceholders } from '../../scripts/left-placeholders';
import { buildFixtureClinic, FIXTURE_CLINIC, REMOVED_SERVICES, typecheckFixtureClinic } from '../fixture-clinic/build';
import {
  builtPdfTexts,
  builtTexts,
  findValues,
  hiddenByTheSwitches,
  sampleIdentity,
} from '../fixture-clinic/hidden-values';
import { startSmtp, startTestServer, type TestServer } from '../server/helpers';
import { validator } from './html-validator';
import { brokenLinks } from './link-crawl';

/**
 * The promise of content/: a clinic that writes its own content files and rebuilds gets a site with nothing of the
 * sample clinic, and its switches publish nothing of what they hide. One build of the fixture clinic
 * (tests/fixture-clinic/: Deccan Family Physicians, Hyderabad; showcase, testimonials and claims off; no social
 * profiles, no partners, a team of three, no blog post), read as files and through the form service.
 */
// Kept after the test: the browser checks (playwright.fixture.config.ts) run its form service.
const dir = FIXTURE_CLINIC;
let buildDir = '';
let pages: Array<[string, string]> = [];
let server: TestServer | undefined;
let fixture: { site: SiteConfig; testimonials: Testimonial[] };

/** The blog's pages, which the fixture clinic, with no post yet, does not have: each answers 301 to the home page. */
const blogPages = ['/blog_grid', '/blog_left_sidebar', '/blog_right_sidebar', '/blog_details'];
const showcase = pageRegistry.flatMap((page) =>
  'showcase' in page ? [{ from: page.path, to: blogPages.includes(page.path) ? '/' : page.showcase.redirectTo }] : [],
);
const html = (page: string) => pages.find(([candidate]) => candidate === page)![1];
const visibleText = (page: string) =>
  html(page)
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  buildDir = buildFixtureClinic(dir);
  pages = listPages(buildDir).map((page) => [page, readFileSync(path.join(buildDir, page, 'index.html'), 'utf8')]);
  // The fixture's own content, as its build read it (its files import the schemas beside them in the copy).
  const { site } = (await import(path.join(dir, 'content/site.ts'))) as { site: SiteConfig };
  const { testimonials } = (await import(path.join(dir, 'content/testimonials.ts'))) as {
    testimonials: Testimonial[];
  };
  fixture = { site, testimonials };
  server = await startTestServer({ buildDir });
}, 900_000);

afterAll(async () => {
  await server?.close();
});

describe('a second clinic, from its own content files', () => {
  it('type-checks as `npm run typecheck` does (the showcase off, social: [])', () => {
    expect(() => typecheckFixtureClinic(dir)).not.toThrow();
  }, 300_000);

  it('holds no value of the sample clinic and nothing its switches hide, in any file of its build', async () => {
    const hidden = [...sampleIdentity(), ...hiddenByTheSwitches(fixture.site, fixture.testimonials)];
    expect(hidden.length).toBeGreaterThan(60);
    // Every text file, its compressed copies, and the text of any PDF (it has none: tests/unit/pdf.test.ts reads one).
    const texts = [...builtTexts(buildDir), ...(await builtPdfTexts(buildDir))];
    // The grep sees every kind of file the build ships: pages, page data, scripts, the index, the feed, copies.
    for (const kind of ['.html', '.data', '.js', '.json', '.xml', '.br', '.gz'])
      expect(
        texts.some(({ file }) => file.endsWith(kind)),
        kind,
      ).toBe(true);
    expect(findValues(texts, hidden)).toEqual([]);
    // The grep finds what is there: the fixture's own name and its three-word doctor.
    expect(findValues(texts, [fixture.site.practiceName, 'Dr. Ravi Teja Kondapalli']).length).toBeGreaterThan(10);
  });

  it('resolves the facts its content files name, in a file that calls no withFacts too; no {{placeholder}} is left', () => {
    expect(visibleText('/team')).toContain(
      'Our two physicians in Hyderabad, Dr. Kondapalli and Dr. Sameera Fatima, and',
    );
    expect(leftPlaceholders(buildDir)).toEqual([]);
  });

  it('leaves out the facts it does not have, and the sections it switched off, and the page reads well', () => {
    // Dr. Sameera Fatima gave no years and no photograph: no "0 years", and a named outline, no one's likeness.
    expect(visibleText('/dr-sameera-fatima')).not.toMatch(/years of experience/i);
    expect(visibleText('/dr-ravi-teja-kondapalli')).toContain('11 years of experience');
    expect(html('/dr-sameera-fatima')).toMatch(
      /<img src="\/img\/team-portrait-placeholder-\w+\.svg" alt="No photograph of Dr\. Sameera Fatima: an outline in its place"/,
    );
    // No street: the address is the locality, the city, the PIN code and the state, each once.
    expect(visibleText('/contact')).toContain('Banjara Hills, Hyderabad 500034');
    expect(visibleText('/contact')).not.toMatch(/Banjara Hills,\s*Banjara Hills|undefined/);
    for (const page of ['/', '/about', '/contact', '/dr-sameera-fatima']) {
      expect(html(page), page).not.toMatch(/action="\/api\/subscriptions"/);
      expect(visibleText(page), page).not.toMatch(/Second Opinion|Newsletter|Get Update/i);
    }
  });

  it('states its week as it keeps it on every hours line: two sessions a day, a consultant on chosen Saturdays', () => {
    const weekdays = 'Monday - Friday 10:00 - 13:00, 17:00 - 20:00';
    // The contact table, the footer's table and the header's line, on each page that draws them.
    expect(visibleText('/contact')).toContain(weekdays);
    expect(visibleText('/contact')).toContain('Saturday 10:00 - 13:00');
    // Beside each "Call us" (the contact page's, a profile's), and in the mobile bar of every page.
    for (const page of ['/contact', '/dr-ravi-teja-kondapalli'])
      expect(visibleText(page), page).toContain(
        'Open Monday - Friday, 10:00 - 13:00, 17:00 - 20:00; Saturday, 10:00 - 13:00',
      );
    for (const page of ['/', '/about', '/contact', '/dr-ravi-teja-kondapalli']) {
      expect(visibleText(page), page).toContain('Mon - Fri, 10:00 - 13:00, 17:00 - 20:00; Sat, 10:00 - 13:00');
      expect(visibleText(page), page).not.toMatch(/10:00 - 20:00|13:00 - 17:00/);
    }
    expect(visibleText('/dr-ravi-teja-kondapalli')).toMatch(/Monday - Friday ?: 10:00 - 13:00, 17:00 - 20:00/);
    expect(visibleText('/dr-sameera-fatima')).toMatch(/Saturday ?: 10:00 - 13:00 \(1st and 3rd of the month\)/);
    expect(visibleText('/dr-sameera-fatima')).toContain('Medicine reviews for older adults');
    // The structured data: one OpeningHoursSpecification per session, both weekday sessions and Saturday's.
    const clinic = [...html('/contact').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((record) => record['@type'] === 'MedicalClinic')!;
    const five = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(clinic.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: five, opens: '10:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: five, opens: '17:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '13:00' },
    ]);
  });

  it('draws its two doctors, a team of three, and no section without content', () => {
    expect(html('/dr-ravi-teja-kondapalli')).toMatch(/<h1[^>]*>Dr\. Ravi Teja Kondapalli<\/h1>/);
    expect(html('/dr-sameera-fatima')).toMatch(/<h1[^>]*>Dr\. Sameera Fatima<\/h1>/);
    expect(visibleText('/team')).toContain('Ms. Lavanya Reddy');
    expect(html('/team').match(/<h3[^>]*>/g) ?? []).toHaveLength(3);
    for (const page of ['/', '/about', '/team', '/appointment', '/contact'])
      for (const words of ['Follow us', 'Testimonial', 'What our patients say', 'partners'])
        expect(visibleText(page), `${page}: ${words}`).not.toMatch(new RegExp(words, 'i'));
  });

  it('draws no showcase page and no testimonial page; each answers 301 to a real page', async () => {
    const paths = pages.map(([page]) => page);
    const hiddenPages = [...showcase, { from: '/testimonial', to: '/about' }, { from: '/blog_grid', to: '/' }];
    for (const { from, to } of hiddenPages) {
      expect(paths).not.toContain(from);
      expect(
        pages.filter(([, page]) => page.includes(`href="${from}"`)).map(([page]) => page),
        from,
      ).toEqual([]);
      const response = await server!.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
      expect((await server!.app.inject({ method: 'GET', url: to })).statusCode, to).toBe(200);
    }
    // Its pages without a blog: the clinic's own, its two doctors, its six services, its four notices.
    expect(pages.length).toBeGreaterThan(20);
  });

  it('has no blog while it has no post: no post, listing, category or tag page, menu link, home section or feed', async () => {
    const paths = pages.map(([page]) => page);
    expect(paths.filter((page) => page.startsWith('/blog'))).toEqual([]);
    const blogLinks = pages.flatMap(([page, text]) =>
      /href="\/(blog|rss\.xml)/.test(text) || /data-home-section="blog/.test(text) ? [page] : [],
    );
    expect(blogLinks).toEqual([]);
    for (const page of ['/', '/about', '/contact']) expect(visibleText(page), page).not.toMatch(/\bBlog\b/);
    const files = builtTexts(buildDir).map(({ file }) => file);
    expect(files.filter((file) => /^(rss\.xml|blog)/.test(file))).toEqual([]);
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://deccan-physicians.test/about</loc>');
    expect(sitemap).not.toMatch(/\/blog/);
    for (const url of ['/blog/any-post', '/blog/category/anything', '/rss.xml'])
      expect((await server!.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('ships nothing of what it does not draw: no partner logo, no showcase PDF, no hidden section’s words', () => {
    const texts = builtTexts(buildDir);
    const files = texts.map(({ file }) => file);
    // Its images are only those a drawn page names: the sample's partner logos are in no file, no manifest.
    expect(files.filter((file) => /partner|brand/i.test(file))).toEqual([]);
    expect(findValues(texts, ['partners/', 'clinic-tour'])).toEqual([]);
    // The six services it removed: no page, link, image, index entry or search word of theirs.
    expect(
      findValues(
        texts,
        REMOVED_SERVICES.flatMap((service) => [service.title, `${service.path}"`, service.file.replace(/\.md$/, '')]),
      ),
    ).toEqual([]);
    // The project details page is the showcase's, and its PDFs (the Service Report's sample fee) go with it.
    expect(files.filter((file) => file.endsWith('.pdf') || file.startsWith('downloads'))).toEqual([]);
    expect(findValues(texts, ['₹2,500'])).toEqual([]);
    // The home's data holds the words of its own sections only: not the video hero's, not the specialties band's.
    expect(
      findValues(
        texts.filter(({ file }) => /\.(data|html)$/.test(file)),
        ['Bringing you the Best Healthcare', 'Specialists we work with'],
      ),
    ).toEqual([]);
  });

  it('serves no video: the sample’s, left in content/media, is drawn by no page of the clinic', async () => {
    expect(builtTexts(buildDir).filter(({ file }) => file.startsWith('media'))).toEqual([]);
    for (const file of ['/media/clinic-tour.mp4', '/media/clinic-tour.en.vtt'])
      expect((await server!.app.inject({ method: 'GET', url: file })).statusCode, file).toBe(404);
  });

  it('has every internal link answering 200, and every page valid HTML', async () => {
    const { broken, checked } = await brokenLinks(server!.app, pages);
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    const invalid: string[] = [];
    for (const [page, text] of pages) {
      const report = await validator.validateString(text);
      for (const result of report.results)
        for (const message of result.messages) invalid.push(`${page}: ${message.ruleId}: ${message.message}`);
    }
    expect(invalid).toEqual([]);
  }, 120_000);
});

describe('the fixture clinic before going live', () => {
  it('passes `npm run preflight` with its server’s settings, its mail server answering, no workaround', async () => {
    const smtp = await startSmtp(0, { login: (user, password) => user === 'desk' && password === 'app password' });
    try {
      // The server's settings file, as docs/deploy.md has the clinic write it; SITE_URL is the one it was built with.
      const settings = path.join(dir, 'clinic.env');
      writeFileSync(
        settings,
        [
          `SITE_URL=${fixture.site.siteUrl}`,
          `SMTP_URL=smtp://desk:app%20password@127.0.0.1:${smtp.port}`,
          `CLINIC_NOTIFY_EMAIL=${fixture.site.contact.email}`,
        ].join('\n'),
      );
      // Spawned, not spawnSync: the mail server answers from this process, whose event loop must keep running.
      const child = spawn(
        path.join(dir, 'node_modules/.bin/tsx'),
        ['scripts/preflight.ts', '--settings', settings, '--build', buildDir],
        { cwd: dir, env: { PATH: process.env.PATH } },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      const run = { stdout, status };
      expect(run.stdout.match(/^BLOCKERS[\s\S]*?\n\n/m)?.[0]).toBeUndefined();
      expect(run.stdout).toContain(
        `127.0.0.1:${smtp.port} answered, with no TLS (a relay on this machine), and accepted the login of "desk"`,
      );
      expect(run.stdout).toContain(
        `the build was made with the server’s SITE_URL, ${new URL(fixture.site.siteUrl).origin}.`,
      );
      expect(run.stdout.trim().split('\n').at(-1)).toBe('Ready to go live: no blocker.');
      expect(run.status).toBe(0);
      expect(smtp.messages).toEqual([]);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
