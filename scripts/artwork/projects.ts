/** Community project pictures (1200 x 800): health camp, school screening, elder care visit, diabetes class. */
import { badgeIcon, icon } from './icons';
import { person, type PersonOptions } from './person';
import { C, HAIR, SKIN, T, mix } from './palette';
import { DOCTOR_ANANYA, DOCTOR_VIKRAM, SEATED_OLDER_PATIENT } from './portraits';
import {
  backgroundDefs,
  dotGrid,
  floor,
  floorLamp,
  ground,
  plant,
  plusSign,
  school,
  sofa,
  sofaArms,
  sun,
  table,
  tent,
  tree,
  wall,
  wallArt,
  whiteboard,
  windowFrame,
} from './scenery';
import { blobPath, d, ellipse, path, rect, stroke, svgDoc } from './svg';
import type { Artwork } from './types';

const W = 1200;
const H = 800;

const NURSE: PersonOptions = {
  skin: SKIN[2],
  hair: 'bun',
  hairColor: HAIR.black,
  outfit: 'scrubs',
  top: C.teal,
  female: true,
  badge: true,
  pose: 'stand',
};

function healthCamp(): string {
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      sun(1050, 120, 54),
      path(blobPath(600, 380, 520, 280, 51, 0.12), 'url(#blob)', { opacity: 0.8 }),
      tree(110, 640, 380, 7),
      tree(1110, 630, 300, 8),
      ground(W, H, 600),
      tent(560, 640, 700, 400),
      ellipse(560, 700, 340, 20, C.deep, { opacity: 0.1 }),
      person({ ...DOCTOR_VIKRAM, arms: 'down', pose: 'stand', stethoscope: true, facing: 0.4 }, 380, 280, 0.56),
      person({ ...SEATED_OLDER_PATIENT, facing: -0.4 }, 600, 330, 0.54),
      table(660, 520, 260, 180),
      icon('bpMonitor', 700, 480, 120),
      icon('clipboard', 600, 488, 60, -10),
      person({ ...NURSE, arms: 'clipboard', facing: -0.2 }, 820, 290, 0.54),
      person(
        {
          skin: SKIN[3],
          hair: 'long',
          hairColor: HAIR.black,
          outfit: 'kurta',
          top: mix(C.amber, C.white, 0.3),
          female: true,
          pose: 'stand',
          facing: -0.5,
        },
        1010,
        336,
        0.5,
      ),
      plant(160, 760, 30, C.white, 2),
      badgeIcon('heartPulse', 190, 250, 48),
    ],
    backgroundDefs(),
  );
}

function schoolScreening(): string {
  const child = (o: Partial<PersonOptions>, x: number, y: number): string =>
    person(
      {
        skin: SKIN[1],
        hair: 'short',
        hairColor: HAIR.black,
        outfit: 'shirt',
        top: C.white,
        bottom: C.navy,
        pose: 'stand',
        child: true,
        ...o,
      } as PersonOptions,
      x,
      y,
      0.44,
    );
  const chart: string[] = [];
  for (let i = 0; i < 8; i++) chart.push(rect(1010, 300 + i * 48, 60, 44, i % 2 ? C.white : C.light, 4));
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      path(blobPath(560, 360, 520, 260, 61, 0.12), 'url(#blob)', { opacity: 0.8 }),
      school(260, 640, 380),
      tree(520, 640, 280, 9),
      ground(W, H, 620),
      rect(1000, 290, 80, 400, C.white, 10, { stroke: T.coatLine, 'stroke-width': 4 }),
      chart,
      ellipse(780, 744, 300, 18, C.deep, { opacity: 0.1 }),
      person({ ...DOCTOR_ANANYA, pose: 'stand', arms: 'tablet', badge: false, facing: 0.35 }, 660, 240, 0.6),
      child({ facing: -0.4, smile: 'open' }, 860, 420),
      child({ hair: 'pigtails', female: true, top: C.white, bottom: C.teal, facing: -0.3 }, 960, 440),
      badgeIcon('check', 560, 200, 46),
      badgeIcon('heart', 820, 230, 40),
    ],
    backgroundDefs(),
  );
}

function elderVisit(): string {
  return svgDoc(
    W,
    H,
    [
      wall(W, 600, mix(C.mint, C.amber, 0.05)),
      path(blobPath(560, 330, 480, 250, 71, 0.12), 'url(#blob)', { opacity: 0.7 }),
      windowFrame(120, 110, 240, 210),
      wallArt(840, 130, 150, 110, C.coral),
      floor(W, H, 600, mix(C.amber, C.white, 0.78)),
      floorLamp(1050, 640, 420),
      rect(220, 640, 760, 90, mix(C.light, C.white, 0.2), 45),
      sofa(470, 660, 460, C.teal),
      person(
        {
          skin: SKIN[2],
          hair: 'bald',
          hairColor: HAIR.white,
          outfit: 'kurta',
          top: mix(C.amber, C.white, 0.55),
          bottom: C.white,
          older: true,
          glasses: true,
          beard: 'moustache',
          pose: 'sit',
          arms: 'desk',
          facing: 0.4,
          smile: 'soft',
        },
        470,
        350,
        0.58,
      ),
      sofaArms(470, 660, 460, C.teal),
      person({ ...DOCTOR_VIKRAM, pose: 'stand', arms: 'tablet', facing: -0.45 }, 790, 240, 0.6),
      icon('stethoscope', 660, 690, 70, -20),
      rect(610, 690, 110, 50, C.deep, 10),
      plant(150, 700, 40, C.white, 4),
      badgeIcon('heart', 640, 250, 44),
    ],
    backgroundDefs(),
  );
}

function diabetesClass(): string {
  const board = [
    icon('plate', 300, 250, 150),
    rect(410, 200, 36, 100, C.teal, 4),
    rect(456, 230, 36, 70, C.amber, 4),
    rect(502, 180, 36, 120, C.coral, 4),
    stroke(d`M400 306L548 306`, T.slate, 4),
    icon('drop', 340, 360, 50),
    rect(380, 350, 160, 14, T.coatLine, 7),
  ];
  const attendee = (o: Partial<PersonOptions>, x: number, y: number): string =>
    person(
      {
        skin: SKIN[1],
        hair: 'short',
        hairColor: HAIR.black,
        outfit: 'shirt',
        top: C.teal,
        back: true,
        arms: 'desk',
        ...o,
      } as PersonOptions,
      x,
      y,
      0.62,
    );
  return svgDoc(
    W,
    H,
    [
      wall(W, 620),
      path(blobPath(600, 320, 520, 250, 81, 0.12), 'url(#blob)', { opacity: 0.8 }),
      dotGrid(1020, 70, 5, 4, 24),
      plusSign(1120, 280, 36),
      floor(W, H, 620),
      whiteboard(210, 150, 370, 240, board),
      person({ ...DOCTOR_ANANYA, pose: 'stand', arms: 'raise', badge: false, facing: 0.3 }, 740, 230, 0.56, true),
      plant(1080, 640, 44, C.white, 5),
      attendee(
        { skin: SKIN[2], hair: 'bun', hairColor: HAIR.grey, outfit: 'saree', top: C.coral, female: true },
        250,
        600,
      ),
      attendee({ hair: 'receding', hairColor: HAIR.salt, top: mix(C.amber, C.white, 0.35) }, 480, 620),
      attendee({ skin: SKIN[0], hair: 'braid', female: true, outfit: 'kurta', top: C.teal }, 720, 610),
      attendee({ skin: SKIN[3], hair: 'short', hairColor: HAIR.grey, top: C.deep, outfit: 'sweater' }, 950, 625),
    ],
    backgroundDefs(),
  );
}

export function projects(): Artwork[] {
  return [
    { file: 'projects/project-1.svg', svg: healthCamp() },
    { file: 'projects/project-2.svg', svg: schoolScreening() },
    { file: 'projects/project-3.svg', svg: elderVisit() },
    { file: 'projects/project-4.svg', svg: diabetesClass() },
  ];
}
