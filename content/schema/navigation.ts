import { z } from 'zod';
import { internalPathSchema } from './site';

/** A link inside the site. */
export const menuLinkSchema = z.object({
  /** Text of the link. */
  label: z.string().min(1).max(60),
  /** Site path it opens. */
  path: internalPathSchema,
});

/** A home demo in the Home mega menu: a link with a preview image, or a label for a demo not yet built. */
export const demoLinkSchema = z.union([
  menuLinkSchema.extend({
    /** Preview image inside content/images/. */
    image: z.string().min(1),
    imageAlt: z.string().min(3),
  }),
  z.object({
    label: z.string().min(1),
    /** A demo that does not exist yet: shown as a label with this badge, never as a link. */
    comingSoon: z.string().min(1),
  }),
]);

export const mainMenuItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), label: z.string().min(1), path: internalPathSchema }),
  z.object({ kind: z.literal('dropdown'), label: z.string().min(1), links: z.array(menuLinkSchema).min(1) }),
  z.object({ kind: z.literal('mega'), label: z.string().min(1), demos: z.array(demoLinkSchema).min(1) }),
]);

/** An entry of a side-panel service list: a link when it has a path. */
export const serviceListItemSchema = z.object({ label: z.string().min(2), path: internalPathSchema.optional() });

export const navigationSchema = z.object({
  /** The header's main menu, in order; the off-canvas menu copies it. */
  mainMenu: z.array(mainMenuItemSchema).min(1),
  /** The side panel's 'What Services We Provide?' list, one per layout. */
  sidePanelServices: z.object({
    general: z.array(serviceListItemSchema).min(1),
    servicePages: z.array(serviceListItemSchema).min(1),
  }),
});

export const footerSchema = z.object({
  /** Link groups of the standard footer, in order (e.g. Company, Our Services). */
  linkGroups: z.array(z.object({ title: z.string().min(2), links: z.array(menuLinkSchema).min(1) })).min(1),
  /** Extra groups of the Home Three footer (useful links, services). */
  extendedLinkGroups: z.array(z.object({ title: z.string().min(2), links: z.array(menuLinkSchema).min(1) })).min(1),
});

export type MainMenuItem = z.infer<typeof mainMenuItemSchema>;
export type MenuLink = z.infer<typeof menuLinkSchema>;
export type DemoLink = z.infer<typeof demoLinkSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type ServiceListItem = z.infer<typeof serviceListItemSchema>;
