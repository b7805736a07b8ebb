/**
 * Partner logos (320 x 120) of FICTIONAL labs and hospitals (content/testimonials.ts `partners`). The pages never call
 * them samples; `npm run preflight` does, until the clinic puts in its real partners' logos (with permission).
 */
import { icon, type IconName } from './icons';
import { C, T, mix } from './palette';
import { circle, el, escapeText, rect, svgDoc } from './svg';
import type { Artwork } from './types';

interface Brand {
  name: string;
  kind: string;
  mark: IconName;
  color: string;
  round?: boolean;
}

const BRANDS: Brand[] = [
  { name: 'Arogya', kind: 'DIAGNOSTICS', mark: 'microscope', color: C.teal },
  { name: 'Hridaya Heart', kind: 'INSTITUTE', mark: 'heartPulse', color: C.coral, round: true },
  { name: 'Kaveri Care', kind: 'HOSPITAL', mark: 'plus', color: C.deep },
  { name: 'Drishti Imaging', kind: 'CENTRE', mark: 'scanner', color: C.navy, round: true },
  { name: 'Nidana Pathology', kind: 'LABORATORY', mark: 'testTubes', color: mix(C.amber, C.navy, 0.25) },
];

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function logo(b: Brand): string {
  const tile = b.round
    ? circle(56, 60, 40, mix(b.color, C.white, 0.86))
    : rect(16, 20, 80, 80, mix(b.color, C.white, 0.86), 20);
  const mark =
    b.mark === 'plus'
      ? [rect(16, 20, 80, 80, b.color, 20), icon('plus', 56, 60, 50)].join('').replace(/#0f766e/gi, C.white)
      : icon(b.mark, 56, 60, 60);
  return svgDoc(320, 120, [
    tile,
    mark,
    // Long names get a fixed text length so they fit whatever font the visitor's system has.
    el(
      'text',
      {
        x: 112,
        y: 60,
        fill: C.navy,
        'font-family': FONT,
        'font-size': b.name.length > 13 ? 19 : 24,
        'font-weight': 700,
        textLength: b.name.length > 13 ? 190 : undefined,
        lengthAdjust: b.name.length > 13 ? 'spacingAndGlyphs' : undefined,
      },
      escapeText(b.name),
    ),
    el(
      'text',
      {
        x: 113,
        y: 84,
        fill: b.color === C.navy ? T.slate : b.color,
        'font-family': FONT,
        'font-size': 13,
        'font-weight': 600,
        'letter-spacing': 2.4,
      },
      escapeText(b.kind),
    ),
  ]);
}

export function brands(): Artwork[] {
  return BRANDS.map((b, i) => ({ file: `brands/partner-${i + 1}.svg`, svg: logo(b) }));
}
