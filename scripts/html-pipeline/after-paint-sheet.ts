import postcss from 'postcss';
import { createHash } from 'node:crypto';

/**
 * Splits the site-wide stylesheet in two for the pages that paint from their own CSS
 * (docs/decisions/0099-the-after-paint-sheet-adds-no-global-rule.md):
 *
 * - `global`: every rule that reaches past the elements it names: Tailwind's `properties`, `theme` and `base` layers
 *   (the `*` fallbacks, `:root` variables, the preflight), and every `@font-face`, `@keyframes` and `@property`.
 *   Every page's critical CSS carries all of it (critical-css.ts).
 * - `afterPaint`: the rest, the `components` and `utilities` layers and the unlayered rules, in their order. This is
 *   the sheet a page enables once it has painted.
 *
 * Enabling the whole sheet restyled every element of a page and laid the whole page out again, although the critical
 * CSS had already given each element its style: Chromium restyles everything when a sheet brings `@keyframes` or
 * global rules, and lays everything out when it brings an `@font-face`. The after-paint half brings neither, so it
 * restyles only the elements its classes name, and lays out nothing that did not change.
 *
 * The cascade is the whole sheet's on every page and after any client-side navigation: the global layers come before
 * `components` and `utilities` in the layer order, and the after-paint sheet holds every rule of those in its original
 * order, later in the document than any copy of one in the critical CSS.
 *
 * Families named in `heldBackFamilies` (Fraunces) must not be named before the paint, or their files would be
 * downloaded before it. Their faces are in `global` (a face nobody names costs nothing), the theme's font variables
 * name them in `afterPaint` only: in `global` the family is left out of each variable's value, and each declaration
 * that uses such a variable is written into `afterPaint` (in its own layer) with the family in front of it.
 */

export interface SplitStylesheet {
  readonly global: string;
  readonly afterPaint: string;
}

/** The layers whose rules are global: a rule of theirs can style any element. */
export const GLOBAL_LAYERS = ['properties', 'theme', 'base'];
/** At-rules that change the document's fonts, animations or registered properties when a sheet brings them. */
export const GLOBAL_AT_RULES = ['font-face', 'keyframes', 'property'];

const familyName = (item: string) => item.trim().replace(/^['"]|['"]$/g, '');
const listItems = (value: string) => value.split(',');

const isGlobal = (node: postcss.ChildNode) =>
  node.type === 'atrule' &&
  (GLOBAL_AT_RULES.includes(node.name) ||
    (node.name === 'layer' && GLOBAL_LAYERS.includes(node.params) && !!node.nodes));

/** A stylesheet's name for its after-paint half: the same name, the half's own hash. */
export function afterPaintHref(shared: string, afterPaint: string): string {
  const file = shared.split('#')[0]!;
  const hash = createHash('sha256').update(afterPaint).digest('base64url').slice(0, 8);
  return file.replace(/\.css$/, `-after-paint-${hash}.css`);
}

export function splitStylesheet(css: string, heldBackFamilies: readonly string[]): SplitStylesheet {
  const source = postcss.parse(css);
  const global = postcss.root();
  const afterPaint = postcss.root();
  for (const node of source.nodes) (isGlobal(node) ? global : afterPaint).append(node.clone());

  // The theme's variables that name a held-back family: in `global` without it.
  const heldBack = new Map<string, string>();
  global.walkDecls(/^--/, (decl) => {
    const items = listItems(decl.value);
    const named = items.filter((item) => heldBackFamilies.includes(familyName(item)));
    if (named.length === 0) return;
    heldBack.set(decl.prop, named.map((item) => item.trim()).join(', '));
    decl.value = items
      .filter((item) => !named.includes(item))
      .join(',')
      .trim();
  });

  const uses = (value: string) => [...heldBack.keys()].filter((prop) => value.includes(`var(${prop})`));
  const withFamilies = (value: string) =>
    uses(value).reduce((v, prop) => v.replace(`var(${prop})`, `${heldBack.get(prop)}, var(${prop})`), value);

  // Declarations of the global layers that use such a variable: copied into `afterPaint`, family in front.
  const copies = postcss.root();
  global.walkDecls((decl) => {
    if (uses(decl.value).length === 0 || decl.prop.startsWith('--')) return;
    const rule = decl.parent as postcss.Rule;
    const layer = rule.parent;
    if (rule.type !== 'rule' || layer?.type !== 'atrule' || (layer as postcss.AtRule).name !== 'layer')
      throw new Error(
        `the stylesheet uses ${uses(decl.value).join(', ')} outside a rule of a layer: ${decl.toString()}`,
      );
    copies.append(
      postcss
        .atRule({ name: 'layer', params: (layer as postcss.AtRule).params })
        .append(postcss.rule({ selector: rule.selector }).append(decl.clone({ value: withFamilies(decl.value) }))),
    );
  });
  afterPaint.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) decl.value = withFamilies(decl.value);
  });
  afterPaint.prepend(...copies.nodes);

  // Anything else that names a held-back family would download it before the paint, or lose it.
  global.walkDecls((decl) => {
    const inFace = decl.parent?.type === 'atrule' && (decl.parent as postcss.AtRule).name === 'font-face';
    if (!inFace && listItems(decl.value).some((item) => heldBackFamilies.includes(familyName(item))))
      throw new Error(`a held-back family is named outside a theme variable: ${decl.toString()}`);
  });
  return { global: global.toString(), afterPaint: afterPaint.toString() };
}
