import { PostCard } from '~/components/blog/PostCard';
import { Carousel } from '~/components/carousel/Carousel';
import { SectionHeading } from '~/components/ui/SectionHeading';
import { AllLink } from './AllLink';
import { useHomeContent, useHomeText } from './HomeContent';

/** Section 9: the latest posts and the way to the blog. 'wide' is the 1-then-2-per-view variant. */
export function BlogCarousel({ variant = 'standard' }: { variant?: 'standard' | 'wide' }) {
  const text = useHomeText('blog');
  const { posts } = useHomeContent();
  return (
    <section aria-labelledby="home-blog-title" className="py-16 md:py-24" data-reveal>
      <div className="container-page">
        <SectionHeading id="home-blog-title" heading={text} variant="home" action={<AllLink link={text.allLink} />} />
        <Carousel
          name={variant === 'wide' ? 'blogHomeVariant' : 'blog'}
          label={text.carouselLabel}
          items={posts}
          getKey={(post) => post.slug}
          renderSlide={(post) => <PostCard post={post} headingLevel="h3" />}
        />
      </div>
    </section>
  );
}
