import { ui } from '@content/ui';
import type { Root, RootContent } from 'hast';
import { createElement, type ElementType, type ReactNode } from 'react';
import { Link } from 'react-router';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

/**
 * How a Markdown link opens. Only an outside web page opens in a new tab; a site path is a
 * client-side route; tel:, mailto:, #anchors and relative links open in place. Any other scheme
 * (javascript:, data:...) is not a link at all: its text stays, the href goes.
 */
export function linkKind(href: string): 'external' | 'route' | 'inPlace' | 'none' {
  // Two slashes (or backslashes, which browsers read as slashes) start another host.
  if (/^(https?:)?[/\\]{2}/i.test(href)) return 'external';
  if (href.startsWith('/')) return 'route';
  if (/^(tel|mailto):/i.test(href) || !/^[a-z][a-z\d+.-]*:/i.test(href)) return 'inPlace';
  return 'none';
}

/**
 * The one map from Markdown elements to our components (as react.dev does): headings, lists and
 * links get the site's typography; internal links become client-side links (linkKind).
 */
const components = {
  h2: (props: React.ComponentProps<'h2'>) => (
    <h2 className="mt-10 mb-4 text-2xl text-brand-900 md:text-3xl" {...props} />
  ),
  h3: (props: React.ComponentProps<'h3'>) => <h3 className="mt-8 mb-3 text-xl text-brand-900" {...props} />,
  p: (props: React.ComponentProps<'p'>) => <p className="my-4" {...props} />,
  ul: (props: React.ComponentProps<'ul'>) => (
    <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />
  ),
  ol: (props: React.ComponentProps<'ol'>) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700" {...props} />
  ),
  strong: (props: React.ComponentProps<'strong'>) => <strong className="font-semibold text-ink" {...props} />,
  blockquote: (props: React.ComponentProps<'blockquote'>) => (
    <blockquote className="my-6 border-l-4 border-brand-600 bg-mist px-5 py-3 text-ink" {...props} />
  ),
  a: ({ href = '', children, ...props }: React.ComponentProps<'a'>) => {
    const kind = linkKind(href);
    if (kind === 'none') return <>{children}</>;
    if (kind === 'route') {
      return (
        <Link to={href} className={linkClass} {...props}>
          {children}
        </Link>
      );
    }
    const external = kind === 'external';
    return (
      <a
        href={href}
        className={linkClass}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
        {...props}
      >
        {children}
        {external && <span className="sr-only"> {ui.externalLink}</span>}
      </a>
    );
  },
  // A heading inside the body never competes with the page's one h1.
  h1: (props: React.ComponentProps<'h2'>) => <h2 className="mt-10 mb-4 text-2xl text-brand-900" {...props} />,
};

/** Plain HTML elements Markdown may produce besides the mapped ones; anything else keeps only its text. */
const passThrough = new Set(['em', 'code', 'pre', 'del', 'hr', 'br', 'h4', 'li', 'sup', 'sub']);
/** Attributes worth keeping from Markdown: links, list starts, code languages never carry scripts. */
const keptProperties = new Set(['href', 'title', 'start']);

/**
 * HAST to React. A 30-line walk is enough for what remark-rehype produces from our Markdown (no raw
 * HTML ever reaches the tree), and saves the 10 KB of hast-util-to-jsx-runtime on article pages.
 */
function render(node: RootContent, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const children = node.children.map(render);
  const mapped = components[node.tagName as keyof typeof components] as ElementType | undefined;
  const type: ElementType | undefined =
    mapped ?? (passThrough.has(node.tagName) ? (node.tagName as ElementType) : undefined);
  if (!type) return children;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (keptProperties.has(name) && (typeof value === 'string' || typeof value === 'number')) props[name] = value;
  }
  return createElement(type, props, ...(children.length > 0 ? children : []));
}

export function Markdown({ tree, className = '' }: { tree: Root; className?: string }) {
  // Lines of about 70 characters, a comfortable reading measure on wide screens (a `ch` is the width
  // of a zero, wider than the average letter of running text: 58ch holds about 71 characters).
  return (
    <div className={`max-w-[58ch] text-[1.0625rem] leading-relaxed text-ink/90 ${className}`}>
      {tree.children.map(render)}
    </div>
  );
}
