import type { Comment } from '../../content/schema/blog-page';
import type { HomeSections } from '../../content/schema/home-sections';
import type { Partner, TeamMember, Testimonial } from '../../content/schema/people';
import type { SiteConfig } from '../../content/schema/site';

/** The content a clinic must make its own before going live, as the preflight reads it (scripts/preflight/load.ts). */
export interface PreflightContent {
  site: SiteConfig;
  team: TeamMember[];
  visitingConsultants: TeamMember[];
  testimonials: Testimonial[];
  partners: Partner[];
  /** Published blog comments, by post slug. */
  comments: Record<string, Comment[]>;
  /** The home page's skill bars. */
  skills: HomeSections['skills']['bars'];
  /** The Service Report PDF's sections (the fee is one). */
  serviceReport: ReadonlyArray<{ title: string; text: string }>;
  /** The home video while a live layout draws it: where it is served from, its files' SHA-256 (absent when missing). */
  video?: { src: string; videoSha256?: string; captionsSha256?: string };
  /**
   * The words of the home layouts this build draws (content/home-sections.ts without the sections no live layout
   * shows), and the specialties band's entries when it is drawn.
   */
  homeText: { file: string; shown: unknown; specialtiesBand?: readonly string[] };
  /** Every content file as written (content/ but its schemas), for times written by hand. */
  files: Array<{ file: string; text: string }>;
  /** Every string the build draws from content/ (scripts/preflight/drawn-content.ts), for the sample's identity. */
  drawn: DrawnText[];
  /** The side-panel services a live page lists, and the paths of the clinic's service pages. */
  sidePanel: { entries: ReadonlyArray<{ label: string; path?: string }>; servicePaths: readonly string[] };
  /** The diary's notice a patient books with, and until when they may change a visit (content/diary.ts). */
  diaryRules: { minimumNoticeMinutes: number; changeDeadlineMinutes: number; holdEndsMinutesBeforeVisit: number };
  /** The diary's doctors' appointment lengths, by doctor key (content/diary.ts). */
  diary: { slotMinutesByDoctor: Record<string, number> };
  /** Content files that could not be read: each is a finding. */
  unreadable: Finding[];
}

/** One string a page draws, with the file and field it is written in ("aboutPage.story.facts[0]", "line 12"). */
export interface DrawnText {
  file: string;
  field: string;
  text: string;
}

/** The environment the form service and the build read (README, Configuration). */
export interface PreflightEnv {
  /** Where these settings were read from ("the environment", or the settings file given with --settings). */
  source?: string;
  SITE_URL?: string;
  SMTP_URL?: string;
  CLINIC_NOTIFY_EMAIL?: string;
}

/** One thing to put right (a blocker stops the launch, a warning asks for a look), or a check passed and its answer. */
export interface Finding {
  level: 'blocker' | 'warning' | 'checked';
  /** The file to edit, or "environment". */
  file: string;
  /** The field in that file, e.g. "doctors[0].registration.number", or the variable's name. */
  field: string;
  /** Why it matters and what to do. */
  why: string;
}
