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
  /** The home page's video: where it is served from and the SHA-256 of its files (absent when a file is missing). */
  video: { src: string; videoSha256?: string; captionsSha256?: string };
  /**
   * The words of the home layouts this build draws (content/home-sections.ts without the sections no live layout
   * shows), and the specialties band's entries when it is drawn.
   */
  homeText: { file: string; shown: unknown; specialtiesBand?: readonly string[] };
  /** Every content file as written (content/ but its schemas), for names and times written by hand. */
  files: Array<{ file: string; text: string }>;
}

/** The environment the form service and the build read (README, Configuration). */
export interface PreflightEnv {
  SITE_URL?: string;
  SMTP_URL?: string;
  CLINIC_NOTIFY_EMAIL?: string;
}

/** One thing to put right: a blocker stops the launch, a warning asks for a look. */
export interface Finding {
  level: 'blocker' | 'warning';
  /** The file to edit, or "environment". */
  file: string;
  /** The field in that file, e.g. "doctors[0].registration.number", or the variable's name. */
  field: string;
  /** Why it matters and what to do. */
  why: string;
}
