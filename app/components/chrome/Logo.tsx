import { site } from '@content/site';
import { ui } from '@content/ui';
import { Link } from 'react-router';

/**
 * The clinic's mark and name, linking home. The mark is drawn, so a rebrand only changes the name.
 * The link's name starts with its visible words, then says "home page" (WCAG 2.5.3: a speech user
 * says what they see). The space between the short name and the rest keeps the visible words apart
 * as a person reads them.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  // The full name after the short name, where it begins the full name ("Sanjeevani" + "Internal Medicine Clinic").
  const rest = site.practiceName.startsWith(site.shortName)
    ? site.practiceName.slice(site.shortName.length).trim()
    : undefined;
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2.5"
      aria-label={`${site.practiceName}, ${ui.header.logoLabel}`}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <rect width="40" height="40" rx="12" fill="var(--color-brand-700)" />
        <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#fff" />
        <circle cx="31" cy="9" r="4" fill="var(--color-accent)" />
      </svg>
      <span className={`flex flex-col leading-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}>
        {rest === undefined ? (
          // A short name that is no part of the full name ("Kovai Clinic" of "Kovai Family Health Centre") is not
          // printed beside it: the full name alone, as the link's name says it.
          <span className="font-display text-lg font-semibold">{site.practiceName}</span>
        ) : (
          <>
            <span className="font-display text-xl font-semibold">{site.shortName}</span>{' '}
            <span className={`text-xs tracking-wide ${tone === 'light' ? 'text-brand-100' : 'text-muted'}`}>
              {rest}
            </span>
          </>
        )}
      </span>
    </Link>
  );
}
