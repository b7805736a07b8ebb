import { servicePath } from '@content/helpers';
import { data } from 'react-router';
import { ServiceArticle } from '~/components/services/ServiceArticle';
import { loadService } from '~/content/markdown.server';
import { imageUrl } from '~/components/ui/ContentImage';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/service-page';

/** One module for every service page; which one comes from the path (content/services/*.md). */
export function loader({ url }: Route.LoaderArgs) {
  // The path is the slug, as the spec spells it: "/Endocrinal(Endocrine)-Disorders".
  const slug = decodeURIComponent(url.pathname).replace(/^\/|\/$/g, '');
  const service = loadService(slug);
  if (!service) throw data(null, { status: 404 });
  return service;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.frontmatter.title,
        description: loaderData.frontmatter.summary,
        path: servicePath(loaderData.frontmatter),
        image: imageUrl(loaderData.frontmatter.image),
      })
    : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceArticle service={loaderData.frontmatter} body={loaderData.body} />;
}
