// @vitest-environment jsdom
import { ui } from '@content/ui';
import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownBody } from '@content/index/markdown-body';
import { Markdown } from './Markdown';

afterEach(cleanup);

function renderMarkdown(source: string) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Markdown tree={markdownBody(source)} /> }]);
  return render(<Stub initialEntries={['/']} />).container;
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, emphasis and links with the site typography', () => {
    const html = renderMarkdown(
      '## When to call\n\nCall **at once** if:\n\n1. chest pain\n2. [see us](/contact)\n\n- *one*\n- `two`\n',
    ).innerHTML;
    expect(html).toMatch(/<h2 class="[^"]*text-brand-900[^"]*">When to call<\/h2>/);
    expect(html).toContain('<strong class="font-semibold text-ink">at once</strong>');
    expect(html).toMatch(/<ol class="[^"]*list-decimal[^"]*">\s*<li>chest pain<\/li>/);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>see us<\/a>/);
    expect(html).toContain('<li><em>one</em></li>');
    expect(html).toContain('<li><code>two</code></li>');
  });

  it('never renders raw HTML from the Markdown', () => {
    const container = renderMarkdown('Hello <script>alert(1)</script><img src=x onerror=alert(1)> world');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('Hello');
  });

  it('opens outside web pages in a new tab, safely, and says so to screen readers', () => {
    for (const href of ['https://www.who.int/', 'http://example.org/page', '//example.org/page']) {
      const link = renderMarkdown(`[WHO](${href})`).querySelector('a')!;
      expect(link.getAttribute('href'), href).toBe(href);
      expect(link.getAttribute('target'), href).toBe('_blank');
      expect(link.getAttribute('rel'), href).toBe('noopener noreferrer');
      expect(link.textContent, href).toBe(`WHO ${ui.externalLink}`);
      expect(link.querySelector('.sr-only')?.textContent, href).toBe(` ${ui.externalLink}`);
      cleanup();
    }
  });

  it('opens phone, e-mail, anchor and site links in place', () => {
    const cases = [
      ['tel:+919876543210', 'Call us'],
      ['mailto:care@example.com', 'Write to us'],
      ['#when-to-call', 'When to call'],
      ['/contact', 'Contact page'],
      ['/blog/healthy-ageing-at-home#exercise', 'Healthy ageing'],
    ];
    for (const [href, text] of cases) {
      const link = renderMarkdown(`[${text}](${href})`).querySelector('a')!;
      expect(link.getAttribute('href'), href).toBe(href);
      expect(link.hasAttribute('target'), href).toBe(false);
      expect(link.hasAttribute('rel'), href).toBe(false);
      expect(link.textContent, href).toBe(text);
      cleanup();
    }
  });

  it('keeps only the text of a link with any other scheme', () => {
    const container = renderMarkdown('Click [here](javascript:alert(1)) or [there](data:text/html,hi) now');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Click here or there now');
  });
});
