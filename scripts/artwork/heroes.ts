/** The two hero pictures (1200 x 1000): the doctors together, and a consultation at a desk. */
import { icon } from './icons';
import { person } from './person';
import { C, HAIR, SKIN, mix } from './palette';
import { DOCTOR_ANANYA, DOCTOR_VIKRAM } from './portraits';
import {
  backgroundDefs,
  chairBack,
  desk,
  dotGrid,
  floatingCard,
  floor,
  plant,
  plusSign,
  ring,
  shelves,
  wall,
  wallArt,
  windowFrame,
} from './scenery';
import { blobPath, circle, path, rect, svgDoc } from './svg';
import type { Artwork } from './types';

function heroDoctors(): string {
  return svgDoc(
    1200,
    1000,
    [
      rect(0, 0, 1200, 1000, 'url(#bg)'),
      path(blobPath(640, 560, 470, 430, 5, 0.14), 'url(#blob)'),
      circle(640, 600, 330, mix(C.light, C.teal, 0.16), { opacity: 0.7 }),
      dotGrid(120, 120, 6, 5, 26),
      dotGrid(990, 820, 5, 4, 26),
      plusSign(1080, 180, 52),
      plusSign(150, 860, 36, C.coral, 0.32),
      ring(1040, 470, 18, C.amber),
      ring(210, 560, 12, C.teal, 0.4),
      person({ ...DOCTOR_VIKRAM, pose: 'stand' }, 470, 300, 1.3),
      person({ ...DOCTOR_ANANYA, pose: 'stand', arms: 'pockets', facing: -0.15 }, 760, 390, 1.42),
      floatingCard(70, 300, 300, 100, 'heartPulse', mix(C.coral, C.white, 0.78)),
      floatingCard(900, 250, 270, 96, 'calendar', C.light),
      floatingCard(860, 700, 290, 100, 'shieldHeart', C.light, 1),
      icon('sparkle', 1000, 620, 44),
    ],
    backgroundDefs(),
  );
}

function heroConsultation(): string {
  const patient = {
    skin: SKIN[1],
    hair: 'short',
    hairColor: HAIR.grey,
    outfit: 'shirt',
    top: mix(C.amber, C.white, 0.5),
    arms: 'desk',
    back: true,
  } as const;
  return svgDoc(
    1200,
    1000,
    [
      wall(1200, 730),
      path(blobPath(640, 380, 500, 300, 9, 0.12), 'url(#blob)', { opacity: 0.8 }),
      windowFrame(110, 110, 280, 240),
      wallArt(920, 120, 170, 130),
      shelves(840, 290, 300, 1),
      floor(1200, 1000, 730),
      chairBack(720, 330, 220, 330, C.teal),
      person({ ...DOCTOR_ANANYA, arms: 'desk', badge: false, facing: -0.35 }, 720, 330, 1.05),
      desk(650, 640, 860, 360, C.white, mix(C.light, C.white, 0.35)),
      icon('laptop', 890, 575, 170),
      icon('clipboard', 600, 600, 86, -8),
      icon('heartPulse', 480, 598, 54),
      plant(1100, 940, 50, C.white, 3),
      person(patient, 330, 640, 1.5),
      floatingCard(40, 440, 250, 88, 'stethoscope', C.light, 2),
      floatingCard(930, 420, 230, 84, 'calendar', mix(C.amber, C.white, 0.78), 2),
      plusSign(470, 180, 40),
      ring(560, 110, 12, C.amber),
    ],
    [backgroundDefs()],
  );
}

export function heroes(): Artwork[] {
  return [
    { file: 'hero/hero.svg', svg: heroDoctors() },
    { file: 'hero/hero-2.svg', svg: heroConsultation() },
  ];
}
