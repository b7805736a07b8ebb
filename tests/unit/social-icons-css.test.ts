import { describe, expect, it } from 'vitest';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { socialNetworkSchema } from '../../content/schema/site';
import { socialIconsCss } from '../../scripts/social-icons-css';

// One SVG strip for every network's icon, each rule bringing its own cell into the box
// (docs/decisions/0091-one-svg-for-the-social-icons.md).
describe('the social icons stylesheet', () => {
  const css = socialIconsCss();
  const networks = socialNetworkSchema.options;
  const strip = decodeURIComponent(/url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)![1]!);

  it('names one image for all the icons', () => {
    expect(css.match(/url\(/g)).toHaveLength(1);
    expect(css).toContain('mask: var(--brand-icons) 0 0 / auto 100% no-repeat;');
  });

  it("draws each network's own Simple Icons path in a cell of its own", () => {
    const paths: Record<string, string> = {
      facebook: siFacebook.path,
      instagram: siInstagram.path,
      x: siX.path,
      youtube: siYoutube.path,
    };
    networks.forEach((network, index) => {
      expect(strip).toContain(`<path transform="translate(${index * 32} 0)" d="${paths[network]}"/>`);
    });
    expect(strip).toContain(`viewBox="0 0 ${24 + 32 * (networks.length - 1)} 24"`);
  });

  it("moves the strip so that a square box of any size shows exactly its network's cell", () => {
    const width = Number(/viewBox="0 0 (\d+) 24"/.exec(strip)![1]);
    for (const side of [16, 20, 44]) {
      networks.forEach((network, index) => {
        const position = new RegExp(
          `\\.brand-icon-${network} \\{ -webkit-mask-position: ([\\d.]+)% 0; mask-position: \\1% 0; \\}`,
        );
        const percent = Number(position.exec(css)![1]) / 100;
        // CSS: a percentage p places the image at (box - image) * p; the image is as tall as the box.
        const offset = (side - (side * width) / 24) * percent;
        expect(offset).toBeCloseTo((-side * 32 * index) / 24, 2);
      });
    }
  });
});
