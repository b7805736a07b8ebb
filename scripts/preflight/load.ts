import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogPage } from '../../content/blog-page';
import { serviceReportSections } from '../../content/downloads';
import { homeVariants } from '../../content/home';
import { homeSections } from '../../content/home-sections';
import { isLivePath } from '../../content/page-registry';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import type { PreflightContent, PreflightEnv } from './types';

/** SHA-256 of a file served at /media/… (kept in content/media/), or undefined when there is none. */
function mediaSha256(servedPath: string): string | undefined {
  const file = path.resolve('content', servedPath.replace(/^\//, ''));
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}

/** content/home-sections.ts as the live home layouts draw it: a section no layout shows says nothing. */
function homeText(): PreflightContent['homeText'] {
  const drawn = new Set(
    Object.entries(homeVariants).flatMap(([path, variant]) => (isLivePath(path) ? variant.sections : [])),
  );
  // The skill bars are left to the sample check (shippedSamples.skillLabels), which names them already.
  const { hero, bands, skills: _skills, portfolio, ...rest } = homeSections;
  const shown = {
    ...rest,
    hero: drawn.has('heroVideo') ? hero : { ...hero, videoVariant: undefined },
    bands: { ...bands, specialties: undefined, specialtiesLabel: undefined },
    portfolio: drawn.has('portfolio') ? portfolio : undefined,
    researchBadge: drawn.has('heroVideo') ? site.statistics.researchCenters.label : undefined,
  };
  return {
    file: 'content/home-sections.ts',
    shown,
    specialtiesBand: drawn.has('specialtiesBand') ? bands.specialties : undefined,
  };
}

/** The content files as written: content/ but its schemas (whose comments give examples). */
function contentFiles(dir = 'content'): PreflightContent['files'] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('content/schema/'))
    .sort()
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The repository's content, as the preflight checks it. */
export function loadContent(): PreflightContent {
  const { video } = homeSections;
  return {
    site,
    team,
    visitingConsultants,
    testimonials,
    partners,
    comments: blogPage.comments.byPost,
    skills: homeSections.skills.bars,
    serviceReport: serviceReportSections,
    video: { src: video.src, videoSha256: mediaSha256(video.src), captionsSha256: mediaSha256(video.captions) },
    homeText: homeText(),
    files: contentFiles(),
  };
}

/** The variables the preflight checks, from this process's environment. */
export function loadEnv(environment: NodeJS.ProcessEnv = process.env): PreflightEnv {
  return {
    SITE_URL: environment.SITE_URL,
    SMTP_URL: environment.SMTP_URL,
    CLINIC_NOTIFY_EMAIL: environment.CLINIC_NOTIFY_EMAIL,
  };
}
