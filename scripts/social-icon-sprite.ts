import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { socialNetworkSchema } from '../content/schema/site';

/**
 * The social networks' icons as one SVG sprite (app/generated/social-icons.svg, a <symbol> per
 * network the content schema allows), which the site links to with <use href="…#facebook">. Their
 * paths (about 2.4 KB gzip) stay out of every page's JavaScript; the browser fetches the sprite once
 * and caches it under its hashed name (docs/decisions/0014-paint-before-hydration.md).
 */

const ICONS: Record<string, { path: string }> = { facebook: siFacebook, instagram: siInstagram, x: siX, youtube: siYoutube };

export const SOCIAL_SPRITE_FILE = path.resolve(import.meta.dirname, '../app/generated/social-icons.svg');

export function socialSprite(): string {
  const symbols = socialNetworkSchema.options.map((network) => {
    const icon = ICONS[network];
    if (!icon) throw new Error(`social-icon-sprite: no icon for the network "${network}" (add it to ICONS from simple-icons)`);
    return `<symbol id="${network}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Writes the sprite when it changed; returns a line for the images step's report. */
export async function writeSocialSprite(): Promise<string> {
  const sprite = socialSprite();
  const previous = await readFile(SOCIAL_SPRITE_FILE, 'utf8').catch(() => '');
  if (previous !== sprite) await writeFile(SOCIAL_SPRITE_FILE, sprite);
  return `${socialNetworkSchema.options.length} social icons`;
}
