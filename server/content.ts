import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listServices } from '../content/index/collections';
import type { ServiceFrontmatter } from '../content/schema/service';
import { site } from '../content/site';

/**
 * What the form service needs from `content/`: the clinic config (imported as is), the service
 * labels (from the content index, which validates content/services/*.md) and the version of the
 * privacy notice stored with each consent (checked by the build's content check).
 */
export { site };
export { privacyNoticeVersion } from '../content/privacy';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const contentDir = path.join(repoRoot, 'content');

export type ServiceEntry = Pick<ServiceFrontmatter, 'label' | 'slug'>;

/** The services' labels and slugs, in menu order, from the content index; throws if there are none. */
export function loadServices(servicesDir = path.join(contentDir, 'services')): ServiceEntry[] {
  return listServices(servicesDir).map(({ label, slug }) => ({ label, slug }));
}

/** Fills {name} slots of a content string. */
export { fill } from '../content/helpers';

/** The origin of an absolute http(s) URL, or null for a site-relative path. */
export function absoluteOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}
