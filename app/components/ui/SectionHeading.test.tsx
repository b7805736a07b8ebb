// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionHeading } from './SectionHeading';

afterEach(cleanup);

const heading = {
  eyebrow: 'Our services',
  title: 'Care under one roof',
  lead: 'From the first test to a long-term plan.',
};

describe('SectionHeading', () => {
  it('shows the eyebrow, the h2 named by its id and the lead', () => {
    render(
      <section aria-labelledby="services-title">
        <SectionHeading heading={heading} id="services-title" />
      </section>,
    );
    expect(screen.getByRole('region', { name: heading.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('services-title');
    expect(screen.getByText(heading.eyebrow).className).toContain('eyebrow');
    expect(screen.getByText(heading.lead)).toBeTruthy();
  });

  it('leaves the lead out when the content has none', () => {
    const { container } = render(<SectionHeading heading={{ eyebrow: heading.eyebrow, title: heading.title }} />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('keeps the looks of the inner pages and of the home sections apart', () => {
    const { container: page } = render(<SectionHeading heading={heading} align="center" />);
    expect((page.firstChild as HTMLElement).className).toBe('mx-auto max-w-2xl text-center');
    expect(screen.getByText(heading.lead).className).toBe('mt-4 text-lg text-muted');
    cleanup();
    const { container: home } = render(<SectionHeading heading={heading} variant="home" tone="light" />);
    expect((home.firstChild as HTMLElement).className).toContain('mb-8');
    expect(screen.getByRole('heading', { level: 2 }).className).toContain('text-white');
    expect(screen.getByText(heading.lead).className).toBe('mt-3 text-lg text-brand-50');
  });

  it('puts an action beside the heading', () => {
    const { container } = render(<SectionHeading heading={heading} action={<a href="/service">View all</a>} />);
    const row = container.firstChild as HTMLElement;
    expect(row.className).toContain('justify-between');
    expect(row.lastElementChild?.textContent).toBe('View all');
    expect(row.firstElementChild?.querySelector('h2')?.textContent).toBe(heading.title);
  });
});
