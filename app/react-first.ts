import { stackTraceLimit } from './react-first-stacks';
import { hydrateRoot as reactDomHydrateRoot } from 'react-dom/client';

// React DOM has run its module code (at the import above, the bundler's place for it): errors get stacks again.
Error.stackTraceLimit = stackTraceLimit;

/**
 * React DOM's `hydrateRoot`, through a module of React DOM's chunk: the bundler runs a CommonJS package where a
 * module that uses it is evaluated, so this wrapper makes React DOM, and React with it, run their module code in the
 * first stage of the page's JavaScript, not in the last, and between the two lines that take stacks away from its
 * errors and give them back (docs/decisions/0090-every-page-s-code-evaluated-in-three-tasks.md).
 */
export const hydrateRoot: typeof reactDomHydrateRoot = (container, children, options) =>
  reactDomHydrateRoot(container, children, options);
