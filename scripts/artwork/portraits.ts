/** Portraits: the two doctors, eight team members (800 x 1000) and six patient avatars (400 x 400). */
import { person, type PersonOptions } from './person';
import { C, HAIR, SKIN, mix } from './palette';
import { backgroundDefs, dotGrid, plusSign, ring } from './scenery';
import { blobPath, circle, path, rect, svgDoc } from './svg';
import type { Artwork } from './types';

const W = 800;
const H = 1000;

/** A waist-up portrait on the shared backdrop. */
function portrait(o: PersonOptions, seed: number, accent: string = C.amber): string {
  return svgDoc(
    W,
    H,
    [
      rect(0, 0, W, H, 'url(#bg)'),
      path(blobPath(400, 560, 330, 360, seed, 0.16), 'url(#blob)'),
      circle(400, 1000, 330, mix(C.light, C.teal, 0.1), { opacity: 0.55 }),
      dotGrid(80, 90, 5, 4, 24),
      plusSign(690, 170, 44),
      plusSign(110, 700, 30, C.coral, 0.3),
      ring(680, 620, 16, accent),
      person(o, 400, 330, 1.58),
    ],
    backgroundDefs(),
  );
}

export const DOCTOR_ANANYA: PersonOptions = {
  skin: SKIN[1],
  hair: 'wavy',
  hairColor: HAIR.darkBrown,
  outfit: 'coat',
  top: C.teal,
  female: true,
  stethoscope: true,
  earrings: true,
  bindi: true,
  badge: true,
};

export const DOCTOR_VIKRAM: PersonOptions = {
  skin: SKIN[2],
  hair: 'side',
  hairColor: HAIR.black,
  outfit: 'coat',
  top: C.deep,
  beard: 'trim',
  arms: 'clipboard',
};

/** The older woman in a saree, seated at a desk, who appears in the reception and the health-camp scenes. */
export const SEATED_OLDER_PATIENT: PersonOptions = {
  skin: SKIN[0],
  hair: 'bun',
  hairColor: HAIR.grey,
  outfit: 'saree',
  top: C.coral,
  female: true,
  older: true,
  bindi: true,
  pose: 'sit',
  arms: 'desk',
};

const TEAM: PersonOptions[] = [
  // 1: nurse, mid-30s, scrubs, bun.
  {
    skin: SKIN[2],
    hair: 'bun',
    hairColor: HAIR.black,
    outfit: 'scrubs',
    top: C.teal,
    female: true,
    badge: true,
    earrings: true,
  },
  // 2: physician, mid-40s, coat, glasses, short beard.
  {
    skin: SKIN[0],
    hair: 'short',
    hairColor: HAIR.black,
    outfit: 'coat',
    top: mix(C.navy, C.teal, 0.35),
    beard: 'full',
    glasses: true,
    stethoscope: true,
  },
  // 3: senior physician, mid-50s, coat, salt-and-pepper bun, glasses.
  {
    skin: SKIN[3],
    hair: 'bun',
    hairColor: HAIR.salt,
    outfit: 'coat',
    top: C.coral,
    female: true,
    glasses: true,
    older: true,
    bindi: true,
  },
  // 4: lab technician, early 30s, scrubs, curly hair.
  { skin: SKIN[1], hair: 'curly', hairColor: HAIR.black, outfit: 'scrubs', top: C.deep, badge: true, arms: 'tablet' },
  // 5: junior doctor, about 30, coat, braid.
  {
    skin: SKIN[0],
    hair: 'braid',
    hairColor: HAIR.black,
    outfit: 'coat',
    top: mix(C.teal, C.light, 0.3),
    female: true,
    stethoscope: true,
    earrings: true,
  },
  // 6: senior consultant, about 60, coat, receding grey hair, moustache, tablet.
  {
    skin: SKIN[2],
    hair: 'receding',
    hairColor: HAIR.grey,
    outfit: 'coat',
    top: C.navy,
    beard: 'moustache',
    older: true,
    glasses: true,
    arms: 'tablet',
  },
  // 7: physiotherapist, mid-40s, scrubs, bob.
  {
    skin: SKIN[3],
    hair: 'bob',
    hairColor: HAIR.brown,
    outfit: 'scrubs',
    top: mix(C.teal, C.white, 0.35),
    female: true,
    earrings: true,
    badge: true,
  },
  // 8: nurse, late 30s, scrubs, stubble, clipboard.
  {
    skin: SKIN[1],
    hair: 'crop',
    hairColor: HAIR.darkBrown,
    outfit: 'scrubs',
    top: C.teal,
    beard: 'stubble',
    arms: 'clipboard',
  },
];

const PATIENTS: PersonOptions[] = [
  // 1: older woman, grey bun, saree, bindi.
  {
    skin: SKIN[1],
    hair: 'bun',
    hairColor: HAIR.grey,
    outfit: 'saree',
    top: C.coral,
    female: true,
    older: true,
    bindi: true,
    earrings: true,
  },
  // 2: older man, white hair, glasses, moustache, sweater.
  {
    skin: SKIN[2],
    hair: 'bald',
    hairColor: HAIR.white,
    outfit: 'sweater',
    top: C.deep,
    older: true,
    glasses: true,
    beard: 'moustache',
  },
  // 3: young woman, long hair, kurta.
  {
    skin: SKIN[3],
    hair: 'long',
    hairColor: HAIR.black,
    outfit: 'kurta',
    top: C.teal,
    female: true,
    earrings: true,
    smile: 'open',
  },
  // 4: middle-aged man, beard, shirt.
  {
    skin: SKIN[0],
    hair: 'short',
    hairColor: HAIR.black,
    outfit: 'shirt',
    top: mix(C.light, C.teal, 0.25),
    beard: 'full',
  },
  // 5: woman in her 40s, bob, glasses.
  { skin: SKIN[2], hair: 'bob', hairColor: HAIR.darkBrown, outfit: 'kurta', top: C.amber, female: true, glasses: true },
  // 6: young man, curly hair, t-shirt.
  { skin: SKIN[1], hair: 'curly', hairColor: HAIR.black, outfit: 'tee', top: C.navy, smile: 'open' },
];

function avatar(o: PersonOptions, index: number): string {
  const fills = [
    C.light,
    mix(C.amber, C.white, 0.75),
    C.light,
    mix(C.coral, C.white, 0.78),
    C.light,
    mix(C.amber, C.white, 0.75),
  ];
  return svgDoc(400, 400, [
    rect(0, 0, 400, 400, fills[index] ?? C.light),
    circle(200, 430, 190, C.white, { opacity: 0.45 }),
    person(o, 200, 178, 1.28),
  ]);
}

export function portraits(): Artwork[] {
  const out: Artwork[] = [
    { file: 'doctors/dr-ananya-rao.svg', svg: portrait(DOCTOR_ANANYA, 11) },
    { file: 'doctors/dr-vikram-menon.svg', svg: portrait(DOCTOR_VIKRAM, 23, C.coral) },
  ];
  TEAM.forEach((o, i) =>
    out.push({ file: `team/member-${i + 1}.svg`, svg: portrait(o, 40 + i * 7, i % 2 ? C.coral : C.amber) }),
  );
  PATIENTS.forEach((o, i) => out.push({ file: `patients/patient-${i + 1}.svg`, svg: avatar(o, i) }));
  return out;
}
