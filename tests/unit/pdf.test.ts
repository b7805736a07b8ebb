import { describe, expect, it } from 'vitest';
import { clinicPages } from '../../content/clinic-pages';
import { site } from '../../content/site';
import { serviceList, serviceReport } from '../../scripts/build-downloads';
import { fontRuns, type PdfDocument, renderPdf, unsupportedCharacters, wrapText } from '../../scripts/lib/pdf';
import { readPdf, tagNodes } from './pdf-reader';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDownloads } from '../../scripts/build-downloads';
import { builtPdfTexts, findValues } from '../fixture-clinic/hidden-values';

const hindi = 'स्वास्थ्य जाँच कार्यक्रम का शुल्क ₹2,500 है, जिसमें सभी ज़रूरी परीक्षण शामिल हैं।';
const kannada = 'ಆರೋಗ್ಯ ತಪಾಸಣೆ ಕಾರ್ಯಕ್ರಮದ ಶುಲ್ಕ ₹2,500, ಎಲ್ಲಾ ಅಗತ್ಯ ಪರೀಕ್ಷೆಗಳು ಸೇರಿವೆ.';

/**
 * The characters of a text, decomposed (ೇ is ೆ and ೕ), spaces left out, in code point order: glyphs
 * come out of a PDF in visual order, which for Indic scripts is not the order typed.
 */
const characters = (text: string) => [...text.normalize('NFD').replace(/\s/gu, '')].sort();

/** True when `text` holds every character of `wanted`, as many times. */
function holdsCharacters(text: string, wanted: string) {
  const counts = new Map<string, number>();
  for (const char of characters(text)) counts.set(char, (counts.get(char) ?? 0) + 1);
  return characters(wanted).every((char) => {
    const left = counts.get(char) ?? 0;
    counts.set(char, left - 1);
    return left > 0;
  });
}

describe('PDF writer', () => {
  it('wraps text to the width it is given, keeping every word in order', () => {
    const text = 'word '.repeat(60) + 'end';
    const lines = wrapText(text, 100, (line) => line.length * 6);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.length * 6).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe(text);
  });

  it('draws each character in the first font that has it: Latin, ₹ and Devanagari in Noto Sans Devanagari, Kannada in Noto Sans Kannada', () => {
    expect(fontRuns('Fee ₹800, शुल्क ₹800, ಶುಲ್ಕ ₹800')).toEqual([
      { font: 'regular-0', text: 'Fee ₹800, शुल्क ₹800, ' },
      { font: 'regular-1', text: 'ಶುಲ್ಕ ₹800' },
    ]);
    expect(fontRuns('ಕನ್ನಡ', 'bold')).toEqual([{ font: 'bold-1', text: 'ಕನ್ನಡ' }]);
    expect(unsupportedCharacters(`${hindi} ${kannada} “quoted” – • é`)).toEqual([]);
    expect(unsupportedCharacters('Hello 你好')).toEqual(['你', '好']);
  });

  it('refuses text that no font can draw instead of printing empty boxes', async () => {
    await expect(
      renderPdf({
        title: 't',
        author: 'a',
        language: 'en',
        footer: '',
        blocks: [{ kind: 'paragraph', text: 'Dosage 你好' }],
      }),
    ).rejects.toThrow(/U\+4F60/);
  });

  it('writes ₹, Hindi and Kannada text a reader can extract, with title, author, language, page numbers and tags', async () => {
    const document: PdfDocument = {
      title: 'Fees: शुल्क, ಶುಲ್ಕ',
      author: 'Test Clinic',
      language: 'en',
      footer: 'Test Clinic | Page {page} of {pages}',
      blocks: [
        { kind: 'title', text: 'Programme fee' },
        { kind: 'paragraph', text: 'The programme costs ₹2,500.' },
        { kind: 'heading', text: 'हिन्दी' },
        { kind: 'paragraph', text: hindi },
        { kind: 'bullet', text: kannada },
        ...Array.from({ length: 60 }, (_, index) => ({
          kind: 'paragraph' as const,
          text: `Line ${index + 1} of the filler text that makes a second page.`,
        })),
      ],
    };
    const bytes = await renderPdf(document);
    const pdf = await readPdf(bytes);

    expect(pdf.title).toBe(document.title);
    expect(pdf.author).toBe('Test Clinic');
    expect(pdf.language).toBe('en');
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]!.text).toContain('Test Clinic | Page 1 of 2');
    expect(pdf.pages[1]!.text).toContain('Test Clinic | Page 2 of 2');
    expect(pdf.pages[1]!.text).toContain('Line 60 of the filler text');
    expect(pdf.pages[0]!.text).toContain('The programme costs ₹2,500.');
    // Every character of the Hindi and Kannada sentences, ₹ included, is in the text layer (no '?', no missing
    // glyph)...
    const indicText = pdf.pages[0]!.text.split('Line 1 of')[0]!.replace(/^.*₹2,500\.\n?/su, '');
    expect(holdsCharacters(indicText, `हिन्दी ${hindi} • ${kannada}`)).toBe(true);
    expect(indicText.match(/₹/gu)).toHaveLength(2);
    // ...and, in typed order, in the tag tree that screen readers read.
    const tags = tagNodes(pdf.pages[0]!.tags);
    expect(tags.find((node) => node.role === 'P' && node.alt === hindi)).toBeDefined();
    expect(tags.find((node) => node.role === 'LBody' && node.alt === kannada)).toBeDefined();
    expect(tags.filter((node) => node.role === 'H1')).toHaveLength(1);
    expect(tags.find((node) => node.role === 'L')?.children?.[0]?.children?.map((child) => child.role)).toEqual([
      'Lbl',
      'LBody',
    ]);
    // The fonts are subset: each font file is 145-220 KB, the whole document much less.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('builds the service report and the service list from the content, every line inside the margins', async () => {
    const report = await readPdf(await renderPdf(serviceReport()));
    const list = await readPdf(await renderPdf(serviceList()));
    expect(report.title).toBe(clinicPages.projectDetails.downloads.serviceReport.documentTitle);
    expect(list.title).toBe(clinicPages.projectDetails.downloads.serviceList.documentTitle);
    expect(list.text).toContain('Diagnostic Tests');
    expect(list.text).toContain('Hypertension');
    expect(report.text).toContain('Review visit');
    expect(report.text).toContain('The programme costs ₹2,500');
    for (const pdf of [report, list]) {
      expect(pdf.author).toBe(site.practiceName);
      // The footer's double spaces come out as one.
      expect(pdf.pages.at(-1)!.text).toContain(
        `${site.practiceName} | Page ${pdf.pages.length} of ${pdf.pages.length}`,
      );
      for (const item of pdf.pages.flatMap((page) => page.items)) {
        expect(item.x).toBeGreaterThanOrEqual(56 - 12);
        expect(item.x + item.width).toBeLessThanOrEqual(595.28 - 56 + 0.5);
      }
    }
  });
});

describe('the grep of a build reads its PDFs', () => {
  it('finds the Service Report’s sample fee in the PDF text the build writes (the fixture clinic’s grep reads so)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-pdf-grep-'));
    expect(await buildDownloads(dir)).toMatch(/^2 PDFs/);
    const texts = await builtPdfTexts(dir);
    expect(texts.map(({ file }) => file).sort()).toEqual(
      [clinicPages.projectDetails.downloads.serviceList.path, clinicPages.projectDetails.downloads.serviceReport.path]
        .map((file) => `${file.replace(/^\//, '')} (text)`)
        .sort(),
    );
    expect(findValues(texts, ['₹2,500', site.practiceName]).length).toBeGreaterThan(1);
  }, 60_000);
});
