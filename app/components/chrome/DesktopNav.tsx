import type { MainMenuItem } from '@content/schema/navigation';
import { ui } from '@content/ui';
import { memo, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ContentImage } from '~/components/ui/ContentImage';
import { TurningArrow } from '~/components/ui/TurningArrow';

/**
 * The main menu on wide screens. Each dropdown is a disclosure: a button with aria-expanded that
 * opens on click, hover or keyboard, and closes on Escape, on leaving, and on navigation.
 */
// memo: the header re-renders once React has measured it (Header.tsx); the menu and its many links need not.
export const DesktopNav = memo(function DesktopNav({ items }: { items: MainMenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpenIndex(null), [location.pathname]);

  return (
    <nav
      ref={navRef}
      aria-label={ui.header.mainMenuLabel}
      className="hidden xl:block"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openIndex !== null) {
          navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${openIndex}"]`)?.focus();
          setOpenIndex(null);
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
      }}
    >
      <ul className="flex items-center gap-0.5">
        {items.map((item, index) => (
          <li
            key={item.label}
            className="relative"
            onMouseEnter={() => item.kind !== 'link' && setOpenIndex(index)}
            onMouseLeave={() => item.kind !== 'link' && setOpenIndex(null)}
          >
            {item.kind === 'link' ? (
              <NavLink to={item.path} end className={navItemClass}>
                {item.label}
              </NavLink>
            ) : (
              <>
                <button
                  type="button"
                  data-menu-index={index}
                  aria-expanded={openIndex === index}
                  aria-controls={`menu-${index}`}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                  className={navItemClass({ isActive: false })}
                >
                  {item.label}
                  <TurningArrow turn={openIndex === index ? 'rotate-180' : ''} className="size-4" />
                </button>
                <div id={`menu-${index}`} hidden={openIndex !== index} className="absolute top-full left-0 z-40 pt-2">
                  {item.kind === 'dropdown' ? <DropdownLinks links={item.links} /> : <MegaMenu demos={item.demos} />}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});

function navItemClass({ isActive }: { isActive: boolean }) {
  return `inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-[0.9375rem] font-semibold whitespace-nowrap min-[1400px]:px-2.5 min-[1400px]:text-base transition-colors hover:bg-brand-50 hover:text-brand-800 ${
    isActive ? 'text-brand-700' : 'text-ink'
  }`;
}

function DropdownLinks({ links }: { links: Array<{ label: string; path: string }> }) {
  return (
    <ul className="min-w-64 rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-raised)]">
      {links.map((link) => (
        <li key={link.path}>
          <NavLink
            to={link.path}
            end
            className={({ isActive }) =>
              `block rounded-xl px-3 py-2 hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'font-semibold text-brand-700' : ''}`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function MegaMenu({ demos }: { demos: Extract<MainMenuItem, { kind: 'mega' }>['demos'] }) {
  return (
    <ul className="grid w-[46rem] grid-cols-4 gap-3 rounded-2xl border border-line bg-white p-3 shadow-[var(--shadow-raised)]">
      {demos.map((demo) =>
        'path' in demo ? (
          <li key={demo.label}>
            <NavLink
              to={demo.path}
              end
              className="group block rounded-xl p-2 text-center font-semibold hover:bg-brand-50"
            >
              <span className="mb-2 block overflow-hidden rounded-lg border border-line bg-mist">
                <ContentImage src={demo.image} alt="" sizes="11rem" className="aspect-[4/3] w-full object-cover" />
              </span>
              {demo.label}
            </NavLink>
          </li>
        ) : (
          <li key={demo.label} className="rounded-xl p-2 text-center font-semibold text-muted">
            <span className="mb-2 flex aspect-[4/3] items-center justify-center rounded-lg border border-dashed border-line bg-sand">
              <span className="rounded-full bg-accent px-3 py-1 text-sm text-ink">{demo.comingSoon}</span>
            </span>
            {demo.label}
          </li>
        ),
      )}
    </ul>
  );
}
