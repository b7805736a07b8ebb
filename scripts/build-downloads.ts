/**
 * The downloadable documents of the project details page ('Service Report' and 'Service Lists'),
 * written as PDFs from the content at build time, so they always match the site.
 * Run by scripts/postbuild.ts into build/client; the paths come from content/clinic-pages.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clinicPages } from '../content/clinic-pages';
import { withFacts } from '../content/facts';
import { addressText } from '../content/helpers';
import { isLivePath, pathOf } from '../content/page-registry';
import { serviceReportSections } from '../content/downloads';
import type { ServiceFrontmatter } from '../content/schema/service';
import { site } from '../content/site';
import { listServices } from '../content/index/collections';
import { type PdfBlock, type PdfDocument, renderPdf } from './lib/pdf';

const { address } = site.contact;
const contactBlocks: PdfBlock[] = [
  { kind: 'heading', text: site.practiceName },
  {
    kind: 'paragraph',
    text: addressText(address),
  },
  {
    kind: 'paragraph',
    text: `Phone ${site.contact.phone}  |  E-mail ${site.contact.email}  |  ${site.siteUrl.replace(/^https?:\/\//, '')}`,
  },
  { kind: 'note', text: site.medicalDisclaimer },
];
const footer = `${site.practiceName}  |  Page {page} of {pages}`;
/** The language of the content, as the pages' html lang says. */
const language = 'en';

export function serviceReport(): PdfDocument {
  const page = clinicPages.projectDetails;
  return {
    title: page.downloads.serviceReport.documentTitle,
    author: site.practiceName,
    language,
    footer,
    blocks: [
      { kind: 'title', text: page.downloads.serviceReport.documentTitle },
      ...page.paragraphs.map((text): PdfBlock => ({ kind: 'paragraph', text })),
      { kind: 'heading', text: page.includes.title },
      ...page.includes.items.map((text): PdfBlock => ({ kind: 'bullet', text })),
      ...serviceReportSections.flatMap((section): PdfBlock[] => [
        { kind: 'heading', text: section.title },
        { kind: 'paragraph', text: section.text },
      ]),
      ...contactBlocks,
    ],
  };
}

export function serviceList(services: ServiceFrontmatter[] = listServices()): PdfDocument {
  return {
    title: clinicPages.projectDetails.downloads.serviceList.documentTitle,
    author: site.practiceName,
    language,
    footer,
    blocks: [
      { kind: 'title', text: clinicPages.projectDetails.downloads.serviceList.documentTitle },
      { kind: 'paragraph', text: site.tagline },
      ...services.flatMap((service): PdfBlock[] => [
        { kind: 'heading', text: `${service.order}. ${service.title}` },
        { kind: 'paragraph', text: service.summary },
        ...service.conditions.slice(0, 4).map((text): PdfBlock => ({ kind: 'bullet', text })),
        { kind: 'note', text: `More: ${site.siteUrl}/${service.slug}` },
      ]),
      ...contactBlocks,
    ],
  };
}

/** Writes both PDFs under `outDir` and returns a one-line summary. */
export async function buildDownloads(outDir: string): Promise<string> {
  // The documents are the project details page's, a showcase page: with it left out, no PDF is built (the Service
  // Report's sample fee with it).
  if (!isLivePath(pathOf('project_details'))) return 'no PDFs: the project details page is not drawn';
  const { serviceReport: report, serviceList: list } = clinicPages.projectDetails.downloads;
  // Node reads content/ as written: the facts a file names are resolved here, as the content plugin does for pages.
  const files: Array<[string, PdfDocument]> = [
    [report.path, withFacts(serviceReport(), 'the service report (content/clinic-pages/, content/downloads.ts)')],
    [list.path, withFacts(serviceList(), 'the service list (content/clinic-pages/, content/services/)')],
  ];
  let bytes = 0;
  for (const [sitePath, doc] of files) {
    const target = path.join(outDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    const pdf = await renderPdf(doc);
    bytes += pdf.length;
    await writeFile(target, pdf);
  }
  return `${files.length} PDFs, ${(bytes / 1024).toFixed(1)} KB`;
}
