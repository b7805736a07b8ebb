// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWeight } from '../../scripts/page-weight';
import { privacyLanguages, privacyPath } from '../../content/privacy';
import { privacyNotices } from '../../content/privacy-notices';
import { site } from '../../content/site';
import { buildDir, requireBuild } from './built-site';

/**
 * The built privacy notice in each language of content/privacy.ts, and the withdrawal page. The languages, their
 * words and the clinic's details are read from the content, so the checks hold for any clinic's list.
 */
requireBuild();
const [siteLanguage, ...otherLanguages] = privacyLanguages;
const documentOf = (page: string) =>
  new DOMParser().parseFromString(readFileSync(path.join(buildDir, page, 'index.html'), 'utf8'), 'text/html');
const notices = privacyLanguages.map((language) => ({
  ...language,
  path: privacyPath(language.code),
  document: documentOf(privacyPath(language.code)),
}));

describe('the privacy notice in each language', () => {
  it('has a page per language of the content, at /privacy and /privacy/<code>, with its own lang on <html>', () => {
    expect(notices.map((notice) => notice.path)).toEqual([
      '/privacy',
      ...otherLanguages.map((language) => `/privacy/${language.code}`),
    ]);
    for (const notice of notices) expect(notice.document.documentElement.lang).toBe(notice.code);
  });

  it('links every language both ways: <link rel="alternate" hreflang> in the head, visible links in the page', () => {
    for (const notice of notices) {
      const alternates = [...notice.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href')!).pathname,
      ]);
      expect(alternates).toEqual([...notices.map((other) => [other.code, other.path]), ['x-default', '/privacy']]);
      const visible = [...notice.document.querySelectorAll('main nav a[hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
        link.textContent,
      ]);
      expect(visible).toEqual(
        notices.filter((other) => other !== notice).map((other) => [other.code, other.path, other.name]),
      );
    }
  });

  it('in each language: links the withdrawal page and the Data Protection Board, names the e-mail processor; the first names WhatsApp and Meta', () => {
    for (const notice of notices) {
      const main = notice.document.querySelector('main')!;
      const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs).toContain('/withdraw-consent');
      expect(hrefs).toContain('https://www.dpb.gov.in/');
      const mapHost = new URL(site.contact.mapEmbedUrl).hostname;
      // WhatsApp and Meta are not here: a notice may write them in its own script (the fixture clinic's Telugu does).
      for (const word of ['SMTP', mapHost, '18', site.grievanceOfficer.email]) expect(main.textContent).toContain(word);
    }
    const english = notices[0]!.document.querySelector('main')!.textContent!;
    for (const phrase of [
      'WhatsApp',
      'Meta',
      'reveal information about your health',
      'data processor',
      'parent or lawful guardian',
      'Data Protection Board of India',
      'empty the mailbox',
    ]) {
      expect(english).toContain(phrase);
    }
    expect(english).not.toContain('no third party');
  });

  it("keeps the chrome marked in the site's language on the pages in the other languages", () => {
    for (const notice of notices.slice(1)) {
      for (const chrome of ['header', 'footer'])
        expect(notice.document.querySelector(chrome)!.closest('[lang]')!.getAttribute('lang')).toBe(siteLanguage.code);
      expect(notice.document.querySelector('main')!.closest('[lang]')!.getAttribute('lang')).toBe(notice.code);
    }
  });

  it('keeps the notice out of the JavaScript: its words are page data, and the pages stay within the text-page bar', () => {
    const scripts = readdirSync(path.join(buildDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(buildDir, 'assets', file), 'utf8'));
    // Each notice's introduction: on its page, in no script.
    for (const notice of notices) {
      const intro = privacyNotices[notice.code]!.intro;
      expect(notice.document.body.textContent).toContain(intro);
      expect(scripts.some((script) => script.includes(intro))).toBe(false);
    }
    for (const notice of notices) expect(pageWeight(buildDir, notice.path).js).toBeLessThanOrEqual(145 * 1024);
  });
});

describe('the withdrawal page', () => {
  const document = documentOf('/withdraw-consent');
  it('posts an e-mail address to the form service without JavaScript, with the honeypot', () => {
    const form = document.querySelector('main form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/withdrawals');
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect([email.type, email.required, email.labels?.[0]?.textContent]).toEqual([
      'email',
      true,
      'Your e-mail address',
    ]);
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
    expect([...document.querySelectorAll('main a')].map((link) => link.getAttribute('href'))).toContain('/privacy');
  });
});
