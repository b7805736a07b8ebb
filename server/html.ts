import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from './escape-html';
import { renderInShell, type PageShell } from './page-shell';

// escapeHtml has its own module so that page-shell.ts, which renderPage calls, need not import this one back.
export { escapeHtml };

export interface PageOptions {
  /** The document title (already "… | practice name"). */
  title: string;
  /** The page's h1. */
  heading: string;
  /** The practice name (the breadcrumb's first item in the site's chrome). */
  practiceName: string;
  /** The site's chrome from the built 404 page (server/page-shell.ts); without it, a standalone page. */
  shell?: PageShell;
  /** The page's language, when not English. */
  lang?: string;
  /** Root-relative href of the site's built stylesheet, if found. */
  stylesheet?: string;
  /** Trusted HTML of the main content (callers escape every user value). */
  body: string;
}

/** A page the service writes: in the site's chrome when the build is there, else standalone. */
export function renderPage(options: PageOptions): string {
  return options.shell ? renderInShell(options.shell, options) : renderStandalonePage(options);
}

/**
 * The one way the service draws a page's content: React DOM renders the components (every value escaped by
 * React), and the shell wraps them. No page body is built from template strings.
 */
export function renderServicePage(options: Omit<PageOptions, 'body'>, content: ReactNode): string {
  return renderPage({ ...options, body: renderToStaticMarkup(content) });
}

/**
 * A minimal standalone page (no build to take the site's chrome from) in the site's look: the built stylesheet
 * (component classes such as .btn and .field) plus a few inline rules so it reads well even without that stylesheet.
 */
function renderStandalonePage({ title, heading, stylesheet, body, lang }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ''}
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.6}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
form>div{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.field{box-sizing:border-box;width:100%;min-height:2.75rem;border:1px solid #94a3b8;border-radius:.75rem;padding:.625rem .875rem;font:inherit;background:#fff}
.check label{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.check input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none}
.field-error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
[aria-invalid="true"]{border-color:#b91c1c;border-width:2px}
.summary{border:2px solid #b91c1c;border-radius:.75rem;padding:1rem;margin:0 0 1.5rem}
.summary h2{font-size:1.125rem;margin:0 0 .5rem}
.summary ul{list-style:disc;margin:0;padding-left:1.25rem}
main a{color:#0f766e;text-decoration:underline;text-underline-offset:2px}
main p{margin:0 0 1rem}
.note{font-size:.95rem}
.hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.links{margin-top:1.5rem}
.links a{margin-right:1.25rem}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr));gap:.5rem;border:0;padding:0;margin:0 0 1rem}
.times legend{font-weight:600;padding:0;margin:0 0 .5rem}
.times label{display:flex;gap:.5rem;align-items:center;font-weight:400;border:1px solid #94a3b8;border-radius:.75rem;padding:.5rem .75rem;min-height:2.75rem;box-sizing:border-box}
.times input{width:1.25rem;height:1.25rem;margin:0}
section>h2{font-size:1.375rem;margin:2rem 0 .75rem}
</style>
</head>
<body>
<main id="main">
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}
