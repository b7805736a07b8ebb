import { describe, expect, it } from 'vitest';
import { renderPage } from '../../server/html';
import { pageShellFrom } from '../../server/page-shell';

const built404 = `<!DOCTYPE html><html lang="en" class="scroll-smooth"><head><meta charset="utf-8"/><title>Sanjeevani | Page Not Found</title>
<meta name="description" content="The page is not here."/><meta property="og:title" content="Page Not Found"/><link rel="canonical" href="https://clinic.example.com/404"/>
<link rel="preload" href="/assets/font.woff2" as="font"/><style data-critical="/assets/root-Ab12.css">header{color:red}</style><link rel="stylesheet" href="/assets/root-Ab12.css" disabled="" data-whole-sheet=""/><link rel="stylesheet" href="/assets/root-Ab12-after-paint-Cd34Ef56.css" disabled="" data-after-paint=""/><noscript><link rel="stylesheet" href="/assets/root-Ab12.css"/></noscript>
<noscript><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/manifest.webmanifest"/></noscript>
<script>try{sessionStorage.getItem('x')}catch(e){}</script><script type="application/ld+json">{"@type":"BreadcrumbList"}</script></head>
<body><header><a href="/">Sanjeevani</a><nav><a href="/about">About Us</a></nav></header>
<main id="main" tabindex="-1"><section><h1>Page Not Found</h1></section></main>
<footer><a href="/contact">Contact</a></footer><script type="module" async="">import "/assets/manifest.js";</script></body></html>`;

describe('the site chrome around the pages the service writes', () => {
  const shell = pageShellFrom(built404);
  const page = renderPage({
    title: 'Please check the form | Sanjeevani',
    heading: 'Please check the form',
    practiceName: 'Sanjeevani',
    shell,
    body: '<p>Name is required.</p>',
  });

  it('keeps the header, footer and stylesheet of the built page and replaces the main content and the title', () => {
    expect(page).toContain('<header><a href="/">Sanjeevani</a><nav><a href="/about">About Us</a></nav></header>');
    expect(page).toContain('<footer><a href="/contact">Contact</a></footer>');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-Ab12.css"/>');
    expect(page).toContain('<title>Please check the form | Sanjeevani</title>');
    expect(page).toMatch(
      /<main id="main" tabindex="-1">[\s\S]*<h1[^>]*>Please check the form<\/h1>[\s\S]*<p>Name is required.<\/p>[\s\S]*<\/main>/,
    );
    expect(page).not.toContain('Page Not Found');
    expect(page.match(/<main\b/g)).toHaveLength(1);
    expect(page.match(/<h1\b/g)).toHaveLength(1);
  });

  it('has no script, no canonical link or description of the 404 page, is not indexed and skips the loading overlay', () => {
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('rel="preload"');
    expect(page).not.toContain('name="description"');
    expect(page).not.toContain('og:title');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<html lang="en" class="no-overlay scroll-smooth">');
  });

  it('links the full stylesheet, the favicon and the manifest plainly: the page has no script to load them after its first paint', () => {
    expect(page.match(/<link rel="stylesheet" href="\/assets\/root-Ab12.css"\/>/g)).toHaveLength(1);
    expect(page).not.toContain('data-critical');
    expect(page).not.toContain('disabled');
    expect(page).not.toContain('after-paint');
    expect(page).not.toContain('<noscript>');
    expect(page).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/manifest.webmanifest"/>',
    );
  });

  it('sets the language of a page in another language', () => {
    const hindi = renderPage({
      title: 'गोपनीयता',
      heading: 'गोपनीयता',
      practiceName: 'Sanjeevani',
      shell,
      lang: 'hi',
      body: '',
    });
    expect(hindi).toContain('<html lang="hi" class="no-overlay scroll-smooth">');
  });

  it('escapes the title and heading, and falls back to a standalone page without a built 404 page', () => {
    const standalone = renderPage({
      title: '<b>x</b>',
      heading: '<i>y</i>',
      practiceName: 'Sanjeevani',
      body: '<p>ok</p>',
    });
    expect(standalone).toContain('<title>&lt;b&gt;x&lt;/b&gt;</title>');
    expect(standalone).toContain('<h1>&lt;i&gt;y&lt;/i&gt;</h1>');
    expect(pageShellFrom('<html><body>no main</body></html>')).toBeUndefined();
  });
});
