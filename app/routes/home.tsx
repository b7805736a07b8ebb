import { homeVariants } from '@content/home';
import { pages } from '@content/pages';
import { data } from 'react-router';
import { homeContentFor } from '~/components/home/home-content.server';
import { HomeSections } from '~/components/home/HomeSections';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/home';

type VariantPath = keyof typeof homeVariants;

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, '') || '/';
  const variant = homeVariants[path as VariantPath];
  if (!variant) throw data(null, { status: 404 });
  return {
    path,
    routeId: variant.routeId,
    chrome: variant.chrome,
    sections: variant.sections,
    content: homeContentFor(variant.sections),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...pages[loaderData?.routeId ?? 'home'], path: loaderData?.path ?? '/' });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeSections sections={loaderData.sections} content={loaderData.content} />;
}
