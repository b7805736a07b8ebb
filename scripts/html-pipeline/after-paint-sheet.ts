import postcss from 'postcss';
import { createHash } from 'node:crypto';
import { withoutFragment } from './route-styles';

/**
 * Splits the site-wide stylesheet in three for the pages that paint from their own CSS
 * (docs/decisions/0100-the-after-paint-sheet-restyles-what-it-names.md,
 * docs/decisions/0101-the-heading-font-arrives-a-frame-after-the-sheet.md):
 *
 * - `global`: what every page's critical CSS carries whole (critical-css.ts): the layers' order, every `@keyframes`,
 *   `@property` and `@font-face` but the held-back families' faces, and the rules of Tailwind's `theme` and `base`
 *   layers that can reach every element (`*`, `:root`, `:focus-visible`: see reachesEveryElement).
 * - `afterPaint`: the rest, in its order: Tailwind's `properties` layer (see AFTER_PAINT_LAYERS), the preflight's rules
 *   for named elements and pseudo-elements (`table`, `::placeholder`), the components, the utilities, the unlayered
 *   rules. This is the sheet a page enables once it has painted.
 * - `heldBackFaces`: the held-back families' faces (Fraunces, which no page may download before its paint:
 *   app/lib/heading-font.ts), enabled a frame after `afterPaint` has applied.
 *
 * Chromium restyles every element of the document when a sheet arriving brings a `@keyframes`, a `@property`, or a
 * rule whose last compound names no element, class, id, attribute or pseudo-element. For any other rule it restyles
 * the elements named. So the after-paint sheet restyles what its selectors name, not the page. A face arriving makes
 * the browser lay the whole page out: the price of a heading font that waits for the paint, paid in a task of its own
 * rather than on top of the after-paint sheet's restyle.
 *
 * The cascade is the whole sheet's: every rule keeps its layer and its order within the part it is in, and a rule of
 * `global` never styles, with the same specificity, an element or pseudo-element that a rule of the same layer left
 * after the paint styles (tests/e2e/styles-after-paint.spec.ts compares the computed styles with the whole sheet's).
 */

export interface SplitStylesheet {
  readonly global: string;
  readonly afterPaint: string;
  readonly heldBackFaces: string;
}

/** The layers whose rules can reach every element: Tailwind's theme and preflight. */
const GLOBAL_LAYERS = ['theme', 'base'];
/**
 * Layers that wait for the paint whole, though their rules reach every element. Tailwind's `properties` layer gives
 * its registered properties their initial values in browsers without `@property` (Safari before 16.4, Firefox before
 * 128), inside an `@supports` only those match. Chromium leaves the rules of an `@supports` it does not match out of
 * its rule set, so arriving after the paint they restyle nothing; in those older browsers the page paints a moment
 * without them (no transform, shadow or ring) and then restyles. In the first round trip they were 1.7 KB, 281 bytes
 * brotli of /about (docs/decisions/0102-the-first-round-trip-holds-the-page.md).
 */
const AFTER_PAINT_LAYERS = ['properties'];
/** At-rules that make Chromium restyle the whole document when a sheet brings them (faces: see isGlobal). */
const GLOBAL_AT_RULES = ['keyframes', 'property'];
/** Pseudo-elements that CSS 2 wrote with one colon. */
const ONE_COLON_PSEUDO_ELEMENTS = ['before', 'after', 'first-line', 'first-letter'];

/** `text` cut wherever `isCut` holds outside brackets, parentheses and quotes; empty pieces dropped. */
function splitTopLevel(text: string, isCut: (char: string) => boolean): string[] {
  const pieces: string[] = [];
  let [depth, quote, piece, escaped] = [0, '', '', false];
  for (const char of text) {
    if (escaped) escaped = false;
    else if (char === '\\') escaped = true;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && isCut(char)) {
      pieces.push(piece);
      piece = '';
      continue;
    }
    piece += char;
  }
  return [...pieces, piece].map((item) => item.trim()).filter(Boolean);
}

/** Whether a compound selector names an element type, class, id, attribute or pseudo-element. */
function namesSomething(compound: string): boolean {
  // Each part starts at a top-level `.`, `#`, `[` or `:`; `::x` is one part.
  const parts = splitTopLevel(compound.replace(/([.#[]|::?)/g, '\u0000$1'), (char) => char === '\u0000');
  return parts.some((part) => {
    if (part.startsWith('::')) return true;
    if (part.startsWith(':')) return ONE_COLON_PSEUDO_ELEMENTS.includes(part.slice(1).split('(')[0]!);
    return part !== '*';
  });
}

/**
 * Whether one selector can match any element, as far as a browser inserting its sheet can tell: its last compound
 * names no element type, class, id, attribute or pseudo-element (`*`, `:root`, `:focus-visible`).
 */
export function reachesEveryElement(selector: string): boolean {
  const compounds = splitTopLevel(selector, (char) => /[\s>+~]/.test(char));
  return !namesSomething(compounds.at(-1) ?? '');
}

const familyName = (face: postcss.AtRule) =>
  face.nodes
    ?.find((node): node is postcss.Declaration => node.type === 'decl' && node.prop === 'font-family')
    ?.value.replace(/^['"]|['"]$/g, '');

/** Whether a node of the sheet is the face of a family held back until after the paint. */
const isHeldBackFace = (node: postcss.ChildNode, heldBackFamilies: readonly string[]): boolean =>
  node.type === 'atrule' && node.name === 'font-face' && heldBackFamilies.includes(familyName(node) ?? '');

/** Whether a node of the sheet belongs in `global` whole: a face but a held-back one, a keyframes, a property. */
export const isGlobal = (node: postcss.ChildNode, heldBackFamilies: readonly string[]): boolean =>
  node.type === 'atrule' &&
  (GLOBAL_AT_RULES.includes(node.name) || (node.name === 'font-face' && !isHeldBackFace(node, heldBackFamilies)));

/** Whether a node of the sheet is a block of a layer that waits for the paint whole. */
export const isAfterPaintLayer = (node: postcss.ChildNode): boolean =>
  node.type === 'atrule' && node.name === 'layer' && AFTER_PAINT_LAYERS.includes(node.params);

/** Whether a node of the sheet is a block of a global layer. */
export const isGlobalLayer = (node: postcss.ChildNode): node is postcss.AtRule =>
  node.type === 'atrule' && node.name === 'layer' && GLOBAL_LAYERS.includes(node.params) && !!node.nodes;

/** Whether a node of a global layer's block belongs in `global`: a rule, or a block holding one, for any element. */
export const isGlobalInLayer = (node: postcss.ChildNode): boolean =>
  node.type === 'rule'
    ? splitTopLevel(node.selector, (char) => char === ',').some(reachesEveryElement)
    : node.type === 'atrule' && !!node.nodes?.some(isGlobalInLayer);

/** The layers' order statement (`@layer a,b;`), the order of the sheet's first block of each; none without layers. */
const layerOrder = (root: postcss.Root): postcss.AtRule[] => {
  const names: string[] = [];
  root.each((node) => {
    if (node.type === 'atrule' && node.name === 'layer')
      for (const name of node.params.split(',').map((item) => item.trim()))
        if (name && !names.includes(name)) names.push(name);
  });
  return names.length > 0 ? [postcss.atRule({ name: 'layer', params: names.join(',') })] : [];
};

/** A stylesheet's name for one of its parts (`after-paint`, `heading-font`): the same name, the part's own hash. */
export function partHref(shared: string, part: string, text: string): string {
  const file = withoutFragment(shared);
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  return file.replace(/\.css$/, `-${part}-${hash}.css`);
}

export function splitStylesheet(css: string, heldBackFamilies: readonly string[]): SplitStylesheet {
  const source = postcss.parse(css);
  const global = postcss.root().append(...layerOrder(source));
  const afterPaint = postcss.root();
  const heldBackFaces = postcss.root();
  for (const node of source.nodes) {
    if (!isGlobalLayer(node)) {
      const part = isGlobal(node, heldBackFamilies)
        ? global
        : isHeldBackFace(node, heldBackFamilies)
          ? heldBackFaces
          : afterPaint;
      part.append(node.clone());
      continue;
    }
    // A global layer's block, split: each half keeps the layer's name and its rules' order.
    const [reaching, named] = [node.clone({ nodes: [] }), node.clone({ nodes: [] })];
    for (const child of node.nodes!) (isGlobalInLayer(child) ? reaching : named).append(child.clone());
    if (reaching.nodes!.length > 0) global.append(reaching);
    if (named.nodes!.length > 0) afterPaint.append(named);
  }
  return { global: global.toString(), afterPaint: afterPaint.toString(), heldBackFaces: heldBackFaces.toString() };
}
