import { z } from 'zod';

/** How the shared page chrome looks on a page: which header, which footer, which side-panel list. */
export const chromeSettingsSchema = z.object({
  /** 'standard' white bar; 'topbar' adds a strip with hours, e-mail and phone; 'brand' a teal bar. */
  header: z.enum(['standard', 'topbar', 'brand']),
  /** 'extended' adds useful links, services, opening hours and a sign-up form (Home Three). */
  footer: z.enum(['standard', 'extended']),
  /** Which 'What Services We Provide?' list the side panel shows (content/navigation.ts). */
  sidePanelServices: z.enum(['general', 'servicePages']),
});

export type ChromeSettings = z.infer<typeof chromeSettingsSchema>;

/** The chrome of every page that does not choose its own. */
export const defaultChrome: ChromeSettings = { header: 'standard', footer: 'standard', sidePanelServices: 'servicePages' };

export const homeVariantSchema = z.object({
  /** Route id of the variant (content/pages.ts has its title and description). */
  routeId: z.enum(['home', 'home2', 'home3']),
  chrome: chromeSettingsSchema,
});

export type HomeVariant = z.infer<typeof homeVariantSchema>;
