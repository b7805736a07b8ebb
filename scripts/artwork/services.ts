/** Service pictures (1200 x 800): a large icon composition or a small scene for each service. */
import { badgeIcon, icon, sparkleShape } from './icons';
import { person, type PersonOptions } from './person';
import { C, HAIR, SKIN, T, mix } from './palette';
import { backgroundDefs, dotGrid, floorShadow, plant, plusSign, ring } from './scenery';
import { blobPath, circle, d, g, path, rect, stroke, svgDoc, type Child } from './svg';
import type { Artwork } from './types';

const W = 1200;
const H = 800;

/** The shared stage: mint backdrop, soft blob, a white disc and quiet decorations. */
function scene(seed: number, parts: Child[], opts: { disc?: boolean; floor?: number } = {}): string {
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      path(blobPath(600, 410, 440, 330, seed, 0.16), 'url(#blob)'),
      opts.disc === false ? '' : circle(600, 410, 250, C.white, { opacity: 0.55 }),
      path(blobPath(140, 650, 80, 70, seed + 2), C.light, { opacity: 0.8 }),
      dotGrid(930, 70, 6, 4, 24),
      dotGrid(90, 90, 4, 4, 24),
      plusSign(1090, 640, 40),
      plusSign(250, 170, 30, C.coral, 0.3),
      ring(1000, 330, 14, C.amber),
      opts.floor ? floorShadow(600, opts.floor, 330, 26) : '',
      parts,
    ],
    backgroundDefs(),
  );
}

const sparkle = (x: number, y: number, s: number, color: string = C.amber): string =>
  g({ transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${s})` }, sparkleShape(color));

const CAREGIVER: PersonOptions = {
  skin: SKIN[2],
  hair: 'bun',
  hairColor: HAIR.black,
  outfit: 'scrubs',
  top: mix(C.teal, C.white, 0.4),
  female: true,
  pose: 'stand',
  badge: true,
  facing: 0.4,
};

function shadeGuide(x: number, y: number): Child {
  const shades = ['#F8F1DC', '#F6ECCD', '#F2E4BC', '#EEDDAE', '#E9D59F'];
  return g(
    {},
    rect(x - 20, y - 20, 300, 130, C.white, 18, { stroke: T.coatLine, 'stroke-width': 4 }),
    shades.map((c, i) =>
      path(d`M${x + i * 54} ${y}h40v60c0 16 -8 26 -20 26s-20 -10 -20 -26Z`, c, {
        stroke: mix(c, C.navy, 0.12),
        'stroke-width': 2,
      }),
    ),
  );
}

const SERVICES: Record<string, () => string> = {
  'diagnostic-tests': () =>
    scene(1, [
      floorShadow(560, 660, 220, 20),
      icon('microscope', 520, 430, 380),
      icon('testTubes', 820, 500, 250),
      badgeIcon('cells', 330, 250, 64),
      badgeIcon('clipboard', 880, 230, 60),
    ]),
  'treatment-plans': () =>
    scene(2, [
      icon('clipboard', 560, 410, 360, -4),
      icon('calendar', 830, 300, 190, 6),
      icon('pillBottle', 330, 520, 160, -8),
      badgeIcon('check', 820, 560, 62),
      badgeIcon('capsule', 340, 260, 56),
    ]),
  'preventive-care': () =>
    scene(3, [
      icon('shieldHeart', 600, 400, 360),
      badgeIcon('apple', 330, 300, 66),
      badgeIcon('stethoscope', 870, 290, 66),
      badgeIcon('family', 360, 560, 62),
      badgeIcon('check', 860, 560, 56),
    ]),
  diabetes: () =>
    scene(4, [
      icon('glucometer', 560, 400, 260, -6),
      icon('drop', 790, 330, 170),
      icon('apple', 380, 560, 130),
      badgeIcon('plate', 840, 570, 70),
      badgeIcon('calendar', 340, 250, 56),
    ]),
  hypertension: () =>
    scene(5, [
      stroke(d`M160 420L380 420L410 370L440 470L470 420L1040 420`, C.teal, 8, { opacity: 0.25 }),
      icon('bpMonitor', 560, 410, 400),
      icon('heart', 840, 270, 150),
      badgeIcon('capsule', 330, 560, 52),
      badgeIcon('check', 860, 580, 52),
    ]),
  'infectious-diseases': () =>
    scene(6, [
      icon('mask', 600, 430, 380),
      g({ opacity: 0.9 }, icon('virus', 340, 250, 130, 10)),
      g({ opacity: 0.8 }, icon('virus', 880, 230, 100, -20)),
      g({ opacity: 0.65 }, icon('virus', 890, 580, 80, 30)),
      badgeIcon('thermometer', 330, 580, 62),
    ]),
  'geriatric-disorders': () =>
    scene(
      7,
      [
        floorShadow(600, 744, 300, 24),
        plant(930, 742, 48, C.white, 4),
        person(
          {
            skin: SKIN[1],
            hair: 'bald',
            hairColor: HAIR.white,
            outfit: 'sweater',
            top: C.deep,
            older: true,
            glasses: true,
            beard: 'moustache',
            pose: 'stand',
            arms: 'stick',
            facing: -0.35,
          },
          650,
          150,
          0.78,
        ),
        person({ ...CAREGIVER, arms: 'down' }, 470, 166, 0.76),
        badgeIcon('heart', 300, 250, 52),
      ],
      { disc: false },
    ),
  'chronic-medical-illnesses': () =>
    scene(8, [
      icon('pillOrganiser', 600, 500, 420),
      icon('calendar', 620, 250, 170, -4),
      badgeIcon('pillBottle', 350, 310, 64),
      badgeIcon('heartPulse', 860, 320, 60),
      badgeIcon('check', 870, 600, 48),
    ]),
  'cardiovascular-emergencies': () =>
    scene(9, [
      stroke(d`M120 460L420 460L452 400L488 540L520 460L1080 460`, C.coral, 10, { opacity: 0.35 }),
      icon('heartPulse', 600, 440, 330),
      icon('siren', 860, 240, 190),
      badgeIcon('phone', 340, 280, 60),
      badgeIcon('ecg', 360, 600, 56),
    ]),
  'cardiovascular-accidents': () =>
    scene(10, [
      icon('brain', 560, 400, 340),
      icon('clock', 830, 290, 190),
      badgeIcon('ecg', 340, 580, 56),
      badgeIcon('phone', 860, 570, 56),
      sparkle(340, 250, 0.6, C.teal),
    ]),
  poisoning: () =>
    scene(11, [
      icon('warningBottle', 560, 420, 330),
      icon('warningTriangle', 800, 300, 150),
      badgeIcon('phone', 840, 560, 64),
      badgeIcon('medCross', 350, 270, 56),
      badgeIcon('glass', 350, 580, 52),
    ]),
  'endocrine-disorders': () =>
    scene(12, [
      icon('thyroid', 560, 400, 320),
      icon('molecule', 840, 300, 200),
      badgeIcon('drop', 350, 270, 52),
      badgeIcon('capsule', 340, 580, 54),
      badgeIcon('clipboard', 850, 590, 54),
    ]),
  pathology: () =>
    scene(13, [
      icon('petri', 520, 520, 320),
      icon('magnifier', 650, 330, 250),
      icon('slide', 820, 560, 200, -12),
      badgeIcon('cells', 330, 280, 66),
      badgeIcon('testTubes', 880, 250, 56),
    ]),
  radiology: () =>
    scene(14, [
      floorShadow(590, 560, 220, 18),
      icon('scanner', 590, 420, 420),
      badgeIcon('xray', 860, 240, 62),
      badgeIcon('check', 330, 260, 48),
    ]),
  'digital-x-ray': () =>
    scene(15, [
      icon('xray', 560, 410, 360),
      icon('laptop', 840, 500, 220),
      badgeIcon('check', 850, 270, 52),
      badgeIcon('medCross', 330, 280, 50),
    ]),
  dental: () =>
    scene(16, [
      icon('tooth', 580, 400, 320),
      icon('toothbrush', 840, 520, 260, -30),
      sparkle(760, 250, 0.9),
      sparkle(380, 300, 0.55, C.teal),
      badgeIcon('check', 350, 560, 52),
    ]),
  surgery: () =>
    scene(
      17,
      [
        icon('surgicalLamp', 600, 170, 300),
        person({ skin: SKIN[2], hair: 'short', outfit: 'scrubs', top: C.teal, surgical: true }, 600, 390, 0.92),
        badgeIcon('heartPulse', 340, 420, 62),
        badgeIcon('clipboard', 860, 440, 62),
      ],
      { disc: false },
    ),
  vaccine: () =>
    scene(18, [
      icon('vial', 560, 410, 300),
      icon('shieldHeart', 800, 320, 190),
      icon('plaster', 380, 520, 190),
      badgeIcon('calendar', 840, 580, 54),
      badgeIcon('family', 350, 260, 56),
    ]),
  'speech-therapy': () =>
    scene(
      19,
      [
        person(
          {
            skin: SKIN[3],
            hair: 'bob',
            hairColor: HAIR.darkBrown,
            outfit: 'kurta',
            top: C.teal,
            female: true,
            earrings: true,
            facing: 0.6,
            smile: 'open',
          },
          420,
          330,
          0.95,
        ),
        icon('speech', 770, 330, 300),
        icon('soundWave', 760, 560, 150),
      ],
      { disc: false },
    ),
  'plastic-surgery': () =>
    scene(
      20,
      [
        person(
          {
            skin: SKIN[1],
            hair: 'long',
            hairColor: HAIR.black,
            outfit: 'kurta',
            top: mix(C.coral, C.white, 0.25),
            female: true,
            earrings: true,
            facing: 0.45,
          },
          450,
          330,
          0.95,
        ),
        icon('mirror', 770, 400, 230, 12),
        sparkle(880, 250, 0.8),
        sparkle(680, 230, 0.5, C.teal),
        badgeIcon('shieldHeart', 880, 580, 56),
      ],
      { disc: false },
    ),
  'dental-whitening': () =>
    scene(21, [
      icon('tooth', 520, 380, 300),
      sparkle(670, 250, 1),
      sparkle(400, 260, 0.55),
      sparkle(690, 470, 0.45, C.teal),
      shadeGuide(730, 520),
      icon('toothbrush', 300, 590, 190, -30),
    ]),
  'physical-therapy': () =>
    scene(
      22,
      [
        floorShadow(560, 742, 260, 22),
        icon('ball', 820, 640, 210),
        person(
          {
            skin: SKIN[0],
            hair: 'crop',
            hairColor: HAIR.black,
            outfit: 'tee',
            top: C.teal,
            bottom: C.navy,
            pose: 'stand',
            arms: 'raise',
            facing: 0.2,
            smile: 'open',
          },
          520,
          156,
          0.76,
        ),
        icon('dumbbell', 330, 660, 150),
        icon('band', 300, 380, 150),
        badgeIcon('check', 860, 280, 52),
      ],
      { disc: false },
    ),
};

export const SERVICE_NAMES = Object.keys(SERVICES);

export function services(): Artwork[] {
  return Object.entries(SERVICES).map(([name, draw]) => ({ file: `services/${name}.svg`, svg: draw() }));
}
