/**
 * The PDF writer of the downloadable documents (scripts/build-downloads.ts): A4 pages of wrapped
 * text, laid out here and drawn with PDFKit. PDFKit shapes text with fontkit (OpenType
 * substitutions and positioning, with an Indic shaper for conjuncts and vowel-sign reordering)
 * and embeds only the glyphs a document uses. The fonts, Noto Sans Devanagari (Latin, Devanagari,
 * the rupee sign) and Noto Sans Kannada, come from npm. The PDF is tagged: headings, paragraphs
 * and lists are structure elements, footers are artifacts. See docs/decisions/0012-pdf-library.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

export interface PdfBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'note';
  text: string;
}

export interface PdfDocument {
  /** Document title (metadata, shown by readers in place of the file name). */
  title: string;
  /** Author or organisation (metadata). */
  author: string;
  /** Language of the text as a BCP 47 tag, e.g. "en" (metadata, read by screen readers). */
  language: string;
  /** Small line at the foot of every page; "{page}" and "{pages}" are filled in. */
  footer: string;
  blocks: PdfBlock[];
}

type Weight = 'regular' | 'bold';
type StructTag = 'H1' | 'H2' | 'P' | 'LBody';

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
/** Lowest baseline of the text: room for the footer line below it. */
const BOTTOM = PAGE.height - PAGE.margin - 24;
const STYLE: Record<
  PdfBlock['kind'],
  { weight: Weight; size: number; leading: number; before: number; indent: number; tag: StructTag }
> = {
  title: { weight: 'bold', size: 20, leading: 26, before: 0, indent: 0, tag: 'H1' },
  heading: { weight: 'bold', size: 13, leading: 18, before: 14, indent: 0, tag: 'H2' },
  paragraph: { weight: 'regular', size: 11, leading: 15.5, before: 6, indent: 0, tag: 'P' },
  bullet: { weight: 'regular', size: 11, leading: 15.5, before: 3, indent: 14, tag: 'LBody' },
  note: { weight: 'regular', size: 9, leading: 13, before: 10, indent: 0, tag: 'P' },
};
const FOOTER = { size: 8.5, color: '#66737f' } as const;

/** Font files in fallback order: each character is drawn in the first font that has it. */
const FONT_FILES: Record<Weight, string[]> = {
  regular: [
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf',
  ],
};

interface LoadedFont {
  /** Name the font is registered under in each document. */
  name: string;
  data: Buffer;
  font: Font;
}

let loadedFonts: Record<Weight, LoadedFont[]> | undefined;

/** The fonts of a weight, in fallback order, read once per process. */
function fontChain(weight: Weight): LoadedFont[] {
  const resolve = createRequire(import.meta.url).resolve;
  const load = (of: Weight) =>
    FONT_FILES[of].map((file, index): LoadedFont => {
      const data = readFileSync(resolve(file));
      return { name: `${of}-${index}`, data, font: openFont(data) as Font };
    });
  loadedFonts ??= { regular: load('regular'), bold: load('bold') };
  return loadedFonts[weight];
}

/** Spaces, punctuation, digits and joiners: they stay in the font of the text around them. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Marks and format characters (ZWJ, ZWNJ) shape with their neighbours even where a font has no glyph of their own. */
const JOINING = /^[\p{M}\p{Cf}]$/u;
/**
 * Text whose glyphs can come out in another order than its characters (Indic vowel signs drawn
 * before their consonant, reph): its structure element carries the text as ActualText.
 */
const REORDERING = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

export interface FontRun {
  /** Registered name of the font, e.g. "regular-1". */
  font: string;
  text: string;
}

/** Splits a text into runs of one font each, the first font of the weight that has each character. */
export function fontRuns(text: string, weight: Weight = 'regular'): FontRun[] {
  const chain = fontChain(weight);
  const runs: FontRun[] = [];
  let current: LoadedFont | undefined;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const stays = current && NEUTRAL.test(char) && (JOINING.test(char) || current.font.hasGlyphForCodePoint(code));
    const font = stays
      ? current!
      : (chain.find((candidate) => candidate.font.hasGlyphForCodePoint(code)) ?? current ?? chain[0]!);
    const last = runs[runs.length - 1];
    if (last && font === current) last.text += char;
    else runs.push({ font: font.name, text: char });
    current = font;
  }
  return runs;
}

/** The characters of a text that a font weight cannot draw (they would print as empty boxes). */
export function unsupportedCharacters(text: string): string[] {
  const drawable = (char: string, weight: Weight) =>
    fontChain(weight).some((loaded) => loaded.font.hasGlyphForCodePoint(char.codePointAt(0)!));
  const missing = [...text].filter(
    (char) => !/\s/u.test(char) && !JOINING.test(char) && !(drawable(char, 'regular') && drawable(char, 'bold')),
  );
  return [...new Set(missing)];
}

/** Splits a paragraph into lines whose width, as `widthOf` measures it, is at most `maxWidth`. */
export function wrapText(text: string, maxWidth: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

interface PlacedLine {
  /** Page index, from 0. */
  page: number;
  x: number;
  /** Baseline, in points from the top of the page. */
  y: number;
  text: string;
}

/** Lays the blocks out on A4 pages, measuring the text with the fonts it will be drawn in. */
function layout(
  doc: PDFKit.PDFDocument,
  blocks: PdfBlock[],
): { placed: Array<{ block: PdfBlock; lines: PlacedLine[] }>; pageCount: number } {
  let page = 0;
  let y = PAGE.margin;
  const placed = blocks.map((block) => {
    const style = STYLE[block.kind];
    const widthOf = (line: string) =>
      fontRuns(line, style.weight).reduce(
        (sum, run) => sum + doc.font(run.font).fontSize(style.size).widthOfString(run.text),
        0,
      );
    const texts = wrapText(block.text, PAGE.width - 2 * PAGE.margin - style.indent, widthOf);
    y += style.before;
    // Keep a heading with at least two lines of what follows.
    const needed = block.kind === 'heading' ? style.leading * texts.length + 31 : style.leading;
    const lines = texts.map((text, index): PlacedLine => {
      if (y + (index === 0 ? needed : style.leading) > BOTTOM) {
        page += 1;
        y = PAGE.margin;
      }
      y += style.leading;
      return { page, x: PAGE.margin + style.indent, y, text };
    });
    return { block, lines };
  });
  return { placed, pageCount: page + 1 };
}

/** Draws one line at its baseline, run by run. */
function drawLine(doc: PDFKit.PDFDocument, text: string, weight: Weight, size: number, x: number, y: number) {
  for (const run of fontRuns(text, weight)) {
    doc.font(run.font).fontSize(size).text(run.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
    x += doc.widthOfString(run.text);
  }
}

/** The text in character order for assistive technology, where the glyph order may differ. */
function actualText(block: PdfBlock): { actual?: string } {
  return REORDERING.test(block.text) ? { actual: block.text } : {};
}

/** The document as the bytes of a tagged PDF file. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const missing = unsupportedCharacters(document.blocks.map((block) => block.text).join(' ') + document.footer);
  if (missing.length)
    throw new Error(
      `PDF "${document.title}": no font has ${missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase()})`).join(', ')}`,
    );
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    lang: document.language,
    displayTitle: true,
    info: { Title: document.title, Author: document.author, Creator: 'clinic-website build' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const weight of ['regular', 'bold'] as const)
    for (const loaded of fontChain(weight)) doc.registerFont(loaded.name, loaded.data);

  const { placed, pageCount } = layout(doc, document.blocks);
  let page = -1;
  // Pages are added as the blocks reach them; a page's footer is drawn when it is left, after its text.
  const turnTo = (target: number) => {
    for (; page < target; page += 1) {
      if (page >= 0)
        drawFooter(doc, document.footer.replace('{page}', String(page + 1)).replace('{pages}', String(pageCount)));
      if (page + 1 < pageCount) doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    }
  };
  const root = doc.struct('Document');
  doc.addStructure(root);
  let list: PDFKit.PDFStructureElement | undefined;
  for (const { block, lines } of placed) {
    const style = STYLE[block.kind];
    let element: PDFKit.PDFStructureElement;
    let item: PDFKit.PDFStructureElement | undefined;
    if (block.kind === 'bullet') {
      if (!list) root.add((list = doc.struct('L')));
      list.add((item = doc.struct('LI')));
      turnTo(lines[0]!.page);
      item.add(doc.struct('Lbl', {}, [doc.markStructureContent('Lbl')]));
      drawLine(doc, '•', 'regular', style.size, lines[0]!.x - 11, lines[0]!.y);
      doc.endMarkedContent();
      item.add((element = doc.struct('LBody', actualText(block))));
    } else {
      list?.end();
      list = undefined;
      root.add((element = doc.struct(style.tag, actualText(block))));
    }
    // One marked-content sequence per page the block is on.
    lines.forEach((line, index) => {
      if (index === 0 || line.page !== lines[index - 1]!.page) {
        if (index > 0) doc.endMarkedContent();
        turnTo(line.page);
        element.add(doc.markStructureContent(style.tag));
      }
      drawLine(doc, line.text, style.weight, style.size, line.x, line.y);
    });
    if (lines.length) doc.endMarkedContent();
    element.end();
    item?.end();
  }
  list?.end();
  root.end();
  turnTo(pageCount);
  doc.end();
  return done;
}

function drawFooter(doc: PDFKit.PDFDocument, text: string) {
  doc.markContent('Artifact', { type: 'Pagination' }).fillColor(FOOTER.color);
  drawLine(doc, text, 'regular', FOOTER.size, PAGE.margin, PAGE.height - PAGE.margin + 10);
  doc.endMarkedContent().fillColor('black');
}
