import {
  AFTER_PAINT_ATTRIBUTE,
  CRITICAL_STYLE_ATTRIBUTE,
  NO_OVERLAY_CLASS,
  WHOLE_SHEET_ATTRIBUTE,
} from '../common/build-contract';
import { ui } from '../content/ui';
import { escapeHtml } from './escape-html';

/**
 * The site's own chrome around the pages the service writes itself (a form that did not pass, a
 * refusal, a confirmation, a withdrawal, search results without JavaScript): the prerendered 404
 * page is taken apart once at start into what comes before its <title>, between the title and the
 * content of <main>, and after <main>. A page the service writes then has the site's header, menus,
 * footer and stylesheet, so a visitor without JavaScript can go on into the site from it.
 *
 * Every <script> is removed: such a page is not hydrated (its HTML is not what React would render),
 * it must work without JavaScript, and it needs no script hash in the Content-Security-Policy.
 * The canonical link and the page's own description and social tags are removed too (they name
 * the 404 page); the page is marked noindex, and the first-visit loading overlay is off and the headings' typeface is
 * on (a visitor reaches these pages from the site, never as a first view).
 */

export interface PageShell {
  /** HTML up to and including `<title>`. */
  readonly head: string;
  /** From `</title>` up to and including the opening `<main …>` tag. */
  readonly middle: string;
  /** From `</main>` to the end. */
  readonly tail: string;
}

const MAIN = /(<main\b[^>]*>)[\s\S]*?<\/main>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DROPPED_TAGS = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<link\b[^>]*\brel="(?:canonical|modulepreload|alternate|preload)"[^>]*>/gi,
  /<meta\b[^>]*\b(?:name="(?:description|robots|twitter:[^"]*)"|property="og:[^"]*")[^>]*>/gi,
];

/**
 * The disabled stylesheet links: the after-paint sheet's, which the page's script enables, and the whole sheet's that
 * React DOM hydrates (scripts/html-pipeline/critical-css.ts). The <noscript> link to the whole sheet takes their place.
 */
const FULL_STYLESHEET_LINK = new RegExp(
  `<link\\b[^>]*\\b(?:${AFTER_PAINT_ATTRIBUTE}|${WHOLE_SHEET_ATTRIBUTE})=""[^>]*>`,
  'gi',
);
/** The page's own rules, which the build wrote in place of the full stylesheet's link. */
const CRITICAL_STYLE = new RegExp(`<style ${CRITICAL_STYLE_ATTRIBUTE}="[^"]*">[\\s\\S]*?</style>`, 'gi');

/**
 * A prerendered page holds only its own CSS rules and leaves the full stylesheet, the favicon and
 * the manifest to its script or to <noscript> (scripts/html-pipeline/critical-css.ts, app/root.tsx).
 * These pages run no script, and a browser with JavaScript on ignores <noscript>: they get the plain links.
 */
function withPlainHeadLinks(html: string): string {
  return html
    .replace(CRITICAL_STYLE, '')
    .replace(FULL_STYLESHEET_LINK, '')
    .replace(/<noscript>((?:<link\b[^>]*>)+)<\/noscript>/gi, '$1');
}

/** Rules for the parts only these pages have (error summary, field messages, honeypot). */
const SERVER_PAGE_STYLE = `<style>
.server-page{max-width:44rem;padding-top:2.5rem;padding-bottom:3.5rem}
.server-page form>div{margin:0 0 1rem}
.server-page label{display:block;font-weight:600;margin:0 0 .25rem}
.server-page .check label{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.server-page .check input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none}
.server-page .field-error{color:#b91c1c;font-weight:600;margin:.25rem 0 0}
.server-page [aria-invalid="true"]{border-color:#b91c1c;border-width:2px}
.server-page .summary{border:2px solid #b91c1c;border-radius:.75rem;padding:1rem;margin:0 0 1.5rem}
.server-page .summary h2{font-size:1.125rem;margin:0 0 .5rem}
.server-page .summary ul{list-style:disc;margin:0;padding-left:1.25rem}
.server-page a{color:#0f766e;text-decoration:underline;text-underline-offset:2px}
.server-page a.btn{color:#fff;text-decoration:none}
.server-page p{margin:0 0 1rem}
.server-page .note{font-size:.95rem}
.server-page .hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.server-page .links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1.25rem;align-items:center}
.server-page .confirmation{border-radius:.75rem;background:#eef6f5;padding:1.25rem 1.5rem;margin:0 0 1.5rem}
.server-page .confirmation dl{margin:0 0 1rem}
.server-page .confirmation dl div{display:flex;flex-wrap:wrap;gap:0 .75rem}
.server-page .confirmation dt{font-weight:600}
.server-page .search-hits a{color:inherit;text-decoration:none}
.server-page .times{display:grid;grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr));gap:.5rem;border:0;padding:0;margin:0 0 1rem}
.server-page .times legend{font-weight:600;padding:0;margin:0 0 .5rem}
.server-page .times label{display:flex;gap:.5rem;align-items:center;font-weight:400;border:1px solid #94a3b8;border-radius:.75rem;padding:.5rem .75rem;min-height:2.75rem}
.server-page .times input{width:1.25rem;height:1.25rem;margin:0}
.server-page section>h2{font-size:1.375rem;margin:2rem 0 .75rem}
.server-page .search-hits p{margin:.25rem 0 0}
</style>`;

/** The shell from a prerendered page, or undefined when the page has no <title> or <main>. */
export function pageShellFrom(html: string): PageShell | undefined {
  let page = withPlainHeadLinks(html);
  for (const tag of DROPPED_TAGS) page = page.replace(tag, '');
  const title = TITLE.exec(page);
  const main = MAIN.exec(page);
  if (!title || !main || main.index < title.index) return undefined;
  const head = page
    .slice(0, title.index)
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${withNoOverlay(attributes)}>`);
  const middle = page.slice(title.index + title[0].length, main.index) + (main[1] ?? '<main>');
  const tail = page.slice(main.index + main[0].length - '</main>'.length);
  return {
    head: `${head}<title>`,
    middle: `</title>\n<meta name="robots" content="noindex">\n${SERVER_PAGE_STYLE}${middle}`,
    tail,
  };
}

/**
 * No first-visit overlay: a visitor has been on the site. (Its headings get Fraunces from the full stylesheet it
 * links.)
 */
const SHELL_CLASSES = NO_OVERLAY_CLASS;

function withNoOverlay(attributes: string): string {
  if (/\bclass="/.test(attributes)) return attributes.replace(/\bclass="/, `class="${SHELL_CLASSES} `);
  return `${attributes} class="${SHELL_CLASSES}"`;
}

export interface ShellPage {
  /** The document title (already "… | practice name"). */
  title: string;
  /** The page's h1, in a banner like the site's breadcrumb banner. */
  heading: string;
  /** Trusted HTML below the banner (callers escape every user value). */
  body: string;
  /** The page's language when it is not the shell's (a privacy notice in Hindi, say). */
  lang?: string;
  /** The practice name, the breadcrumb's first item. */
  practiceName: string;
}

/** A page in the site's chrome: a banner with the heading and a breadcrumb home, then the body. */
export function renderInShell(shell: PageShell, { title, heading, body, lang, practiceName }: ShellPage): string {
  const head = lang ? shell.head.replace(/(<html\b[^>]*\blang=")[^"]*"/i, `$1${escapeHtml(lang)}"`) : shell.head;
  const banner = `<div class="bg-mist"><div class="container-page py-10 md:py-14">
<h1 class="text-title text-brand-900">${escapeHtml(heading)}</h1>
<nav aria-label="${escapeHtml(ui.breadcrumb.label)}" class="mt-4"><ol class="flex flex-wrap items-center gap-2 font-semibold">
<li><a href="/" class="text-brand-700">${escapeHtml(practiceName)}</a></li><li aria-hidden="true">›</li><li aria-current="page">${escapeHtml(heading)}</li>
</ol></nav></div></div>`;
  return `${head}${escapeHtml(title)}${shell.middle}${banner}\n<div class="container-page server-page">\n${body}\n</div>${shell.tail}`;
}
