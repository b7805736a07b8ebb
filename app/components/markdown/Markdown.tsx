import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from 'react-router';

/**
 * The one map from Markdown elements to our components (as react.dev does): headings, lists and
 * links get the site's typography; internal links become client-side links.
 */
const components = {
  h2: (props: React.ComponentProps<'h2'>) => <h2 className="mt-10 mb-4 text-2xl text-brand-900 md:text-3xl" {...props} />,
  h3: (props: React.ComponentProps<'h3'>) => <h3 className="mt-8 mb-3 text-xl text-brand-900" {...props} />,
  p: (props: React.ComponentProps<'p'>) => <p className="my-4" {...props} />,
  ul: (props: React.ComponentProps<'ul'>) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />,
  ol: (props: React.ComponentProps<'ol'>) => <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700" {...props} />,
  strong: (props: React.ComponentProps<'strong'>) => <strong className="font-semibold text-ink" {...props} />,
  blockquote: (props: React.ComponentProps<'blockquote'>) => (
    <blockquote className="my-6 border-l-4 border-brand-600 bg-mist px-5 py-3 text-ink" {...props} />
  ),
  a: ({ href = '', children, ...props }: React.ComponentProps<'a'>) =>
    href.startsWith('/') ? (
      <Link to={href} className="font-semibold text-brand-700 underline underline-offset-4" {...props}>
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-4" {...props}>
        {children}
      </a>
    ),
  // A heading inside the body never competes with the page's one h1.
  h1: (props: React.ComponentProps<'h2'>) => <h2 className="mt-10 mb-4 text-2xl text-brand-900" {...props} />,
};

export function Markdown({ tree, className = '' }: { tree: Root; className?: string }) {
  return <div className={`text-[1.0625rem] leading-relaxed text-ink/90 ${className}`}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
