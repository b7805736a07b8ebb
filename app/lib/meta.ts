import { site } from '@content/site';
import type { MetaDescriptor } from 'react-router';

/** Public origin of the site: SITE_URL at build time, else the content's siteUrl. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL as string | undefined) ?? site.siteUrl;

interface PageMetaInput {
  /** The page's own title; "Home" on home. */
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/about". */
  path: string;
  /** Absolute or site path of the share image. */
  image?: string;
  type?: 'website' | 'article';
}

/** Title "{practice name} | {page title}", description, canonical URL and share cards of a page. */
export function pageMeta({ title, description, path, image, type = 'website' }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${site.practiceName} | ${title}`;
  const url = new URL(encodeURI(path), siteOrigin).href;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.practiceName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    const imageUrl = new URL(image, siteOrigin).href;
    meta.push({ property: 'og:image', content: imageUrl }, { name: 'twitter:image', content: imageUrl });
  }
  return meta;
}
