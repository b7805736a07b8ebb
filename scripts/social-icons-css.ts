import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { socialNetworkSchema } from '../content/schema/site';

/**
 * The social networks' icons as CSS masks (app/generated/social-icons.css, one rule per network the
 * content schema allows), drawn in the link's own colour by `BrandIcon`. Their paths (about 2.4 KB
 * gzip) stay out of every page's JavaScript, and scripts/html-pipeline/critical-css.ts leaves `.brand-icon` rules
 * out of the CSS written into each page: they arrive with the full stylesheet just after the first
 * paint, so the icons cost no byte and no request before it
 * (docs/decisions/0015-critical-css-after-paint.md).
 */

const ICONS: Record<string, { path: string }> = {
  facebook: siFacebook,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
};

export const SOCIAL_ICONS_CSS_FILE = path.resolve(import.meta.dirname, '../app/generated/social-icons.css');

const dataUri = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

export function socialIconsCss(): string {
  const rules = socialNetworkSchema.options.map((network) => {
    const icon = ICONS[network];
    if (!icon)
      throw new Error(`social-icons-css: no icon for the network "${network}" (add it to ICONS from simple-icons)`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}"/></svg>`;
    return `.brand-icon-${network} { --brand-icon: ${dataUri(svg)}; }`;
  });
  return [
    '/* Written by scripts/social-icons-css.ts; do not edit. */',
    '.brand-icon {',
    '  background-color: currentColor;',
    '  -webkit-mask: var(--brand-icon) center / contain no-repeat;',
    '  mask: var(--brand-icon) center / contain no-repeat;',
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
