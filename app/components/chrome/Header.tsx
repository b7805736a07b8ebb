import type { ChromeSettings } from '@content/schema/home';
import { navigation } from '@content/navigation';
import { site } from '@content/site';
import { ui } from '@content/ui';
import { CalendarCheck, Clock, LayoutGrid, Mail, Menu, Phone, Search } from 'lucide-react';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useResized, useWindowScroll } from '~/hooks/useWindowScroll';
import { afterNextFrame } from '~/lib/after-first-paint';
import { mailtoHref, openingPeriods, telHref } from '~/lib/contact';
import { DesktopNav } from './DesktopNav';
import { EmergencyLine } from './EmergencyLine';
import { Logo } from './Logo';
import { MenuFallback } from './MenuFallback';

// The panels load on first use (or when a pointer or focus reaches their button), keeping them
// out of every page's first-load JavaScript.
const loadOffCanvas = () => import('./OffCanvasMenu');
const loadSidePanel = () => import('./SidePanel');
const loadSearch = () => import('./SearchDialog');
const OffCanvasMenu = lazy(() => loadOffCanvas().then((m) => ({ default: m.OffCanvasMenu })));
const SidePanel = lazy(() => loadSidePanel().then((m) => ({ default: m.SidePanel })));
const SearchDialog = lazy(() => loadSearch().then((m) => ({ default: m.SearchDialog })));

/** Scroll depth (px) from which the header stays fixed at the top: spec, 'Business constants'. */
export const STICKY_HEADER_FROM = 250;

/** The bar once fixed: it slides in from the top, with a shadow. */
const STICKY_BAR = [
  'data-[sticky=true]:fixed data-[sticky=true]:top-0 data-[sticky=true]:left-0',
  'data-[sticky=true]:shadow-[var(--shadow-card)] data-[sticky=true]:motion-safe:animate-[header-in_400ms_ease]',
].join(' ');

type Panel = 'menu' | 'side' | 'search' | null;

export function Header({ chrome }: { chrome: ChromeSettings }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [used, setUsed] = useState<Set<Exclude<Panel, null>>>(new Set());
  // A panel opens once the frame that answers the tap is drawn, as a navigation starts
  // (docs/decisions/0094-a-panel-opens-after-the-tap-s-frame.md): its render is not held inside the tap.
  const open = (which: Exclude<Panel, null>) =>
    afterNextFrame(() => {
      setUsed((previous) => (previous.has(which) ? previous : new Set(previous).add(which)));
      setPanel(which);
    });
  const location = useLocation();
  const slotRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useStickyBar(slotRef, barRef);
  // Until React runs (prerendered HTML, hydration, no JavaScript at all) the menu is a <details> that works without
  // JavaScript. A transition: the header's re-render yields to a tap instead of running inside the effects' task.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);

  useEffect(() => setPanel(null), [location.pathname, location.search]);

  const close = () => setPanel(null);
  const brand = chrome.header === 'brand';
  // Every open run of the week: a clinic open Monday to Friday and Saturday morning says both.
  const openHours = openingPeriods()
    .filter((period) => period.open)
    .map((period) => `${period.days}: ${period.hours}`)
    .join('; ');

  return (
    <header>
      <EmergencyLine variant="strip" />
      {chrome.header === 'topbar' && (
        <div className="hidden bg-brand-900 text-sm text-white md:block">
          <div className="container-page flex min-h-10 items-center justify-between gap-6">
            <p className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-brand-200" />
              {openHours || null}
            </p>
            <p className="flex items-center gap-6">
              <a
                href={mailtoHref(site.contact.email)}
                className="inline-flex min-h-10 items-center gap-2 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 text-brand-200" />
                <span className="max-lg:sr-only">{ui.contactLabels.generalEmail}: </span>
                {site.contact.email}
              </a>
              <a href={telHref(site.contact.phone)} className="inline-flex min-h-10 items-center gap-2 hover:underline">
                <Phone aria-hidden="true" className="size-4 text-brand-200" />
                <span className="max-lg:sr-only">{ui.contactLabels.mainPhone}: </span>
                {site.contact.phone}
              </a>
            </p>
          </div>
        </div>
      )}
      {/* Keeps the header's height in the flow while it is fixed, so nothing below jumps (useStickyBar sets it). */}
      <div ref={slotRef}>
        {/* data-sticky is written by useStickyBar, not by React: React renders it once, as it is at the top. */}
        <div
          ref={barRef}
          data-sticky="false"
          className={`relative z-30 w-full border-b transition-shadow ${STICKY_BAR} ${brand ? 'border-brand-800 bg-brand-800 text-white' : 'border-line bg-white/95 backdrop-blur'}`}
        >
          <div className="container-page flex min-h-[4.5rem] items-center justify-between gap-4">
            <Logo tone={brand ? 'light' : 'dark'} />
            <div className={brand ? '[&_a]:text-white [&_button]:text-white' : ''}>
              <DesktopNav items={navigation.mainMenu} />
            </div>
            <div className="flex items-center gap-1.5">
              {/* Without JavaScript the button submits this form and opens the results page. */}
              <form action="/search" method="get" className="contents">
                <IconButton
                  label={ui.header.searchButton}
                  submit
                  onClick={(event) => {
                    event.preventDefault();
                    open('search');
                  }}
                  onPrepare={loadSearch}
                  brand={brand}
                >
                  <Search aria-hidden="true" className="size-5" />
                </IconButton>
              </form>
              <Link
                to="/appointment"
                className={`btn hidden whitespace-nowrap md:inline-flex ${brand ? 'btn-light' : 'btn-primary'}`}
              >
                <CalendarCheck aria-hidden="true" className="size-4" />
                {ui.header.appointmentButton}
              </Link>
              {hydrated ? (
                <>
                  <IconButton
                    label={ui.header.sidePanelButton}
                    onClick={() => open('side')}
                    onPrepare={loadSidePanel}
                    brand={brand}
                    className="max-lg:hidden"
                  >
                    <LayoutGrid aria-hidden="true" className="size-5" />
                  </IconButton>
                  <IconButton
                    label={ui.header.menuButton}
                    onClick={() => open('menu')}
                    onPrepare={loadOffCanvas}
                    brand={brand}
                    className="xl:hidden"
                  >
                    <Menu aria-hidden="true" className="size-6" />
                  </IconButton>
                </>
              ) : (
                <MenuFallback items={navigation.mainMenu} brand={brand} />
              )}
            </div>
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {used.has('menu') && <OffCanvasMenu open={panel === 'menu'} onClose={close} items={navigation.mainMenu} />}
        {used.has('side') && (
          <SidePanel
            open={panel === 'side'}
            onClose={close}
            services={navigation.sidePanelServices[chrome.sidePanelServices]}
          />
        )}
        {used.has('search') && <SearchDialog open={panel === 'search'} onClose={close} />}
      </Suspense>
    </header>
  );
}

function IconButton({
  label,
  onClick,
  submit = false,
  onPrepare,
  brand,
  className = '',
  children,
}: {
  label: string;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  /** A submit button of its form: what it does without JavaScript. */
  submit?: boolean;
  /** Starts loading what the button opens, before the click (after the frame, like the panel itself). */
  onPrepare: () => unknown;
  brand: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const prepare = () => afterNextFrame(onPrepare);
  return (
    <button
      type={submit ? 'submit' : 'button'}
      onClick={onClick}
      onPointerEnter={prepare}
      onFocus={prepare}
      aria-haspopup="dialog"
      className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${
        brand ? 'bg-white/10 text-white hover:bg-white/20' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
      } ${className}`}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/**
 * Fixes the bar at the top from STICKY_HEADER_FROM px of scroll, holding its height in the slot. Written to the DOM as
 * the page scrolls, not rendered; the bar's height is measured after layout (app/hooks/useWindowScroll.ts says why).
 */
function useStickyBar(slotRef: React.RefObject<HTMLDivElement | null>, barRef: React.RefObject<HTMLDivElement | null>) {
  const barHeight = useRef(0);
  const hold = useCallback(() => {
    const slot = slotRef.current;
    const bar = barRef.current;
    if (!slot || !bar) return;
    const height = bar.dataset.sticky === 'true' ? `${barHeight.current}px` : '';
    if (slot.style.height !== height) slot.style.height = height;
  }, [slotRef, barRef]);
  const follow = useCallback(
    (scrollY: number) => {
      const bar = barRef.current;
      if (!bar) return;
      const sticky = String(scrollY >= STICKY_HEADER_FROM);
      if (bar.dataset.sticky === sticky) return;
      bar.dataset.sticky = sticky;
      hold();
    },
    [barRef, hold],
  );
  useWindowScroll(follow);
  // The bar's height follows the width and the fonts; fixed or in the flow, its box is the same.
  const bar = useCallback(() => barRef.current, [barRef]);
  // Also where the depth on mount is followed (app/hooks/useWindowScroll.ts says why).
  const measure = useCallback(
    (element: Element) => {
      barHeight.current = (element as HTMLElement).offsetHeight;
      follow(window.scrollY);
      hold();
    },
    [follow, hold],
  );
  useResized(bar, measure);
}
