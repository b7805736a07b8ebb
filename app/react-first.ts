import { hydrateRoot as reactDomHydrateRoot } from 'react-dom/client';

/**
 * React DOM's `hydrateRoot`, through a module of React DOM's chunk: the bundler evaluates a CommonJS package where a
 * module that uses it is evaluated, so this wrapper makes React DOM, and React with it, run their module code in the
 * first stage of the page's JavaScript, not in the last
 * (docs/decisions/0090-the-page-s-javascript-evaluated-in-stages.md).
 */
export const hydrateRoot: typeof reactDomHydrateRoot = (container, children, options) =>
  reactDomHydrateRoot(container, children, options);
