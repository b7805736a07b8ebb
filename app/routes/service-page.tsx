import { data } from 'react-router';
import { ServiceArticle } from '~/components/services/ServiceArticle';
import { loadService } from '~/content/markdown.server';
import { findServiceByPath, servicePath } from '~/content/services';
import { imageUrl } from '~/components/ui/ContentImage';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/service-page';

/** One module for the twelve service pages; which one comes from the path (content/services/*.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const service = findServiceByPath(new URL(request.url).pathname);
  const module = service && (await loadService(service.slug));
  if (!module) throw data(null, { status: 404 });
  return module;
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
