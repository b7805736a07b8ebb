import type { BlogFrontmatter } from '@content/schema/blog';
import type { ServiceFrontmatter } from '@content/schema/service';
import type { Root } from 'hast';

/** Markdown bodies as HAST trees, for loaders only: they run at build time and never ship in a client bundle. */
interface MarkdownModule<T> {
  frontmatter: T;
  body: Root;
}

const serviceModules = import.meta.glob<MarkdownModule<ServiceFrontmatter>>('/content/services/*.md', { query: '?markdown', import: 'default' });
const postModules = import.meta.glob<MarkdownModule<BlogFrontmatter>>('/content/blog/*.md', { query: '?markdown', import: 'default' });

async function findBy<T>(modules: Record<string, () => Promise<MarkdownModule<T>>>, match: (frontmatter: T) => boolean) {
  for (const load of Object.values(modules)) {
    const module = await load();
    if (match(module.frontmatter)) return module;
  }
  return undefined;
}

export function loadService(slug: string) {
  return findBy(serviceModules, (service) => service.slug === slug);
}

export function loadPost(slug: string) {
  return findBy(postModules, (post) => post.slug === slug && !post.draft);
}
