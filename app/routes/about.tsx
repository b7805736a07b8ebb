import { pages } from '@content/pages';
import { AboutStatistics } from '~/components/about/AboutStatistics';
import { AboutStory } from '~/components/about/AboutStory';
import { AboutValues } from '~/components/about/AboutValues';
import { PageBanner } from '~/components/chrome/PageBanner';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta({ ...pages.about, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <PageBanner title={pages.about.title} />
      <AboutStory />
      <AboutStatistics />
      <AboutValues />
    </>
  );
}
