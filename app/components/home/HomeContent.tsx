import type { BlogFrontmatter } from '@content/schema/blog';
import type { HomeSections } from '@content/schema/home-sections';
import type { Partner, TeamMember, Testimonial } from '@content/schema/people';
import type { ServiceCard } from '@content/schema/service';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What one home layout draws, picked at build time by its loader (home-content.server.ts): the
 * words of its own sections only, and the posts, services, testimonials, partners and team members those
 * sections show. It arrives as route data, so the home's JavaScript carries no content module.
 */
export interface HomeContent {
  text: Partial<HomeSections>;
  posts: BlogFrontmatter[];
  /** Every service, for the services carousel. */
  services: ServiceCard[];
  /** The services content/home-sections.ts names for the Medical Department carousel. */
  departments: ServiceCard[];
  testimonials: Testimonial[];
  partners: Partner[];
  teamMembers: TeamMember[];
}

const HomeContentContext = createContext<HomeContent | null>(null);

export function HomeContentProvider({ content, children }: { content: HomeContent; children: ReactNode }) {
  return <HomeContentContext.Provider value={content}>{children}</HomeContentContext.Provider>;
}

export function useHomeContent(): HomeContent {
  const content = useContext(HomeContentContext);
  if (!content) throw new Error('A home section was drawn outside HomeSections (no HomeContentProvider).');
  return content;
}

/** The words of one part of content/home-sections.ts, as the layout's loader picked them. */
export function useHomeText<K extends keyof HomeSections>(key: K): HomeSections[K] {
  const text = useHomeContent().text[key];
  if (!text)
    throw new Error(
      `Home text "${key}" was not picked for this layout: see sectionText in app/components/home/home-content.server.ts`,
    );
  return text;
}
