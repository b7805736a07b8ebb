import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listServices } from '../content/index/collections';
import type { ServiceFrontmatter } from '../content/schema/service';
import { site } from '../content/site';

/**
 * What the form service needs from `content/`: the clinic config (imported as is), the service
 * labels (from the content index, which validates content/services/*.md) and the version of the
 * privacy notice stored with each consent.
 */
export { site };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const contentDir = path.join(repoRoot, 'content');

/** Used when content/privacy.ts does not exist (yet). */
export const DEFAULT_PRIVACY_NOTICE_VERSION = '2026-11-01';

export type ServiceEntry = Pick<ServiceFrontmatter, 'label' | 'slug'>;

/** The services' labels and slugs, in menu order, from the content index; throws if there are none. */
export function loadServices(servicesDir = path.join(contentDir, 'services')): ServiceEntry[] {
  return listServices(servicesDir).map(({ label, slug }) => ({ label, slug }));
}

export interface PrivacyContent {
  noticeVersion: string;
  /** Label of the consent checkbox (content/privacy.ts consentNotice.checkbox), if given. */
  consentLabel?: string;
  /** The short notice shown above the consent box, placeholders unfilled, if given. */
  consentNotice?: string;
}

/**
 * From content/privacy.ts when that file exists: the notice version (`privacyNoticeVersion`, or
 * `PRIVACY_NOTICE_VERSION`) stored with each consent, and the consent wording of the site's
 * forms; else DEFAULT_PRIVACY_NOTICE_VERSION and the service's own wording.
 */
export async function loadPrivacy(file = path.join(contentDir, 'privacy.ts')): Promise<PrivacyContent> {
  if (!existsSync(file)) return { noticeVersion: DEFAULT_PRIVACY_NOTICE_VERSION };
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const version = mod.privacyNoticeVersion ?? mod.PRIVACY_NOTICE_VERSION;
  if (typeof version !== 'string' || version.trim() === '') {
    throw new Error(`${file} must export privacyNoticeVersion as a non-empty string`);
  }
  const notice = (typeof mod.consentNotice === 'object' && mod.consentNotice !== null ? mod.consentNotice : {}) as Record<string, unknown>;
  return {
    noticeVersion: version.trim(),
    consentLabel: typeof notice.checkbox === 'string' ? notice.checkbox : undefined,
    consentNotice: typeof notice.short === 'string' ? notice.short : undefined,
  };
}

/** Fills {name} slots of a content string. */
export { fill } from '../content/helpers';

/** The origin of an absolute http(s) URL, or null for a site-relative path. */
export function absoluteOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}
