/** Blog thumbnails (1200 x 800): still lifes on a table, plus two small scenes. */
import { badgeIcon, icon, type IconName } from './icons';
import { person } from './person';
import { C, HAIR, SKIN, T, mix } from './palette';
import { DOCTOR_ANANYA } from './portraits';
import { backgroundDefs, dotGrid, ground, plant, plusSign, ring, sun, tree, wallArt, windowFrame } from './scenery';
import { blobPath, circle, el, ellipse, g, path, rect, svgDoc, type Child } from './svg';
import type { Artwork } from './types';

const W = 1200;
const H = 800;
const TABLE = 610;

/** An icon standing on the table: its bottom edge at the table top, with a soft contact shadow. */
function onTable(name: IconName, x: number, size: number, rotate = 0, lift = 0.45): Child {
  return [
    ellipse(x + size * 0.04, TABLE + 4, size * 0.42, size * 0.05, C.deep, { opacity: 0.12 }),
    icon(name, x, TABLE - size * lift, size, rotate),
  ];
}

function stillLife(seed: number, parts: Child[], backdrop: Child = ''): string {
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      path(blobPath(620, 380, 420, 280, seed, 0.16), 'url(#blob)'),
      dotGrid(80, 80, 5, 4, 24),
      plusSign(1100, 120, 36),
      ring(180, 420, 12, C.amber),
      backdrop,
      rect(0, TABLE, W, H - TABLE, C.white),
      rect(0, TABLE, W, 18, T.coatLine, 0, { opacity: 0.5 }),
      rect(0, TABLE + 18, W, H - TABLE - 18, mix(C.light, C.white, 0.4)),
      g({ transform: `translate(600 ${TABLE}) scale(1.22) translate(-600 -${TABLE})` }, parts),
    ],
    backgroundDefs(),
  );
}

function virtualCare(): string {
  const sx = 330;
  const sy = 150;
  const sw = 540;
  const sh = 340;
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      path(blobPath(600, 380, 460, 290, 31, 0.16), 'url(#blob)'),
      dotGrid(80, 80, 5, 4, 24),
      plusSign(1100, 120, 36),
      rect(0, TABLE, W, H - TABLE, C.white),
      rect(0, TABLE, W, 18, T.coatLine, 0, { opacity: 0.5 }),
      rect(0, TABLE + 18, W, H - TABLE - 18, mix(C.light, C.white, 0.4)),
      ellipse(600, TABLE + 6, 360, 16, C.deep, { opacity: 0.12 }),
      rect(sx - 22, sy - 22, sw + 44, sh + 44, C.navy, 22),
      g(
        { 'clip-path': 'url(#screen)' },
        rect(sx, sy, sw, sh, mix(C.light, C.white, 0.3)),
        rect(sx + 330, sy + 30, 150, 110, C.white, 10, { opacity: 0.7 }),
        plant(sx + 450, sy + 200, 22, C.white, 2),
        person({ ...DOCTOR_ANANYA, badge: false, arms: 'desk', smile: 'open' }, 600, sy + 130, 0.78),
      ),
      rect(sx + 16, sy + 16, 120, 86, C.white, 10),
      g(
        { 'clip-path': 'url(#tile)' },
        rect(sx + 16, sy + 16, 120, 86, C.light),
        person(
          {
            skin: SKIN[2],
            hair: 'receding',
            hairColor: HAIR.grey,
            outfit: 'shirt',
            top: C.amber,
            older: true,
            glasses: true,
          },
          sx + 76,
          sy + 56,
          0.28,
        ),
      ),
      circle(570, sy + sh - 34, 20, C.coral),
      circle(630, sy + sh - 34, 20, C.teal),
      path(
        `M${sx - 90} ${sy + sh + 22}L${sx + sw + 90} ${sy + sh + 22}L${sx + sw + 60} ${TABLE}L${sx - 60} ${TABLE}Z`,
        T.slate,
      ),
      rect(sx - 90, sy + sh + 22, sw + 180, 12, T.silver, 6),
      icon('phone', 1000, TABLE - 80, 90, 8),
      icon('glass', 180, TABLE - 60, 80),
      plant(1100, TABLE, 36, C.white, 6),
      badgeIcon('heartPulse', 980, 280, 54),
      badgeIcon('calendar', 200, 300, 50),
    ],
    [
      backgroundDefs(),
      el('clipPath', { id: 'screen' }, rect(sx, sy, sw, sh, C.white, 6)),
      el('clipPath', { id: 'tile' }, rect(sx + 16, sy + 16, 120, 86, C.white, 10)),
    ],
  );
}

function healthyAgeing(): string {
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      sun(960, 180, 70),
      path(blobPath(600, 420, 460, 300, 41, 0.14), 'url(#blob)'),
      tree(200, 650, 420, 3),
      tree(1030, 640, 340, 5),
      ground(W, H, 620),
      ellipse(600, 744, 220, 18, C.deep, { opacity: 0.1 }),
      person(
        {
          skin: SKIN[3],
          hair: 'bun',
          hairColor: HAIR.white,
          outfit: 'saree',
          top: C.teal,
          female: true,
          older: true,
          bindi: true,
          pose: 'stand',
          facing: 0.3,
          smile: 'open',
        },
        520,
        150,
        0.76,
      ),
      person(
        {
          skin: SKIN[1],
          hair: 'receding',
          hairColor: HAIR.grey,
          outfit: 'kurta',
          top: mix(C.amber, C.white, 0.35),
          bottom: C.white,
          older: true,
          glasses: true,
          beard: 'moustache',
          pose: 'stand',
          arms: 'stick',
          facing: -0.3,
          smile: 'open',
        },
        690,
        140,
        0.78,
      ),
      plant(360, 760, 30, C.white, 9),
      badgeIcon('heart', 900, 420, 50),
    ],
    backgroundDefs(),
  );
}

const POSTS: Record<string, () => string> = {
  diabetes: () =>
    stillLife(21, [
      onTable('glucometer', 560, 260, -4),
      onTable('apple', 380, 140),
      onTable('calendar', 800, 190),
      badgeIcon('drop', 400, 260, 58),
      badgeIcon('check', 820, 250, 50),
    ]),
  'blood-pressure': () =>
    stillLife(22, [
      onTable('bpMonitor', 560, 320, 0, 0.52),
      onTable('glass', 860, 160),
      onTable('pillBottle', 300, 150),
      badgeIcon('heart', 820, 250, 60),
    ]),
  checkup: () =>
    stillLife(
      23,
      [
        onTable('clipboard', 560, 300, -6),
        onTable('thermometer', 800, 200, 20),
        onTable('stethoscope', 340, 200, -10),
        badgeIcon('calendar', 840, 250, 58),
        badgeIcon('check', 420, 300, 44),
      ],
      windowFrame(150, 110, 190, 160),
    ),
  vaccination: () =>
    stillLife(24, [
      onTable('vial', 560, 260),
      onTable('calendar', 790, 180),
      badgeIcon('shieldHeart', 820, 260, 64),
      badgeIcon('family', 330, 280, 62),
      icon('plaster', 330, 540, 150),
    ]),
  'seasonal-infections': () =>
    stillLife(25, [
      icon('cloud', 560, 220, 260),
      onTable('umbrella', 380, 260, -10, 0.42),
      onTable('glass', 620, 150),
      onTable('thermometer', 760, 180, 16),
      icon('mask', 900, 560, 160, -8),
      g({ opacity: 0.7 }, icon('virus', 860, 260, 80, 12)),
    ]),
  'healthy-ageing': healthyAgeing,
  'virtual-care': virtualCare,
  nutrition: () =>
    stillLife(27, [
      circle(600, 330, 170, C.white, { opacity: 0.7 }),
      icon('plate', 600, 330, 300),
      onTable('apple', 330, 150),
      onTable('banana', 470, 170, 0, 0.25),
      onTable('glass', 850, 160),
      icon('leaf', 920, 300, 110, 30),
      icon('leaf', 270, 260, 90, -60),
    ]),
  medicines: () =>
    stillLife(
      28,
      [
        onTable('pillBottle', 380, 220),
        onTable('pillOrganiser', 660, 340, 0, 0.2),
        onTable('glass', 900, 150),
        badgeIcon('capsule', 540, 260, 60),
        badgeIcon('blister', 800, 280, 66),
        icon('pill', 560, 600, 50),
      ],
      wallArt(140, 120, 160, 120),
    ),
};

export function blog(): Artwork[] {
  return Object.entries(POSTS).map(([name, draw]) => ({ file: `blog/${name}.svg`, svg: draw() }));
}
