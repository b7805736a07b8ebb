import { claimFigures } from '../../content/helpers';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogPage } from '../../content/blog-page';
import { diary } from '../../content/diary';
import { serviceReportSections } from '../../content/downloads';
import { defaultChrome } from '../../content/chrome';
import { homeVariants } from '../../content/home';
import { homeSections } from '../../content/home-sections';
import { navigation } from '../../content/navigation';
import { isLivePath } from '../../content/page-registry';
import { site } from '../../content/site';
import { team, visitingConsultants } from '../../content/team';
import { partners, testimonials } from '../../content/testimonials';
import { contentFileNames, drawnTexts, type DrawnScope } from './drawn-content';
import type { PreflightContent } from './types';

/** SHA-256 of a file served at /media/… (kept in content/media/), or undefined when there is none. */
function mediaSha256(servedPath: string): string | undefined {
  const file = path.resolve('content', servedPath.replace(/^\//, ''));
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}

/** The home sections the live layouts draw, and the side-panel lists they and every other page show. */
function drawnScope(): DrawnScope {
  const live = Object.entries(homeVariants).filter(([path]) => isLivePath(path));
  return {
    features: site.features,
    homeSections: new Set(live.flatMap(([, variant]) => variant.sections)),
    sidePanels: new Set([
      defaultChrome.sidePanelServices,
      ...live.map(([, variant]) => variant.chrome.sidePanelServices),
    ]),
  };
}

/** The home sections that draw each part of content/home-sections.ts, where they are not the part's own name. */
const drawnBy: Record<string, readonly string[]> = {
  hero: ['hero', 'heroVideo'],
  video: ['heroVideo'],
  about: ['about', 'aboutFeatures'],
  bands: ['servicesBand', 'specialtiesBand'],
  blog: ['blog', 'blogWide'],
  closing: ['closing', 'closingPhone'],
};

/** content/home-sections.ts as the live home layouts draw it: a part no live section shows says nothing. */
function homeSectionsDrawn(drawn: ReadonlySet<string>): Partial<typeof homeSections> {
  const { features } = site;
  const switchedOn: Record<string, boolean> = {
    counters: features.showClaims,
    skills: features.showClaims,
    testimonials: features.showTestimonials,
  };
  const parts = Object.entries(homeSections).filter(
    ([part]) => switchedOn[part] !== false && (drawnBy[part] ?? [part]).some((section) => drawn.has(section)),
  );
  const shown = Object.fromEntries(parts) as Partial<typeof homeSections>;
  if (shown.hero && !drawn.has('heroVideo')) shown.hero = { ...shown.hero, videoVariant: undefined as never };
  if (shown.bands && !drawn.has('specialtiesBand'))
    shown.bands = { ...shown.bands, specialties: undefined as never, specialtiesLabel: undefined as never };
  return shown;
}

/** The home page's words for the template-wording check (the skill bars have their own sample check). */
function homeText(drawn: ReadonlySet<string>): PreflightContent['homeText'] {
  const { bands, skills: _skills, ...shown } = homeSectionsDrawn(drawn);
  return {
    file: 'content/home-sections.ts',
    shown: {
      ...shown,
      bands: bands && { ...bands, specialties: undefined, specialtiesLabel: undefined },
      researchBadge:
        drawn.has('heroVideo') && site.features.showClaims ? claimFigures(site).researchCenters.label : undefined,
    },
    specialtiesBand: bands?.specialties,
  };
}

/** The content files as written: content/ but its schemas (whose comments give examples). */
function contentFiles(): PreflightContent['files'] {
  return contentFileNames().map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** The repository's content, as the preflight checks it: what the build draws of it. */
export async function loadContent(): Promise<PreflightContent> {
  const { video } = homeSections;
  const scope = drawnScope();
  const drawn = await drawnTexts(scope, {
    'content/home-sections.ts': { homeSections: homeSectionsDrawn(scope.homeSections) },
  });
  const { sidePanelServices } = navigation;
  return {
    site,
    team,
    visitingConsultants,
    testimonials: site.features.showTestimonials ? testimonials : [],
    partners: scope.homeSections.has('brands') ? partners : [],
    comments: blogPage.comments.byPost,
    skills: scope.homeSections.has('skills') && site.features.showClaims ? homeSections.skills.bars : [],
    serviceReport: serviceReportSections,
    video: scope.homeSections.has('heroVideo')
      ? { src: video.src, videoSha256: mediaSha256(video.src), captionsSha256: mediaSha256(video.captions) }
      : undefined,
    homeText: homeText(scope.homeSections),
    files: contentFiles(),
    drawn: drawn.texts,
    sidePanel: {
      entries: scope.sidePanels.has('general') ? sidePanelServices.general : [],
      servicePaths: sidePanelServices.servicePages.flatMap((service) => (service.path ? [service.path] : [])),
    },
    diaryRules: {
      minimumNoticeMinutes: diary.minimumNoticeMinutes,
      changeDeadlineMinutes: diary.changeDeadlineMinutes,
      holdEndsMinutesBeforeVisit: diary.holdExpiry.endsMinutesBeforeVisit,
    },
    diary: { slotMinutesByDoctor: diary.slotMinutesByDoctor },
    unreadable: drawn.findings,
  };
}
