import type { MainMenuItem } from '@content/schema/navigation';
import { ui } from '@content/ui';
import { LayoutGrid, Menu } from 'lucide-react';
import { EmergencyLine } from './EmergencyLine';

/**
 * The menu before JavaScript runs (or when it never does): a <details> whose summary looks like the
 * menu button, opening one list of every page below the header bar. Once React has hydrated the
 * page, the header swaps it for the buttons that open the panels; both take the same place, so the
 * swap moves nothing.
 */
export function MenuFallback({ items, brand }: { items: MainMenuItem[]; brand: boolean }) {
  // In the browser the prerendered <details> is kept as it is (React leaves the inside of an element
  // with dangerouslySetInnerHTML alone while hydrating) until the header replaces it, right after
  // hydration: its markup stays out of every page's JavaScript.
  if (!import.meta.env.SSR) return <details suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <details>
      <summary
        className={`inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full transition-colors [&::-webkit-details-marker]:hidden ${
          brand ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
        }`}
      >
        <Menu aria-hidden="true" className="size-6 lg:hidden" />
        <LayoutGrid aria-hidden="true" className="size-5 max-lg:hidden" />
        <span className="sr-only">{ui.header.menuButton}</span>
      </summary>
      <MenuFallbackPanel items={items} />
    </details>
  );
}

/** The open menu: the emergency line, then every page of the main menu (rendered at build time only). */
function MenuFallbackPanel({ items }: { items: MainMenuItem[] }) {
  return (
    <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-11rem)] md:max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-line bg-white text-ink shadow-[var(--shadow-raised)]">
      <div className="container-page space-y-6 py-6">
        <EmergencyLine variant="panel" />
        <nav
          aria-label={ui.header.fallbackMenuLabel}
          className="gap-8 sm:columns-2 lg:columns-4 [&>*]:break-inside-avoid"
        >
          {items.map((item) =>
            item.kind === 'link' ? (
              <a
                key={item.label}
                href={item.path}
                className="flex min-h-11 items-center font-semibold hover:text-brand-700"
              >
                {item.label}
              </a>
            ) : (
              <div key={item.label}>
                <p className="flex min-h-11 items-center font-semibold">{item.label}</p>
                <ul className="pl-3">
                  {(item.kind === 'dropdown' ? item.links : item.demos).map((link) =>
                    'path' in link ? (
                      <li key={link.label}>
                        <a href={link.path} className="flex min-h-11 items-center text-muted hover:text-brand-700">
                          {link.label}
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              </div>
            ),
          )}
        </nav>
      </div>
    </div>
  );
}
