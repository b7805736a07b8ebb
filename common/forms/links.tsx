import type { ComponentType, ReactNode } from 'react';

/**
 * How a form's markup links a page of the site: React Router's Link in the app, a plain link on the service's pages.
 */
export type LinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export function PlainLink({ to, ...props }: { to: string; className?: string; children?: ReactNode }) {
  return <a href={to} {...props} />;
}
