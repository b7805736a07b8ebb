/**
 * A flat, friendly person figure built from simple parts: head (face, hair, beard, glasses),
 * torso with an outfit (white coat, scrubs, kurta, saree, shirt, sweater), arms in a few poses,
 * optional legs (standing or seated) and held items (clipboard, tablet, walking stick).
 *
 * Local coordinates: the face centre is (0, 0), the face is about 116 wide and 142 tall,
 * shoulders sit at y = 140, the hips at y = 400 and the feet at y = 760.
 * Place a figure with person(options, x, y, scale).
 */
import { C, HAIR, T, mix, shade } from './palette';
import { circle, d, ellipse, g, path, rect, stroke, transform, type Child } from './svg';

export type HairStyle =
  'short' | 'side' | 'curly' | 'receding' | 'bald' | 'long' | 'bun' | 'bob' | 'braid' | 'crop' | 'pigtails' | 'wavy';

export type Outfit = 'coat' | 'scrubs' | 'kurta' | 'saree' | 'shirt' | 'sweater' | 'tee';
export type ArmPose = 'down' | 'clipboard' | 'tablet' | 'stick' | 'raise' | 'desk' | 'hold' | 'pockets' | 'wave';
export type BodyPose = 'bust' | 'stand' | 'sit';

export interface PersonOptions {
  skin: string;
  hair: HairStyle;
  hairColor?: string;
  outfit: Outfit;
  /** Colour of the shirt, scrubs, kurta or saree. */
  top: string;
  /** Colour of trousers or leggings. */
  bottom?: string;
  female?: boolean;
  beard?: 'stubble' | 'full' | 'moustache' | 'trim';
  glasses?: boolean;
  /** Adds gentle smile and forehead lines. */
  older?: boolean;
  child?: boolean;
  stethoscope?: boolean;
  badge?: boolean;
  bindi?: boolean;
  earrings?: boolean;
  /** Surgical cap and mask (for a surgery scene). */
  surgical?: boolean;
  /** A dupatta drawn over the hair. */
  dupatta?: string;
  arms?: ArmPose;
  pose?: BodyPose;
  /** -1 (looking to the viewer's left) .. 1 (right): shifts the features for a three-quarter look. */
  facing?: number;
  /** Seen from behind (no face), e.g. a patient in the foreground facing the doctor. */
  back?: boolean;
  /** Overrides where the top garment ends (local units; the hips are at 400). */
  hem?: number;
  /** Draws a closed-eye happy smile. */
  smile?: 'soft' | 'open';
}

const OUTLINE = 5;

function headParts(o: PersonOptions): { back: Child[]; front: Child[] } {
  const hairColor = o.hairColor ?? HAIR.black;
  const skinShade = shade(o.skin, 0.14);
  const f = (o.facing ?? 0) * 11;
  const back: Child[] = [];
  const front: Child[] = [];

  // Hair behind the head.
  switch (o.hair) {
    case 'long':
      back.push(
        path(
          d`M-66 -8C-72 -92 72 -92 66 -8C70 50 84 120 86 168C40 184 -40 184 -86 168C-84 120 -70 50 -66 -8Z`,
          hairColor,
        ),
      );
      break;
    case 'wavy':
      back.push(
        path(
          d`M-66 -8C-74 -96 74 -96 66 -8C74 30 64 60 80 90C92 116 72 136 84 160C40 178 -40 178 -84 160C-72 136 -92 116 -80 90C-64 60 -74 30 -66 -8Z`,
          hairColor,
        ),
      );
      break;
    case 'braid':
      back.push(path(d`M-64 -8C-70 -90 70 -90 64 -8C66 30 62 70 50 100L-50 100C-62 70 -66 30 -64 -8Z`, hairColor));
      break;
    case 'bob':
      back.push(
        path(d`M-66 -14C-74 -94 74 -94 66 -14C70 20 76 52 70 70C50 80 -50 80 -70 70C-76 52 -70 20 -66 -14Z`, hairColor),
      );
      break;
    case 'bun':
      back.push(
        circle(0, -86, 34, hairColor),
        path(d`M-30 -98C-10 -110 10 -110 30 -98`, 'none', { stroke: shade(hairColor, 0.3), 'stroke-width': 3 }),
      );
      break;
    case 'pigtails':
      back.push(ellipse(-74, 30, 20, 34, hairColor), ellipse(74, 30, 20, 34, hairColor));
      break;
    default:
      break;
  }

  if (o.back) return backOfHead(o, back);

  // Ears.
  front.push(ellipse(-57 + f * 0.3, 6, 11, 16, skinShade), ellipse(57 + f * 0.3, 6, 11, 16, skinShade));
  if (o.earrings) front.push(circle(-58 + f * 0.3, 26, 5, C.amber), circle(58 + f * 0.3, 26, 5, C.amber));

  // Face.
  front.push(
    path(d`M-58 -12C-58 -56 -30 -74 0 -74C30 -74 58 -56 58 -12C58 30 36 68 0 71C-36 68 -58 30 -58 -12Z`, o.skin),
  );

  // Cheeks, eyes, brows, nose, mouth.
  const ex = 22;
  front.push(circle(-33 + f, 26, 10, C.coral, { opacity: 0.16 }), circle(33 + f, 26, 10, C.coral, { opacity: 0.16 }));
  if (o.smile === 'soft') {
    front.push(
      stroke(d`M${-ex - 7 + f} 4Q${-ex + f} -3 ${-ex + 7 + f} 4`, C.navy, 4.5),
      stroke(d`M${ex - 7 + f} 4Q${ex + f} -3 ${ex + 7 + f} 4`, C.navy, 4.5),
    );
  } else {
    front.push(ellipse(-ex + f, 3, 5.5, 7, C.navy), ellipse(ex + f, 3, 5.5, 7, C.navy));
    front.push(circle(-ex + 2 + f, 0.5, 1.8, C.white), circle(ex + 2 + f, 0.5, 1.8, C.white));
  }
  const browColor = o.older && (o.hairColor === HAIR.grey || o.hairColor === HAIR.white) ? HAIR.salt : hairColor;
  front.push(
    stroke(d`M${-ex - 12 + f} -15Q${-ex + f} -23 ${-ex + 11 + f} -17`, browColor, 4.5),
    stroke(d`M${ex - 11 + f} -17Q${ex + f} -23 ${ex + 12 + f} -15`, browColor, 4.5),
  );
  front.push(stroke(d`M${f * 1.4 - 1} 8Q${f * 1.4 - 7} 26 ${f * 1.4 + 3} 27`, shade(o.skin, 0.28), 3.5));
  if (o.older) {
    front.push(
      stroke(d`M${-27 + f} 30Q${-31 + f} 42 ${-24 + f} 50`, shade(o.skin, 0.22), 2.5, { opacity: 0.8 }),
      stroke(d`M${27 + f} 30Q${31 + f} 42 ${24 + f} 50`, shade(o.skin, 0.22), 2.5, { opacity: 0.8 }),
      stroke(d`M${-18 + f} -40Q${f} -44 ${18 + f} -40`, shade(o.skin, 0.2), 2.5, { opacity: 0.6 }),
    );
  }
  const mouth = mix(C.coral, C.navy, 0.45);
  if (o.smile === 'open') {
    front.push(
      path(d`M${-17 + f} 38Q${f} 60 ${17 + f} 38Q${f} 42 ${-17 + f} 38Z`, mouth),
      path(d`M${-11 + f} 40.5Q${f} 43 ${11 + f} 40.5L${9 + f} 44Q${f} 46 ${-9 + f} 44Z`, C.white),
    );
  } else {
    front.push(path(d`M${-15 + f} 39Q${f} 53 ${15 + f} 39Q${f} 45 ${-15 + f} 39Z`, mouth));
  }
  if (o.bindi) front.push(circle(f, -28, 3.6, mix(C.coral, C.navy, 0.25)));

  // Beard and moustache (drawn over the face, mouth stays visible).
  const beardColor = hairColor;
  if (o.beard === 'full') {
    front.push(
      path(
        d`M-58 -4C-58 40 -36 86 0 86C36 86 58 40 58 -4C52 20 44 30 32 32C20 30 12 33 0 33C-12 33 -20 30 -32 32C-44 30 -52 20 -58 -4Z`,
        beardColor,
      ),
      path(d`M${-14 + f} 41Q${f} 52 ${14 + f} 41Q${f} 45 ${-14 + f} 41Z`, mouth),
    );
  }
  if (o.beard === 'trim') {
    front.push(
      path(
        d`M-57 0C-57 42 -34 79 0 79C34 79 57 42 57 0C54 26 44 44 28 52C16 57 -16 57 -28 52C-44 44 -54 26 -57 0Z`,
        beardColor,
      ),
    );
  }
  if (o.beard === 'stubble') {
    front.push(
      path(d`M-56 4C-54 44 -30 70 0 71C30 70 54 44 56 4C50 30 40 36 30 36L-30 36C-40 36 -50 30 -56 4Z`, beardColor, {
        opacity: 0.22,
      }),
    );
  }
  if (o.beard && o.beard !== 'stubble') {
    front.push(
      path(
        d`M${-22 + f} 36C${-14 + f} 27 ${14 + f} 27 ${22 + f} 36C${12 + f} 33 ${-12 + f} 33 ${-22 + f} 36Z`,
        beardColor,
      ),
    );
  }
  if (o.beard === 'moustache') {
    front.push(
      path(
        d`M${-24 + f} 37C${-16 + f} 26 ${16 + f} 26 ${24 + f} 37C${12 + f} 33 ${-12 + f} 33 ${-24 + f} 37Z`,
        beardColor,
      ),
    );
  }

  // Hair on top of the head.
  switch (o.hair) {
    case 'short':
      front.push(
        path(
          d`M-61 4C-68 -62 -40 -96 2 -96C44 -96 70 -62 61 4L56 -10C55 -34 44 -46 24 -48C4 -44 -22 -50 -42 -44C-54 -36 -56 -20 -56 -8Z`,
          hairColor,
        ),
      );
      break;
    case 'side':
      front.push(
        path(
          d`M-61 4C-68 -64 -36 -98 6 -96C48 -94 70 -60 61 4L56 -12C54 -36 40 -50 20 -52C-6 -54 -30 -48 -44 -30C-52 -22 -56 -12 -56 -6Z`,
          hairColor,
        ),
        stroke(d`M-18 -80Q10 -90 40 -76`, shade(hairColor, -0.2), 3, { opacity: 0.5 }),
      );
      break;
    case 'curly': {
      const bumps: Child[] = [];
      const pts: Array<[number, number, number]> = [
        [-56, -12, 16],
        [-58, -36, 18],
        [-46, -60, 20],
        [-24, -78, 21],
        [2, -84, 22],
        [28, -78, 21],
        [48, -60, 20],
        [58, -36, 18],
        [56, -12, 16],
        [-30, -54, 18],
        [0, -58, 18],
        [30, -54, 18],
      ];
      for (const [x, y, r] of pts) bumps.push(circle(x, y, r, hairColor));
      front.push(...bumps);
      break;
    }
    case 'receding':
      front.push(
        path(
          d`M-61 8C-66 -50 -40 -88 0 -88C40 -88 66 -50 61 8L56 -6C54 -40 40 -62 18 -66C6 -60 -6 -60 -18 -66C-40 -62 -54 -40 -56 -6Z`,
          hairColor,
        ),
      );
      break;
    case 'bald':
      front.push(
        stroke(d`M-59 16C-62 -8 -62 -26 -54 -42`, hairColor, 12),
        stroke(d`M59 16C62 -8 62 -26 54 -42`, hairColor, 12),
      );
      break;
    case 'crop':
      front.push(
        path(
          d`M-62 16C-70 -62 -40 -98 4 -96C48 -94 72 -60 62 14L56 -10C54 -30 46 -40 36 -44C14 -36 -18 -40 -34 -54C-40 -38 -52 -28 -56 -6Z`,
          hairColor,
        ),
      );
      break;
    case 'long':
    case 'wavy':
    case 'bob':
      front.push(
        path(
          d`M-64 20C-72 -62 -40 -96 0 -96C40 -96 72 -62 64 20C60 -6 56 -34 40 -48C24 -56 14 -60 6 -70C-4 -52 -30 -46 -46 -34C-58 -24 -62 -6 -64 20Z`,
          hairColor,
        ),
      );
      break;
    case 'braid':
    case 'bun':
      front.push(
        path(
          d`M-62 0C-68 -64 -38 -96 0 -96C38 -96 68 -64 62 0C58 -26 50 -44 34 -54C20 -60 10 -62 4 -70C-4 -58 -24 -54 -40 -48C-54 -40 -60 -22 -62 0Z`,
          hairColor,
        ),
      );
      break;
    case 'pigtails':
      front.push(
        path(
          d`M-62 4C-68 -62 -38 -96 0 -96C38 -96 68 -62 62 4C56 -30 40 -48 14 -52C-12 -50 -40 -48 -56 -24C-60 -14 -62 -4 -62 4Z`,
          hairColor,
        ),
      );
      break;
  }
  if (o.hair === 'braid') {
    const braid: Child[] = [];
    for (let i = 0; i < 6; i++)
      braid.push(ellipse(52 + i * 3, 92 + i * 30, 17 - i * 0.8, 19, i % 2 ? shade(hairColor, -0.4) : hairColor));
    front.push(g({}, braid), circle(68, 268, 7, C.coral));
  }
  if (o.dupatta) {
    back.push(
      path(d`M-78 -10C-84 -110 84 -110 78 -10C86 60 92 120 104 170L-104 170C-92 120 -86 60 -78 -10Z`, o.dupatta),
    );
    front.push(
      path(d`M-70 20C-80 -84 80 -84 70 20C66 -28 50 -66 0 -70C-50 -66 -66 -28 -70 20Z`, o.dupatta),
      stroke(d`M-66 -16C-56 -60 56 -60 66 -16`, shade(o.dupatta, 0.12), 3, { opacity: 0.6 }),
    );
  }

  if (o.glasses) {
    const gx = 23;
    front.push(
      g(
        { fill: C.white, 'fill-opacity': 0.25, stroke: C.navy, 'stroke-width': 3.5 },
        rect(-gx - 17 + f, -10, 34, 26, C.white, 9),
        rect(gx - 17 + f, -10, 34, 26, C.white, 9),
      ),
      stroke(d`M${-6 + f} 0Q${f} -4 ${6 + f} 0`, C.navy, 3.5),
      stroke(d`M${-40 + f} -2L-56 -4`, C.navy, 3),
      stroke(d`M${40 + f} -2L56 -4`, C.navy, 3),
    );
  }
  if (o.surgical) {
    front.push(
      path(d`M-64 -20C-72 -100 72 -100 64 -20C40 -34 -40 -34 -64 -20Z`, C.teal),
      stroke(d`M-40 -40Q0 -50 40 -40`, C.deep, 3, { opacity: 0.5 }),
      path(d`M-46 14C-30 8 30 8 46 14C48 40 34 62 0 66C-34 62 -48 40 -46 14Z`, C.light),
      stroke(d`M-30 28Q0 24 30 28M-32 42Q0 38 32 42`, T.coatLine, 3),
      stroke(d`M-46 16L-58 4M46 16L58 4`, T.coatLine, 3),
    );
  }
  return { back, front };
}

/** Head seen from behind: ears, the back of the head, hair over it (long hair falls over the back). */
function backOfHead(o: PersonOptions, hairBack: Child[]): { back: Child[]; front: Child[] } {
  const hairColor = o.hairColor ?? HAIR.black;
  const skinShade = shade(o.skin, 0.14);
  const front: Child[] = [
    ellipse(-57, 8, 11, 16, skinShade),
    ellipse(57, 8, 11, 16, skinShade),
    path(d`M-58 -12C-58 -56 -30 -74 0 -74C30 -74 58 -56 58 -12C58 30 36 68 0 71C-36 68 -58 30 -58 -12Z`, o.skin),
  ];
  if (o.hair === 'bald') {
    front.push(path(d`M-60 -6C-62 30 -36 56 0 58C36 56 62 30 60 -6C50 20 30 30 0 30C-30 30 -50 20 -60 -6Z`, hairColor));
  } else if (o.hair === 'receding') {
    front.push(
      path(d`M-61 4C-64 -40 -40 -80 0 -82C40 -80 64 -40 61 4C60 36 36 58 0 60C-36 58 -60 36 -61 4Z`, hairColor),
    );
  } else {
    front.push(
      path(d`M-62 0C-68 -64 -38 -96 0 -96C38 -96 68 -64 62 0C60 34 40 60 0 62C-40 60 -60 34 -62 0Z`, hairColor),
    );
  }
  if (o.hair === 'bun')
    front.push(circle(0, 8, 30, shade(hairColor, 0.12)), stroke(d`M-20 0C-8 -8 8 -8 20 0`, shade(hairColor, 0.3), 3));
  // Long hair, braids and dupattas fall over the back.
  const over = o.hair === 'bun' ? [] : hairBack;
  return { back: [], front: [...front, ...over] };
}

interface Arm {
  pts: string;
  hand?: [number, number];
}

function armPaths(o: PersonOptions, sx: number): { left: Arm; right: Arm } {
  const L = -sx;
  const R = sx;
  const pose = o.arms ?? 'down';
  const down = (s: number): Arm => ({
    pts: d`M${s} 150C${s + Math.sign(s) * 16} 230 ${s + Math.sign(s) * 22} 330 ${s + Math.sign(s) * 14} 426`,
    hand: [s + Math.sign(s) * 14, 438],
  });
  const pocket = (s: number): Arm => ({
    pts: d`M${s} 150C${s + Math.sign(s) * 16} 220 ${s + Math.sign(s) * 16} 300 ${s - Math.sign(s) * 4} 372`,
  });
  switch (pose) {
    case 'clipboard':
      return {
        left: { pts: d`M${L} 150C${L - 22} 230 ${L - 14} 300 ${L + 6} 330L${-6} 356`, hand: [-2, 352] },
        right: down(R),
      };
    case 'tablet':
      return {
        left: { pts: d`M${L} 150C${L - 20} 230 ${L - 10} 300 ${L + 20} 330L${-40} 350`, hand: [-44, 340] },
        right: { pts: d`M${R} 150C${R + 20} 230 ${R + 10} 300 ${R - 20} 330L${40} 350`, hand: [44, 340] },
      };
    case 'hold':
      return {
        left: { pts: d`M${L} 150C${L - 18} 230 ${L - 10} 300 ${L + 24} 330L${-30} 344`, hand: [-30, 338] },
        right: { pts: d`M${R} 150C${R + 18} 230 ${R + 10} 300 ${R - 24} 330L${30} 344`, hand: [30, 338] },
      };
    case 'stick':
      return {
        left: down(L),
        right: { pts: d`M${R} 150C${R + 20} 230 ${R + 34} 320 ${R + 46} 410`, hand: [R + 50, 422] },
      };
    case 'raise':
      return {
        left: down(L),
        right: { pts: d`M${R} 150C${R + 40} 140 ${R + 70} 100 ${R + 84} 40`, hand: [R + 86, 28] },
      };
    case 'wave':
      return {
        left: down(L),
        right: { pts: d`M${R} 150C${R + 30} 180 ${R + 56} 150 ${R + 62} 80`, hand: [R + 62, 66] },
      };
    case 'desk':
      return {
        left: { pts: d`M${L} 150C${L - 16} 230 ${L - 10} 300 ${L + 30} 350` },
        right: { pts: d`M${R} 150C${R + 16} 230 ${R + 10} 300 ${R - 30} 350` },
      };
    case 'pockets':
      return { left: pocket(L), right: pocket(R) };
    default:
      return { left: down(L), right: down(R) };
  }
}

function clipboard(): Child {
  return g(
    { transform: 'translate(-40 300) rotate(-6)' },
    rect(-62, -70, 124, 160, C.deep, 12),
    rect(-52, -56, 104, 138, C.white, 6),
    rect(-24, -80, 48, 22, T.silver, 7),
    rect(-36, -34, 56, 8, T.coatLine, 4),
    rect(-36, -16, 72, 8, C.light, 4),
    rect(-36, 2, 64, 8, C.light, 4),
    rect(-36, 20, 70, 8, C.light, 4),
    stroke(d`M-34 48L-26 56L-12 40`, C.teal, 6),
  );
}

function tablet(): Child {
  return g(
    { transform: 'translate(0 306) rotate(-4)' },
    rect(-70, -56, 140, 100, C.navy, 12),
    rect(-60, -46, 120, 80, C.light, 5),
    stroke(d`M-48 6L-30 6L-22 -14L-12 24L-2 -4L8 6L48 6`, C.teal, 5),
  );
}

/** Builds the figure at local coordinates; place it with person(). */
export function personBody(o: PersonOptions): string {
  const female = !!o.female;
  const sw = female ? 108 : 124;
  const sx = sw - 16;
  const pose = o.pose ?? 'bust';
  const coat = o.outfit === 'coat';
  const skinShade = shade(o.skin, 0.14);
  const out: Child[] = [];
  const { back, front } = headParts(o);
  out.push(back);

  const bottom = o.bottom ?? mix(C.navy, C.teal, 0.25);
  const hem =
    o.hem ??
    (pose === 'bust'
      ? 540
      : pose === 'sit'
        ? o.outfit === 'shirt' || o.outfit === 'tee' || o.outfit === 'sweater'
          ? 400
          : 440
        : coat || o.outfit === 'kurta'
          ? 590
          : o.outfit === 'saree'
            ? 740
            : 410);

  // Legs.
  if (pose === 'stand') {
    const legColor = o.outfit === 'kurta' ? mix(o.top, C.white, 0.6) : bottom;
    if (o.outfit !== 'saree') {
      out.push(path(d`M-68 380L68 380L66 742L10 742L6 480L-6 480L-10 742L-66 742Z`, legColor));
      out.push(stroke(d`M-38 600L-38 736M38 600L38 736`, shade(legColor, 0.12), 3, { opacity: 0.5 }));
    }
    out.push(
      path(d`M-74 760C-74 740 -60 734 -38 734C-16 734 -6 744 -6 760Z`, C.navy),
      path(d`M74 760C74 740 60 734 38 734C16 734 6 744 6 760Z`, C.navy),
    );
  }
  if (pose === 'sit') {
    // Seated, seen from the front: a foreshortened lap, knees, short shins.
    const legColor = o.outfit === 'kurta' ? mix(o.top, C.white, 0.6) : o.outfit === 'saree' ? o.top : bottom;
    out.push(
      path(d`M-74 470L-18 470L-22 576L-70 576Z`, shade(legColor, 0.06)),
      path(d`M74 470L18 470L22 576L70 576Z`, shade(legColor, 0.06)),
      path(d`M-92 380L92 380L96 462C96 484 70 490 48 486L0 474L-48 486C-70 490 -96 484 -96 462Z`, legColor),
      path(d`M-80 598C-80 578 -66 570 -46 570C-26 570 -16 580 -16 598Z`, C.navy),
      path(d`M80 598C80 578 66 570 46 570C26 570 16 580 16 598Z`, C.navy),
    );
  }

  // Seen from behind, the arms go behind the torso.
  const armsAt = out.length;

  // Neck.
  out.push(path(d`M-23 40L-23 112Q0 126 23 112L23 40Z`, skinShade));

  // Torso.
  const topColor = coat ? C.white : o.top;
  const flare = pose === 'stand' && hem > 470 ? 18 : 0;
  const torso = d`M-34 100C-70 104 ${-sw + 8} 110 ${-sw} 142C${-sw - 10} 200 ${-sw - 4} 320 ${-sw + 6 - flare * 0.2} 400L${-sw + 4 - flare} ${hem}L${sw - 4 + flare} ${hem}L${sw - 6 + flare * 0.2} 400C${sw + 4} 320 ${sw + 10} 200 ${sw} 142C${sw - 8} 110 70 104 34 100Q0 116 -34 100Z`;
  const outline = coat ? T.coatLine : shade(topColor, 0.14);
  out.push(path(torso, topColor, { stroke: outline, 'stroke-width': coat ? OUTLINE : 0 }));

  if (o.back) {
    out.push(stroke(d`M0 130L0 ${hem}`, outline, 3, { opacity: 0.6 }));
    if (o.outfit === 'sweater' || o.outfit === 'shirt' || coat)
      out.push(
        path(d`M-34 100Q0 90 34 100L38 116Q0 106 -38 116Z`, coat ? C.white : mix(C.white, C.light, 0.5), {
          stroke: coat ? T.coatLine : 'none',
          'stroke-width': 3,
        }),
      );
    if (o.outfit === 'saree')
      out.push(
        path(
          d`M${-sw} 140C${-sw + 30} 116 -60 104 -30 102L${sw - 10} 400L${sw - 30} ${Math.min(hem, 470)}L${sw - 90} ${Math.min(hem, 470)}Z`,
          mix(o.top, C.white, 0.35),
        ),
      );
  } else if (coat) {
    // Shirt in the V of the coat, lapels, pockets, front edge.
    const shirt = o.top;
    out.push(
      path(d`M-36 100Q0 116 36 100L0 236Z`, shirt),
      path(d`M-22 98L0 130L22 98L30 104L0 150L-30 104Z`, mix(shirt, C.white, 0.25)),
      path(d`M-36 100L-58 136L-40 150L0 240L-8 160L-34 102Z`, C.mint, { stroke: T.coatLine, 'stroke-width': 4 }),
      path(d`M36 100L58 136L40 150L0 240L8 160L34 102Z`, C.mint, { stroke: T.coatLine, 'stroke-width': 4 }),
      stroke(d`M0 240L0 ${hem}`, T.coatLine, 4),
      stroke(d`M${sw - 64} 236L${sw - 24} 236`, T.coatLine, 4),
      rect(sw - 56, 214, 7, 26, C.teal, 3),
      rect(sw - 44, 218, 6, 22, C.navy, 3),
    );
    if (hem >= 470) out.push(stroke(d`M${-sw + 26} 420L${-sw + 70} 420M${sw - 26} 420L${sw - 70} 420`, T.coatLine, 4));
  } else if (o.outfit === 'scrubs') {
    out.push(
      path(d`M-34 100Q0 116 34 100L0 164Z`, skinShade),
      stroke(d`M-36 100L0 166L36 100`, shade(topColor, 0.18), 6),
      rect(sw - 74, 220, 46, 42, shade(topColor, 0.08), 6),
    );
  } else if (o.outfit === 'kurta') {
    out.push(
      path(d`M-20 102Q0 114 20 102L0 130Z`, skinShade),
      stroke(d`M0 112L0 210`, shade(topColor, 0.2), 4),
      circle(0, 150, 3.5, C.amber),
      circle(0, 178, 3.5, C.amber),
      stroke(d`M-30 102Q0 120 30 102`, shade(topColor, 0.2), 5),
    );
    if (pose === 'stand')
      out.push(stroke(d`M${-sw - 12} ${hem - 2}L${sw + 12} ${hem - 2}`, C.amber, 8, { opacity: 0.7 }));
  } else if (o.outfit === 'saree') {
    const pallu = mix(topColor, C.white, 0.35);
    out.push(
      path(d`M-26 102Q0 118 26 102L0 124Z`, skinShade),
      path(
        d`M${-sw + 6} 140C${-sw + 40} 118 -40 108 -20 104L${sw} 380L${sw - 4} ${Math.min(hem, 470)}L${sw - 70} ${Math.min(hem, 470)}Z`,
        pallu,
      ),
      stroke(d`M-28 112L${sw - 4} 392`, C.amber, 8, { opacity: 0.8 }),
    );
  } else if (o.outfit === 'shirt') {
    out.push(
      path(d`M-30 98L0 126L30 98L36 106L0 146L-36 106Z`, mix(topColor, C.white, 0.35)),
      stroke(d`M0 130L0 ${hem}`, shade(topColor, 0.15), 3),
      circle(0, 180, 3.5, shade(topColor, 0.3)),
      circle(0, 240, 3.5, shade(topColor, 0.3)),
      circle(0, 300, 3.5, shade(topColor, 0.3)),
    );
  } else if (o.outfit === 'sweater') {
    out.push(
      path(d`M-30 100Q0 118 30 100L0 150Z`, mix(C.white, C.light, 0.5)),
      stroke(d`M-36 100L0 154L36 100`, shade(topColor, 0.18), 8),
      stroke(d`M${-sw + 10} ${hem - 14}L${sw - 10} ${hem - 14}`, shade(topColor, 0.12), 10),
    );
  } else {
    out.push(stroke(d`M-34 101Q0 120 34 101`, shade(topColor, 0.18), 6));
  }

  if (o.badge && !o.back) {
    const by = coat ? 318 : 214;
    out.push(
      rect(-sw + 34, by, 50, 34, C.white, 5, { stroke: T.coatLine, 'stroke-width': 3 }),
      rect(-sw + 34, by, 50, 11, C.teal, 3),
      rect(-sw + 42, by + 18, 30, 5, T.silver, 2.5),
    );
  }

  // Stethoscope, hanging round the neck.
  if (o.stethoscope && !o.back) {
    const tube = C.deep;
    out.push(
      stroke(d`M-40 104C-62 150 -56 232 -30 262`, tube, 7),
      stroke(d`M40 104C58 140 56 196 40 214`, tube, 7),
      stroke(d`M40 214C26 226 20 232 22 246M40 214C50 228 56 234 52 246`, T.slate, 4),
      circle(22, 250, 5, T.slate),
      circle(52, 250, 5, T.slate),
      circle(-30, 276, 17, T.silver, { stroke: C.navy, 'stroke-width': 4 }),
      circle(-30, 276, 7, C.white),
    );
  }

  // Arms and hands.
  const { left, right } = armPaths(o, sx);
  const sleeve = coat ? C.white : o.outfit === 'saree' ? mix(o.top, C.white, 0.15) : o.top;
  const sleeveLine = coat ? T.coatLine : shade(sleeve, 0.16);
  const armWidth = female ? 40 : 46;
  const items: Child[] = [];
  if (o.arms === 'clipboard') items.push(clipboard());
  if (o.arms === 'tablet') items.push(tablet());
  if (o.arms === 'stick') {
    const hx = sx + 50;
    items.push(
      stroke(d`M${hx} 430L${hx + 6} 752`, T.wood, 10),
      stroke(d`M${hx - 28} 428Q${hx - 20} 406 ${hx} 426`, T.wood, 11),
    );
  }
  const drawArm = (arm: Arm): Child[] => [
    stroke(arm.pts, sleeveLine, armWidth + (coat ? 8 : 0)),
    stroke(arm.pts, sleeve, armWidth),
  ];
  const hand = (arm: Arm): Child => arm.hand && circle(arm.hand[0], arm.hand[1], armWidth * 0.45, o.skin);
  const arms: Child[] =
    o.arms === 'clipboard' || o.arms === 'tablet'
      ? [drawArm(right), hand(right), items, drawArm(left), hand(left)]
      : [
          stroke(left.pts + right.pts, sleeveLine, armWidth + (coat ? 8 : 0)),
          stroke(left.pts + right.pts, sleeve, armWidth),
          hand(left),
          items,
          hand(right),
        ];
  if (o.back) out.splice(armsAt, 0, arms);
  else out.push(arms);

  // Head last: it sits over the collar. Children get a larger head for their body.
  out.push(o.child ? g({ transform: 'translate(0 60) scale(1.3) translate(0 -60)' }, front) : front);
  return g({}, o.child ? [g({ transform: 'translate(0 60) scale(1.3) translate(0 -60)' }, back), out.slice(1)] : out);
}

/** A person placed with its face centre at (x, y), scaled by s; flip mirrors it. */
export function person(o: PersonOptions, x: number, y: number, s = 1, flip = false): string {
  return g({ transform: transform(x, y, s, 0, flip) }, personBody(o));
}
