/**
 * A minimal PDF 1.4 writer for the downloadable documents (scripts/build-downloads.ts): A4 pages
 * of wrapped text in the standard Helvetica fonts, which every PDF reader has, so no font is
 * embedded and no package is needed. Text is encoded as WinAnsi (Latin-1 plus typographic quotes,
 * dashes and the bullet); other characters become '?'.
 */

export interface PdfBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'note';
  text: string;
}

export interface PdfDocument {
  /** Document title (metadata). */
  title: string;
  /** Author or organisation (metadata). */
  author: string;
  /** Small line at the foot of every page; "{page}" and "{pages}" are filled in. */
  footer: string;
  blocks: PdfBlock[];
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const STYLE: Record<PdfBlock['kind'], { font: 'F1' | 'F2'; size: number; leading: number; before: number; indent: number }> = {
  title: { font: 'F2', size: 20, leading: 26, before: 0, indent: 0 },
  heading: { font: 'F2', size: 13, leading: 18, before: 14, indent: 0 },
  paragraph: { font: 'F1', size: 11, leading: 15.5, before: 6, indent: 0 },
  bullet: { font: 'F1', size: 11, leading: 15.5, before: 3, indent: 14 },
  note: { font: 'F1', size: 9, leading: 13, before: 10, indent: 0 },
};

/** WinAnsi codes of the non-Latin-1 characters we accept. */
const WIN_ANSI: Record<string, number> = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };
const SPECIAL_WIDTH: Record<number, number> = { 0x91: 222, 0x92: 222, 0x93: 333, 0x94: 333, 0x95: 350, 0x96: 556, 0x97: 1000 };

// Helvetica advance widths (1/1000 em) of the printable ASCII characters 32..126, from the font's AFM.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667,
  667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500,
  556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The text as WinAnsi byte codes. */
export function encodeWinAnsi(text: string): number[] {
  return [...text.normalize('NFC')].map((char) => {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI[char]) return WIN_ANSI[char];
    return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) ? code : 63;
  });
}

/** Width of a text in points. Bold is approximated as 8% wider than regular Helvetica. */
export function textWidth(text: string, size: number, bold = false): number {
  const units = encodeWinAnsi(text).reduce((sum, code) => sum + (code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : (SPECIAL_WIDTH[code] ?? 556)), 0);
  return (units * size * (bold ? 1.08 : 1)) / 1000;
}

/** Splits a paragraph into lines no wider than `maxWidth` points. */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal: WinAnsi bytes with (, ) and \ escaped and non-ASCII as octal escapes. */
function pdfString(text: string): string {
  return `(${encodeWinAnsi(text)
    .map((code) => (code === 40 || code === 41 || code === 92 ? `\\${String.fromCharCode(code)}` : code < 127 ? String.fromCharCode(code) : `\\${code.toString(8).padStart(3, '0')}`))
    .join('')})`;
}

/** Lays the blocks out on pages: one content stream (text operators) per page. */
function layout(doc: PdfDocument): string[] {
  const pages: string[][] = [[]];
  const bottom = PAGE.margin + 24; // room for the footer line
  let y = PAGE.height - PAGE.margin;
  for (const block of doc.blocks) {
    const style = STYLE[block.kind];
    const bold = style.font === 'F2';
    const lines = wrapText(block.text, style.size, PAGE.width - 2 * PAGE.margin - style.indent, bold);
    y -= style.before;
    // Keep a heading with at least two lines of what follows.
    const needed = block.kind === 'heading' ? style.leading * lines.length + 31 : style.leading;
    lines.forEach((line, index) => {
      if (y - (index === 0 ? needed : style.leading) < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      const x = PAGE.margin + style.indent;
      const ops = pages[pages.length - 1]!;
      if (block.kind === 'bullet' && index === 0) ops.push(`BT /F1 ${style.size} Tf ${x - 11} ${y.toFixed(1)} Td ${pdfString('•')} Tj ET`);
      ops.push(`BT /${style.font} ${style.size} Tf ${x} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`);
    });
  }
  return pages.map((ops, index) => {
    const footer = doc.footer.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length));
    return [...ops, `0.4 0.45 0.5 rg BT /F1 8.5 Tf ${PAGE.margin} ${PAGE.margin - 10} Td ${pdfString(footer)} Tj ET`].join('\n');
  });
}

/** The document as the bytes of a PDF file. */
export function renderPdf(doc: PdfDocument): Buffer {
  const streams = layout(doc);
  const pageCount = streams.length;
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageIds = streams.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (clinic-website build) >>`,
  ];
  streams.forEach((stream, index) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
