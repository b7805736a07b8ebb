import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogPage } from '../../content/blog-page';
import { serviceReportSections } from '../../content/downloads';
import { homeSections } from '../../content/home-sections';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import type { PreflightContent, PreflightEnv } from './types';

/** SHA-256 of a file served at /media/… (kept in content/media/), or undefined when there is none. */
function mediaSha256(servedPath: string): string | undefined {
  const file = path.resolve('content', servedPath.replace(/^\//, ''));
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
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
  };
}

/** The variables the preflight checks, from this process's environment. */
export function loadEnv(environment: NodeJS.ProcessEnv = process.env): PreflightEnv {
  return { SITE_URL: environment.SITE_URL, SMTP_URL: environment.SMTP_URL, CLINIC_NOTIFY_EMAIL: environment.CLINIC_NOTIFY_EMAIL };
}
