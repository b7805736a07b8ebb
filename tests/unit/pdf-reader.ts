import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A node of a page's tag tree as pdf.js reads it; pdf.js reports a structure element's ActualText as `alt`. */
export interface TagNode {
  role?: string;
  alt?: string;
  children?: TagNode[];
}

export interface PdfItem {
  text: string;
  /** Left edge and width in points. */
  x: number;
  width: number;
}

/**
 * What a PDF reader (pdf.js, Firefox's) gets from a file: metadata, the text of each page, where the text sits, the tag
 * tree.
 */
export async function readPdf(bytes: Uint8Array) {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await loading.promise;
  const info = (await pdf.getMetadata()).info as Record<string, string | undefined>;
  const pages: Array<{ text: string; items: PdfItem[]; tags: TagNode }> = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item ? [{ text: item.str, x: item.transform[4] as number, width: item.width, eol: item.hasEOL }] : [],
    );
    pages.push({
      text: items.map((item) => item.text + (item.eol ? '\n' : '')).join(''),
      items,
      tags: (await page.getStructTree()) as TagNode,
    });
  }
  await loading.destroy(); // pdf.js 6: the loading task owns the document and its worker
  return {
    title: info.Title,
    author: info.Author,
    language: info.Language,
    pages,
    text: pages.map((page) => page.text).join('\n'),
  };
}

/** Every node of a tag tree, depth first. */
export function tagNodes(node: TagNode): TagNode[] {
  return [node, ...(node.children ?? []).flatMap(tagNodes)];
}
