import type { HomeSectionName } from '@content/schema/home';
import type { ReactNode } from 'react';
import { AboutBlock } from './AboutBlock';
import { BlogCarousel } from './BlogCarousel';
import { ClosingBanner } from './ClosingBanner';
import { ExpandableServices } from './ExpandableServices';
import { type HomeContent, HomeContentProvider } from './HomeContent';
import { HomeCounters } from './HomeCounters';
import { HomeHero, HomeHeroVideo } from './HomeHero';
import { BrandsCarousel, DoctorsCarousel, HomeTeam } from './PeopleSections';
import { DepartmentsCarousel, PortfolioCarousel, ServicesCarousel, ServicesSecondCarousel } from './ServiceCarousels';
import { SkillBars, WhyChooseUs } from './SkillsAndReasons';
import { TestimonialsBooking } from './TestimonialsBooking';
import { ServicesBand, SpecialtiesBand } from './TextBand';

/** Each section name of content/home.ts and the component that draws it. */
const sectionComponents: Record<HomeSectionName, () => ReactNode> = {
  hero: () => <HomeHero />,
  heroVideo: () => <HomeHeroVideo />,
  counters: () => <HomeCounters />,
  about: () => <AboutBlock />,
  aboutFeatures: () => <AboutBlock variant="features" />,
  servicesBand: () => <ServicesBand />,
  specialtiesBand: () => <SpecialtiesBand />,
  services: () => <ServicesCarousel />,
  servicesSecond: () => <ServicesSecondCarousel />,
  brands: () => <BrandsCarousel />,
  doctors: () => <DoctorsCarousel />,
  testimonials: () => <TestimonialsBooking />,
  blog: () => <BlogCarousel />,
  blogWide: () => <BlogCarousel variant="wide" />,
  closing: () => <ClosingBanner />,
  closingPhone: () => <ClosingBanner variant="phone" />,
  skills: () => <SkillBars />,
  whyChooseUs: () => <WhyChooseUs />,
  departments: () => <DepartmentsCarousel />,
  portfolio: () => <PortfolioCarousel />,
  expandable: () => <ExpandableServices />,
  team: () => <HomeTeam />,
};

/** A home layout: its sections, top to bottom, as content/home.ts lists them, drawing `content`. */
export function HomeSections({ sections, content }: { sections: readonly HomeSectionName[]; content: HomeContent }) {
  return (
    <HomeContentProvider content={content}>
      {sections.map((name, index) => (
        <div key={name} data-home-section={name} className={index < 2 ? 'contents' : 'skip-until-near'}>
          {sectionComponents[name]()}
        </div>
      ))}
    </HomeContentProvider>
  );
}
