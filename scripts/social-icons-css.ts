import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { socialNetworkSchema } from '../content/schema/site';

/**
 * The social networks' icons as CSS masks (app/generated/social-icons.css), drawn in the link's own colour by
 * `BrandIcon`. Their paths (about 2.4 KB gzip) stay out of every page's JavaScript, and
 * scripts/html-pipeline/critical-css.ts leaves `.brand-icon` rules out of the CSS written into each page: they arrive
 * with the full stylesheet just after the first paint, so the icons cost no byte and no request before it
 * (docs/decisions/0015-critical-css-after-paint.md).
 *
 * All of them are one SVG, a strip of icons, and each network's rule moves the mask to its own: the browser makes a
 * document for every SVG image it draws, and four of them were a quarter of the restyle when the full stylesheet
 * arrives on a page whose footer is in view (docs/decisions/0091-one-svg-for-the-social-icons.md).
 */

const ICONS: Record<string, { path: string }> = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
};

export const SOCIAL_ICONS_CSS_FILE = path.resolve(import.meta.dirname, '../app/generated/social-icons.css');

/** Each icon is 24 units square (Simple Icons' grid); a cell is that and a gap, so no icon bleeds into the next. */
const ICON = 24;
const CELL = 32;

const dataUri = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

export function socialIconsCss(): string {
  const networks = socialNetworkSchema.options;
  const paths = networks.map((network, index) => {
    const icon = ICONS[network];
    if (!icon)
      throw new Error(`social-icons-css: no icon for the network "${network}" (add it to ICONS from simple-icons)`);
    return `<path transform="translate(${index * CELL} 0)" d="${icon.path}"/>`;
  });
  const width = ICON + CELL * (networks.length - 1);
  const strip = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${ICON}">${paths.join('')}</svg>`;
  // The strip is as tall as the icon's box, so it is width/ICON boxes wide; moving it by i/(n-1) of the difference
  // brings cell i into the box.
  const rules = networks.map((network, index) => {
    const position = `${networks.length > 1 ? +((index / (networks.length - 1)) * 100).toFixed(4) : 0}% 0`;
    return `.brand-icon-${network} { -webkit-mask-position: ${position}; mask-position: ${position}; }`;
  });
  return [
    '/* Written by scripts/social-icons-css.ts; do not edit. */',
    '.brand-icon {',
    `  --brand-icons: ${dataUri(strip)};`,
    '  background-color: currentColor;',
    '  -webkit-mask: var(--brand-icons) 0 0 / auto 100% no-repeat;',
    '  mask: var(--brand-icons) 0 0 / auto 100% no-repeat;',
    '}',
    ...rules,
    '',
  ].join('\n');
}

/** Writes the icons' stylesheet when it changed; returns a line for the images step's report. */
export async function writeSocialIconsCss(): Promise<string> {
  const css = socialIconsCss();
  const previous = await readFile(SOCIAL_ICONS_CSS_FILE, 'utf8').catch(() => '');
  if (previous !== css) await writeFile(SOCIAL_ICONS_CSS_FILE, css);
  return `${socialNetworkSchema.options.length} social icons`;
}
