import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../built-pages';
import { withoutFragment } from './route-styles';
import { MissingInPage, unmet, type BuiltSite, type HtmlTransform, type PreparedTransform } from './transform';

/**
 * Runs the HTML pipeline: reads every prerendered page once, passes each through the transforms in
 * the order given, checking before each what it requires, and, once every page has passed, writes
 * each page once. The one place the build writes HTML (docs/decisions/0026-one-html-pipeline.md).
 */

/** Where the pages come from and go to: the build folder (pagesOnDisk), or memory in the tests. */
export interface PageStore {
  /** Every page's site path. */
  list(): string[];
  read(page: string): string;
  write(page: string, html: string): void;
  /** Any other text file of the build by its root-relative URL, or undefined. */
  readFile(url: string): string | undefined;
  /** Writes a text file of the build by its root-relative URL. */
  writeFile(url: string, text: string): void;
}

export function pagesOnDisk(buildDir: string): PageStore {
  const file = (page: string) => path.join(buildDir, page, 'index.html');
  return {
    list: () => listPages(buildDir),
    read: (page) => readFileSync(file(page), 'utf8'),
    write: (page, html) => writeFileSync(file(page), html),
    readFile: (url) => {
      const target = path.join(buildDir, url);
      return existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    },
    writeFile: (url, text) => writeFileSync(path.join(buildDir, url), text),
  };
}

/** What one transform did, for the build log. */
export interface TransformReport {
  name: string;
  /** Its summary line, or undefined when POSTBUILD_SKIP named it. */
  line?: string;
  /** Time spent preparing it and rewriting every page. */
  seconds: number;
}

/** The error a build fails with: the transform, the page and what it did not find. */
export class HtmlPipelineError extends Error {
  constructor(transform: string, page: string, problem: string, cause?: unknown) {
    super(`html pipeline: the transform "${transform}" ${problem} in the page ${page}`, { cause });
  }
}

export async function runHtmlPipeline(
  store: PageStore,
  transforms: readonly HtmlTransform[],
  skip: ReadonlySet<string> = new Set(),
): Promise<TransformReport[]> {
  const pages = new Map(store.list().map((page) => [page, store.read(page)]));
  // Files other than pages are read once however many pages or transforms ask.
  const files = new Map<string, string | undefined>();
  const readOnce = (url: string) => (files.has(url) ? files.get(url) : files.set(url, store.readFile(url)).get(url));
  // Files the transforms write for the pages are written with them, once every page has passed.
  const newFiles = new Map<string, string>();
  const site: BuiltSite = {
    pages,
    readFile: (url) => (newFiles.has(url) ? newFiles.get(url) : readOnce(withoutFragment(url))),
    writeFile: (url, text) => {
      if (newFiles.has(url) || readOnce(url) !== undefined) throw new Error(`${url} is already in the build`);
      newFiles.set(url, text);
    },
  };
  const reports = transforms.map((transform): TransformReport => ({ name: transform.name, seconds: 0 }));
  const active: Array<{
    transform: HtmlTransform;
    prepared: PreparedTransform;
    report: TransformReport;
    changed: number;
  }> = [];
  for (const [index, transform] of transforms.entries()) {
    if (skip.has(transform.name)) continue;
    const started = performance.now();
    const prepared = await Promise.resolve()
      .then(() => transform.prepare(site))
      .catch((error: unknown) => {
        throw new Error(
          `html pipeline: the transform "${transform.name}" could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      });
    reports[index]!.seconds += (performance.now() - started) / 1000;
    active.push({ transform, prepared, report: reports[index]!, changed: 0 });
  }
  // Every page is rewritten before any is written: a page that fails leaves the build as React Router wrote it.
  const rewritten = new Map<string, string>();
  for (const [page, original] of pages) {
    let html = original;
    for (const step of active) {
      const started = performance.now();
      for (const requirement of step.prepared.requires) {
        const problem = unmet(requirement, html);
        if (problem) throw new HtmlPipelineError(step.transform.name, page, problem);
      }
      let next: string;
      try {
        next = await step.prepared.rewrite(html);
      } catch (error) {
        const problem =
          error instanceof MissingInPage
            ? error.message
            : `failed: ${error instanceof Error ? error.message : String(error)}`;
        throw new HtmlPipelineError(step.transform.name, page, problem, error);
      }
      if (next !== html) step.changed += 1;
      html = next;
      step.report.seconds += (performance.now() - started) / 1000;
    }
    rewritten.set(page, html);
  }
  for (const [url, text] of newFiles) store.writeFile(url, text);
  for (const [page, html] of rewritten) if (html !== pages.get(page)) store.write(page, html);
  for (const step of active) step.report.line = step.prepared.summary(step.changed, pages.size);
  return reports;
}
