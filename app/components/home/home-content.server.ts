import { homeSections } from '@content/home-sections';
import { listServices, serviceCard } from '@content/index/collections';
import type { HomeSectionName } from '@content/schema/home';
import type { HomeSections } from '@content/schema/home-sections';
import type { ServiceCard } from '@content/schema/service';
import { team, visitingConsultants } from '@content/team';
import { partners, testimonials } from '@content/testimonials';
import { latestPosts } from '~/content/blog.server';
import type { HomeContent } from './HomeContent';

/** Which parts of content/home-sections.ts each section draws. */
const sectionText: Record<HomeSectionName, Array<keyof HomeSections>> = {
  hero: ['hero'],
  heroVideo: ['hero', 'video'],
  counters: ['counters'],
  about: ['about'],
  aboutFeatures: ['about'],
  servicesBand: ['bands'],
  specialtiesBand: ['bands'],
  services: ['services'],
  servicesSecond: ['servicesSecond'],
  brands: ['brands'],
  doctors: ['doctors'],
  testimonials: ['testimonials'],
  blog: ['blog'],
  blogWide: ['blog'],
  closing: ['closing'],
  closingPhone: ['closing'],
  skills: ['skills'],
  whyChooseUs: ['whyChooseUs'],
  departments: ['departments'],
  portfolio: ['portfolio'],
  expandable: ['expandable'],
  team: ['team'],
};

/** The team members content/home-sections.ts names, in its order; a name not in content/team.ts fails the build. */
function namedTeamMembers(names: readonly string[]) {
  const everyone = [...team, ...visitingConsultants];
  return names.map((name) => {
    const member = everyone.find((candidate) => candidate.name === name);
    if (!member) throw new Error(`content/home-sections.ts: team.memberNames: no "${name}" in content/team.ts`);
    return member;
  });
}

/** The services content/home-sections.ts names for the departments carousel; an unknown slug fails the build. */
function namedServices(services: ServiceCard[], slugs: readonly string[]) {
  return slugs.map((slug) => {
    const service = services.find((candidate) => candidate.slug === slug);
    if (!service)
      throw new Error(`content/home-sections.ts: departments.serviceSlugs: no service "${slug}" in content/services/`);
    return service;
  });
}

/** Everything a home layout with these sections draws, and nothing it does not. */
export function homeContentFor(sections: readonly HomeSectionName[]): HomeContent {
  const has = (...names: HomeSectionName[]) => names.some((name) => sections.includes(name));
  const keys = new Set(sections.flatMap((name) => sectionText[name]));
  const text: Partial<HomeSections> = Object.fromEntries([...keys].map((key) => [key, homeSections[key]]));
  // A part a section shares with one this layout does not draw carries only its own words: the first hero none of
  // the video hero's ("Bringing you the Best Healthcare"), the services band none of the specialties band's.
  if (text.hero && !has('heroVideo')) text.hero = { ...text.hero, videoVariant: undefined as never };
  if (text.bands && !has('specialtiesBand'))
    text.bands = { ...text.bands, specialties: undefined as never, specialtiesLabel: undefined as never };
  const services = listServices().map(serviceCard);
  return {
    text,
    posts: has('blog', 'blogWide') ? latestPosts(homeSections.blog.count) : [],
    services: has('services') ? services : [],
    departments: has('departments') ? namedServices(services, homeSections.departments.serviceSlugs) : [],
    testimonials: has('testimonials') ? testimonials : [],
    partners: has('brands') ? partners : [],
    teamMembers: has('team') ? namedTeamMembers(homeSections.team.memberNames) : [],
  };
}
