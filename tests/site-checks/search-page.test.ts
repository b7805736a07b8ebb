import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../common/search/create-engine';
import type { SearchIndexFile } from '../../common/search/search-options';
import { site } from '../../content/site';
import { pageShellFrom } from '../../server/page-shell';
import { renderSearchPage, type SearchPageInput } from '../../server/search-page';
import { MAX_QUERY_LENGTH } from '../../server/search-route';
import { buildDir, requireBuild } from './built-site';
import { validator } from './html-validator';

/**
 * The results page the form service writes for /search?q= (no JavaScript), in the built site's chrome, from the built
 * index.
 */
describe('the search results page the service writes', () => {
  requireBuild();
  const index = JSON.parse(readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as SearchIndexFile;
  const engine = createEngine(index);
  const settings = {
    practiceName: site.practiceName,
    shell: pageShellFrom(readFileSync(path.join(buildDir, '404/index.html'), 'utf8')),
  };
  const inputs: SearchPageInput[] = [
    { kind: 'results', query: 'bp', hits: engine.search('bp', { limit: 30 }) },
    { kind: 'results', query: 'qwzxvbk', hits: [] },
    { kind: 'refused', query: 'x'.repeat(MAX_QUERY_LENGTH), message: 'Please shorten your search.' },
  ];

  it.each(inputs.map((input) => [input.kind, input.query.slice(0, 10), input] as const))(
    'is valid HTML (%s, “%s”) with one h1',
    async (_kind, _query, input) => {
      expect(settings.shell).toBeDefined();
      const html = renderSearchPage(input, settings, MAX_QUERY_LENGTH);
      const report = await validator.validateString(html);
      expect(
        report.results.flatMap((result) =>
          result.messages.map((m) => `${m.ruleId} (${m.line}:${m.column}): ${m.message}`),
        ),
      ).toEqual([]);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  it('searches the built index, whose synonyms stay out of every JavaScript file', () => {
    expect(index.synonyms.some((group) => group.includes('madhumeh'))).toBe(true);
    expect(engine.search('madhumeh')[0]?.doc.url).toBe('/Diabetes');
    const assets = path.join(buildDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes('madhumeh'))).toEqual([]);
  });
});
