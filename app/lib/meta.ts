import { site } from '@content/site';
import type { MetaDescriptor } from 'react-router';
import { imageUrl as contentImageUrl } from '~/components/ui/ContentImage';
import { navigation } from '@content/navigation';
import { breadcrumbList, medicalClinic, physician } from './structured-data';

/** Public origin of the site: SITE_URL at build time, else the content's siteUrl. */
export const siteOrigin = ((import.meta.env.VITE_SITE_URL as string | undefined) || site.siteUrl).replace(/\/$/, '');

interface PageMetaInput {
  /** The page's own title; "Home" on home. */
  title: string;
  description: string;
  /** The page describes the clinic itself and carries its MedicalClinic record (content/pages.ts). */
  describesClinic?: boolean;
  /** false on the top of the breadcrumb trail (the home layouts, content/pages.ts): no BreadcrumbList. */
  breadcrumb?: boolean;
  /** The page's canonical path, e.g. "/about". */
  path: string;
  /** Absolute or site path of the share image. */
  image?: string;
  type?: 'website' | 'article';
  /** Further JSON-LD objects (e.g. a BlogPosting). */
  structuredData?: Array<Record<string, unknown>>;
}

/** Title "{practice name} | {page title}", description, canonical URL and share cards of a page. */
export function pageMeta({
  title,
  description,
  describesClinic = false,
  breadcrumb = true,
  path,
  image,
  type = 'website',
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
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
  const doctor = site.doctors.find((candidate) => `/${candidate.slug}` === path);
  const records = [
    ...(describesClinic
      ? [
          medicalClinic(
            siteOrigin,
            navigation.sidePanelServices.servicePages.map((service) => service.label),
          ),
        ]
      : []),
    ...(doctor ? [physician(siteOrigin, doctor, doctor.photo ? contentImageUrl(doctor.photo) : undefined)] : []),
    ...(breadcrumb ? [breadcrumbList(siteOrigin, title, url)] : []),
    ...structuredData,
  ];
  for (const record of records) meta.push({ 'script:ld+json': record });
  return meta;
}
