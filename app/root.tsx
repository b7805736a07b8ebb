import { defaultChrome } from '@content/chrome';
import type { ChromeSettings } from '@content/schema/home';
import { privacyLanguages } from '@content/privacy';
import { site } from '@content/site';
import { fill, ui } from '@content/ui';
import { type ReactNode, startTransition, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ChromePart } from './components/chrome/ChromePart';
import { Footer } from './components/chrome/Footer';
import { Header } from './components/chrome/Header';
import { LoadingOverlay, overlayOncePerVisitScript } from './components/chrome/LoadingOverlay';
import { MobileBar } from './components/chrome/MobileBar';
import { MotionEffects } from './components/chrome/MotionEffects';
import { ScrollToTop } from './components/chrome/ScrollToTop';

/**
 * The favicon and the web-app manifest. A browser fetches both while the page loads, and on a phone
 * each was another connection before the first paint (docs/decisions/0015-critical-css-after-paint.md).
 * So the built HTML carries the favicon as a data URI (scripts/html-pipeline/favicon.ts), which also keeps
 * browsers from asking for /favicon.ico; both links by URL are in <noscript> for crawlers and
 * visitors without JavaScript, and React adds the manifest once the page has hydrated.
 */
const FAVICON = { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } as const;
const MANIFEST = { rel: 'manifest', href: '/manifest.webmanifest' } as const;

function HeadIcons() {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the re-render it asks for yields to a tap (docs/decisions/0065-hydrate-in-two-passes.md).
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (hydrated) return <link {...MANIFEST} />;
  return (
    <noscript>
      <link {...FAVICON} />
      <link {...MANIFEST} />
    </noscript>
  );
}

/** The site's own language (the first of the privacy notice's languages); the chrome is written in it. */
const SITE_LANGUAGE = privacyLanguages[0].code;

/** The page's language and direction: a page in another language returns `lang` and `dir` from its loader. */
interface PageLanguage {
  lang: string;
  dir?: 'ltr' | 'rtl';
}

function usePageLanguage(): PageLanguage {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { lang?: unknown; dir?: unknown } | undefined;
    if (typeof data?.lang === 'string')
      return { lang: data.lang, dir: data.dir === 'rtl' || data.dir === 'ltr' ? data.dir : undefined };
  }
  return { lang: SITE_LANGUAGE };
}

/**
 * Keeps the chrome's words marked as the site's language on a page in another language (display: contents, so no box):
 * its `lang`, and left to right on a right-to-left page (the chrome is English).
 */
function InSiteLanguage({ page, children }: { page: PageLanguage; children: ReactNode }) {
  if (page.lang === SITE_LANGUAGE) return children;
  return (
    <div lang={SITE_LANGUAGE} dir={page.dir === 'rtl' ? 'ltr' : undefined} className="contents">
      {children}
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const page = usePageLanguage();
  return (
    <html lang={page.lang} dir={page.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <script dangerouslySetInnerHTML={{ __html: overlayOncePerVisitScript }} />
        <Meta />
        <Links />
        <HeadIcons />
      </head>
      <body className="pb-14 md:pb-0">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Pages choose their chrome by returning `chrome` from their loader (home variants do). */
function useChrome(): ChromeSettings {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { chrome?: ChromeSettings } | undefined;
    if (data?.chrome) return data.chrome;
  }
  return defaultChrome;
}

/** Marks the page hydrated once the last part of it (the boundary below the header) has hydrated. */
function HydratedMark() {
  // Lets tests (and styles) tell a hydrated page from prerendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The header hydrates first, in the root's own pass; the main content and everything below it sit in one Suspense
 * boundary, which React hydrates in a later pass of its own at low priority (or at once, when a tap lands inside it),
 * so the first commit and its effects stay small (docs/decisions/0065-hydrate-in-two-passes.md).
 */
function Chrome({ chrome, children }: { chrome: ChromeSettings; children: ReactNode }) {
  const page = usePageLanguage();
  return (
    <>
      <InSiteLanguage page={page}>
        <a
          href="#main"
          className="sr-only z-[70] rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {ui.skipLink}
        </a>
        <ChromePart>
          {site.features.showLoadingOverlay && <LoadingOverlay />}
          <Header chrome={chrome} />
        </ChromePart>
      </InSiteLanguage>
      <Suspense>
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <InSiteLanguage page={page}>
          <ChromePart>
            <Footer variant={chrome.footer} />
            <MobileBar />
            <ScrollToTop />
            <MotionEffects />
          </ChromePart>
        </InSiteLanguage>
        <HydratedMark />
      </Suspense>
    </>
  );
}

export default function App() {
  const chrome = useChrome();
  return (
    <Chrome chrome={chrome}>
      <Outlet />
    </Chrome>
  );
}

export function HydrateFallback() {
  return <div className="min-h-dvh" />;
}

/** What the error page may show: the HTTP status always, the error's own words and stack in development only. */
function errorDetails(error: unknown): { status: number; message?: string; stack?: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!import.meta.env.DEV) return { status };
  if (isRouteErrorResponse(error))
    return { status, message: error.statusText || (typeof error.data === 'string' ? error.data : undefined) };
  return error instanceof Error
    ? { status, message: error.message, stack: error.stack }
    : { status, message: String(error) };
}

/**
 * Our own error page: the framework's default shows the message and a stack trace even in
 * production. Visitors get the status and a plain sentence; an error's message can hold internals.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, message, stack } = errorDetails(error);
  return (
    <Chrome chrome={defaultChrome}>
      <section className="container-page py-20">
        <h1 className="text-title text-brand-900">{ui.error.title}</h1>
        <p className="mt-4 font-display text-2xl font-semibold text-brand-700">{fill(ui.error.status, { status })}</p>
        <p className="mt-4 max-w-2xl text-lg">{ui.error.text}</p>
        {message && (
          <p className="mt-4 text-lg" data-testid="error-detail">
            {message}
          </p>
        )}
        {stack && <pre className="mt-6 overflow-x-auto rounded-xl bg-mist p-4 text-sm">{stack}</pre>}
        <Link to="/" className="btn btn-primary mt-8">
          {ui.error.back}
        </Link>
      </section>
    </Chrome>
  );
}
