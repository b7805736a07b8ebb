import { describe, expect, it } from 'vitest';
import { serviceList, serviceReport } from '../../scripts/build-downloads';
import { encodeWinAnsi, renderPdf, wrapText } from '../../scripts/lib/pdf';

/** Checks the parts of the file a PDF reader relies on: header, object offsets, stream lengths, trailer. */
function expectWellFormed(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
}

describe('minimal PDF writer', () => {
  it('writes a well-formed PDF whose xref offsets and stream lengths are exact', () => {
    const pdf = renderPdf({ title: 'Test (1)', author: 'Clinic', footer: 'Page {page} of {pages}', blocks: [{ kind: 'title', text: 'Hello – “world” \\ (x)' }] });
    expectWellFormed(pdf);
    expect(pdf.toString('latin1')).toContain('(Test \\(1\\))');
    expect(pdf.toString('latin1')).toContain('(Hello \\226 \\223world\\224 \\\\ \\(x\\))');
  });

  it('wraps text to the page width and breaks long documents into pages', () => {
    const lines = wrapText('word '.repeat(200), 11, 483);
    expect(lines.length).toBeGreaterThan(5);
    const pdf = renderPdf({ title: 't', author: 'a', footer: '{page}/{pages}', blocks: Array.from({ length: 120 }, () => ({ kind: 'paragraph' as const, text: 'A line of text.' })) });
    expectWellFormed(pdf);
    expect(pdf.toString('latin1')).toMatch(/\/Count [2-9]/);
    expect(pdf.toString('latin1')).toContain('(1/');
  });

  it('encodes characters outside WinAnsi as ?', () => {
    expect(encodeWinAnsi('₹é')).toEqual([63, 0xe9]);
  });

  it('builds the service report and the service list from the content', () => {
    const report = renderPdf(serviceReport());
    const list = renderPdf(serviceList());
    expectWellFormed(report);
    expectWellFormed(list);
    expect(list.toString('latin1')).toContain('Diagnostic Tests');
    expect(list.toString('latin1')).toContain('Hypertension');
    expect(report.toString('latin1')).toContain('Review visit');
  });
});
