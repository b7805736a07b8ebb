import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveFactsInSource, unknownPlaceholders } from '../../content/facts';
import { site } from '../../content/site';
import { leftPlaceholders } from '../../scripts/left-placeholders';
import { isFactsModule, placeholderProblems } from '../../tooling/validate-content';

/** Placeholders in every content file (issue 45): resolved wherever written, and none left in a built file. */
const quoted = { ...site, practiceName: `Dr. D'Souza's "Family" Clinic \`${'$'}{x}\` \\ 2` };

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-placeholders-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('a placeholder in a TypeScript content file', () => {
  it('is resolved in the source, its value standing as written inside any string literal', () => {
    const source = [
      `export const a = 'in {{clinic.city}}: {{ clinic.name }}';`,
      `export const b = "{{clinic.name}}";`,
      'export const c = `{{clinic.name}}`;',
      `export const d = 'WhatsApp template slots stay: {{1}}';`,
    ].join('\n');
    const resolved = resolveFactsInSource(source, 'content/home-sections.ts', quoted);
    const module = new Function(`${resolved.replace(/export const (\w+)/g, 'this.$1')}; return this;`).call({});
    expect(module).toEqual({
      a: `in ${site.city}: ${quoted.practiceName}`,
      b: quoted.practiceName,
      c: quoted.practiceName,
      d: 'WhatsApp template slots stay: {{1}}',
    });
  });

  it('names the file and the placeholder when it names no fact, misspelt or unknown', () => {
    expect(() => resolveFactsInSource(`'{{clinic.town}}'`, 'content/home-sections.ts')).toThrow(
      /Unknown placeholder \{\{clinic\.town\}\} in content\/home-sections\.ts/,
    );
    expect(unknownPlaceholders('{{clinic.city}} {{city}} {{doctor.nobody.name}} {{2}}', 'content/x.ts')).toEqual([
      'content/x.ts: {{city}} names no fact',
      'content/x.ts: {{doctor.nobody.name}} names no fact',
    ]);
  });

  it('is looked for in every content file but the resolver, the schemas and the index; Markdown too, at build start', () => {
    expect(['content/home-sections.ts', 'content/clinic-pages/team.ts', 'content/site.ts'].map(isFactsModule)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['content/facts.ts', 'content/schema/site.ts', 'content/index/collections.ts'].map(isFactsModule)).toEqual([
      false,
      false,
      false,
    ]);
    const root = folder({
      'content/home-sections.ts': `export const lead = 'Care in {{clinic.cty}}';`,
      'content/services/diabetes.md': '---\nslug: Diabetes\n---\nSee {{doctor.physican.name}}.\n',
      'content/schema/site.ts': `// {{anything}} in a schema's message is no placeholder`,
      'content/faqs.ts': `export const a = '{{clinic.hours}}';`,
    });
    expect(placeholderProblems(root).sort()).toEqual([
      'content/home-sections.ts: {{clinic.cty}} names no fact',
      'content/services/diabetes.md: {{doctor.physican.name}} names no fact',
    ]);
    expect(placeholderProblems()).toEqual([]);
  });
});

describe('the build’s last check', () => {
  it('finds a placeholder left in a page, its data, the index or a script, naming the file and the name', () => {
    const build = folder({
      'index.html': '<p>Care in {{clinic.city}}</p>',
      'about/index.html': '<p>Fine</p>',
      '__home.data': '["{{ doctor.physician.name }}"]',
      'search-index.json': '{"t":"{{city}}"}',
      'assets/home-abc.js': 'const a="{{clinic.name}}";const swiper="{{index}} / {{slidesLength}}";',
      'img/logo.png': '{{clinic.name}}',
    });
    expect(leftPlaceholders(build).sort()).toEqual([
      '__home.data: {{ doctor.physician.name }}',
      'assets/home-abc.js: {{clinic.name}}',
      'index.html: {{clinic.city}}',
      'search-index.json: {{city}}',
    ]);
    expect(leftPlaceholders(folder({ 'index.html': '<p>Care in Bengaluru</p>' }))).toEqual([]);
  });
});
