// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownBody } from '../../../tooling/content-plugin';
import { Markdown } from './Markdown';

afterEach(cleanup);

function renderMarkdown(source: string) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Markdown tree={markdownBody(source)} /> }]);
  return render(<Stub initialEntries={['/']} />).container;
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, emphasis and links with the site typography', () => {
    const html = renderMarkdown('## When to call\n\nCall **at once** if:\n\n1. chest pain\n2. [see us](/contact)\n\n- *one*\n- `two`\n').innerHTML;
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

  it('opens outside links in a new tab, safely', () => {
    const link = renderMarkdown('[WHO](https://www.who.int)').querySelector('a')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
