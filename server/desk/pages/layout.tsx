import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { day } from '../../../content/day';
import { desk } from '../../../content/desk';
import { deskTimes } from '../../../content/desk-times';
import { diary } from '../../../content/diary';
import { queue } from '../../../content/queue';
import type { Staff } from '../store/types';

/**
 * The frame of every desk page, rendered on the server with React DOM: no hydration, the forms
 * post and redirect; only the passkey buttons need the one script (/desk/desk.js), loaded on the
 * pages that have them. noindex, and its own small stylesheet.
 */

export interface LayoutProps {
  title: string;
  practiceName: string;
  staff?: Staff | null;
  /** Load the passkey script. */
  passkeys?: boolean;
  children: ReactNode;
}

export function Layout({ title, practiceName, staff, passkeys, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${desk.pages.title} | ${practiceName}`}</title>
        <link rel="stylesheet" href="/desk/desk.css" />
        {passkeys ? <script type="module" src="/desk/desk.js" /> : null}
      </head>
      <body>
        <header className="bar">
          <a className="home" href="/desk">
            {desk.pages.title}
          </a>
          {staff ? (
            <nav aria-label={desk.pages.title}>
              <a href="/desk">{desk.pages.inbox}</a>
              <a href="/desk/day">{day.nav}</a>
              <a href="/desk/queue">{queue.desk.nav}</a>
              <a href="/desk/diary">{diary.desk.navLink}</a>
              {staff.role === 'owner' ? <a href="/desk/numbers">{deskTimes.numbers.navLink}</a> : null}
              <a href="/desk/account">
                {staff.role === 'owner' ? `${desk.pages.staff} · ${desk.pages.audit}` : desk.pages.passkeys}
              </a>
              <form method="post" action="/desk/sign-out">
                <button type="submit">{desk.pages.signOut}</button>
              </form>
            </nav>
          ) : null}
        </header>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

export function renderDeskPage(page: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

/** A notice: "Saved." once after a change's redirect (server/desk/saved-notice.ts), or a refused form's problem. */
export function Notice({ saved, problem }: { saved?: boolean; problem?: string | null }) {
  if (problem)
    return (
      <p className="notice problem" role="alert">
        {problem}
      </p>
    );
  if (saved)
    return (
      <p className="notice" role="status">
        {desk.pages.saved}
      </p>
    );
  return null;
}
