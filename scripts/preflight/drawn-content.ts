import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawnText, Finding } from './types';

/** What this build draws: the clinic's switches and the home sections its live layouts show. */
export interface DrawnScope {
  features: { showcase: boolean; showTestimonials: boolean; showClaims: boolean };
  homeSections: ReadonlySet<string>;
  /** The side-panel list a live page shows ('general', 'servicePages'). */
  sidePanels: ReadonlySet<string>;
}

type Prune = (value: unknown, scope: DrawnScope) => unknown;

const showcaseOnly: Prune = (value, scope) => (scope.features.showcase ? value : undefined);
const testimonialsOnly: Prune = (value, scope) => (scope.features.showTestimonials ? value : undefined);

/**
 * Exports the build draws only under a switch, by file and export name: a sample value in what a switch removes
 * is not on any page, so it is no finding. content/home-sections.ts comes in pruned (load.ts homeSectionsDrawn).
 */
const prunes: Record<string, Record<string, Prune>> = {
  'content/testimonials.ts': {
    testimonials: testimonialsOnly,
    partners: (value, scope) => (scope.homeSections.has('brands') ? value : undefined),
  },
  'content/clinic-pages/testimonial.ts': { testimonialPage: testimonialsOnly },
  'content/clinic-pages/projects.ts': { projectsPage: showcaseOnly },
  'content/clinic-pages/project-details.ts': { projectDetailsPage: showcaseOnly },
  'content/project-faqs.ts': { '*': showcaseOnly },
  'content/navigation.ts': {
    navigation: (value, scope) => {
      const navigation = value as { sidePanelServices: Record<string, unknown> };
      const sidePanelServices = Object.fromEntries(
        Object.entries(navigation.sidePanelServices).filter(([list]) => scope.sidePanels.has(list)),
      );
      return { ...navigation, sidePanelServices };
    },
  },
};

/** Every string inside a value, with its path ("doctors[0].email"); an object met before is not walked again. */
export function* strings(value: unknown, path: string, seen = new WeakSet<object>()): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value))
      for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`, seen);
    else for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key, seen);
  }
}

/** content/'s files, but its schemas (whose comments give examples), as "content/…" names, sorted. */
export function contentFileNames(dir = 'content'): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name))
    .map((entry) => `content/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .filter((file) => !file.startsWith('content/schema/'))
    .sort();
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

const unreadable = (file: string, error: unknown): Finding => ({
  level: 'blocker',
  file,
  field: '(the file)',
  why: `cannot be read: ${firstLine(error)}. Put it right (npm run build names the field at fault), then run the preflight again.`,
});

/** A Markdown file's words as drawn: its frontmatter fields and its body lines; a draft is drawn nowhere. */
function markdownTexts(file: string, source: string): DrawnText[] {
  const { data, content } = matter(source);
  if (data.draft === true) return [];
  const offset = source.split('\n').length - content.split('\n').length;
  return [
    ...[...strings(data, '')].map(([field, text]) => ({ file, field, text })),
    ...content
      .split('\n')
      .flatMap((text, index) => (text.trim() ? [{ file, field: `line ${offset + index + 1}`, text }] : [])),
  ];
}

/**
 * Every string the build draws from content/, each with its file and field. A module is read by importing it (what
 * the build does), deepest files first, so a value gathered again by an index module (content/clinic-pages.ts) is
 * named in the file that writes it. A file that cannot be read is a finding, never a crash.
 */
export async function drawnTexts(
  scope: DrawnScope,
  replace: Record<string, Record<string, unknown>> = {},
  dir = 'content',
): Promise<{ texts: DrawnText[]; findings: Finding[] }> {
  const files = contentFileNames(dir).sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  const texts: DrawnText[] = [];
  const findings: Finding[] = [];
  const seen = new WeakSet<object>();
  for (const file of files) {
    const where = path.resolve(dir, file.slice('content/'.length));
    try {
      if (file.endsWith('.md')) {
        texts.push(...markdownTexts(file, readFileSync(where, 'utf8')));
        continue;
      }
      const exports = (await import(pathToFileURL(where).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function') continue;
        const prune = prunes[file]?.[name] ?? prunes[file]?.['*'];
        const drawn =
          replace[file] && name in replace[file] ? replace[file][name] : prune ? prune(value, scope) : value;
        for (const [field, text] of strings(drawn, name, seen)) texts.push({ file, field, text });
        // What the switches removed is seen too, so a module gathering it again (content/clinic-pages.ts) says nothing.
        for (const _ of strings(value, name, seen));
      }
    } catch (error) {
      findings.push(unreadable(file, error));
    }
  }
  return { texts, findings };
}
