/**
 * The two clinic interiors, drawn as SVG and rendered by generate.ts to 1600 x 1200 JPEG files
 * (content/images/clinic/*.jpg). They stand in for real photographs, which a clinic drops in
 * under the same names.
 */
import { icon } from './icons';
import { person } from './person';
import { SEATED_OLDER_PATIENT } from './portraits';
import { C, HAIR, SKIN, T, mix, shade } from './palette';
import {
  backgroundDefs,
  cabinet,
  chair,
  chairBack,
  counter,
  curtain,
  desk,
  examCouch,
  floor,
  plant,
  shelves,
  wall,
  wallArt,
  wallClock,
  windowFrame,
} from './scenery';
import { circle, d, ellipse, g, path, rect, stroke, svgDoc } from './svg';

const W = 1600;
const H = 1200;

function pendant(x: number, drop: number): string {
  return g(
    {},
    stroke(d`M${x} 0L${x} ${drop}`, T.slate, 4),
    path(
      d`M${x - 60} ${drop + 50}C${x - 60} ${drop + 10} ${x - 30} ${drop} ${x} ${drop}C${x + 30} ${drop} ${x + 60} ${drop + 10} ${x + 60} ${drop + 50}Z`,
      C.deep,
    ),
    ellipse(x, drop + 52, 44, 8, mix(C.amber, C.white, 0.4)),
    path(
      d`M${x - 44} ${drop + 56}L${x + 44} ${drop + 56}L${x + 150} ${drop + 330}L${x - 150} ${drop + 330}Z`,
      C.amber,
      { opacity: 0.05 },
    ),
  );
}

function bigPlant(x: number, y: number): string {
  return g({}, plant(x, y, 70, C.white, 12), rect(x - 50, y - 10, 100, 10, shade(C.white, 0.1), 4));
}

export function reception(): string {
  return svgDoc(
    W,
    H,
    [
      wall(W, 840, C.mint),
      rect(0, 0, W, 70, mix(C.mint, C.light, 0.4)),
      rect(0, 760, W, 80, mix(C.light, C.white, 0.2)),
      windowFrame(110, 200, 430, 380),
      wallArt(640, 250, 200, 150),
      wallClock(1460, 240, 50),
      circle(1130, 300, 70, C.white, { stroke: T.coatLine, 'stroke-width': 6 }),
      icon('medCross', 1130, 300, 90),
      floor(W, H, 840, mix(C.amber, C.white, 0.82)),
      ellipse(420, 1040, 380, 60, C.light, { opacity: 0.7 }),
      pendant(960, 110),
      pendant(1300, 110),
      person(
        {
          skin: SKIN[1],
          hair: 'bun',
          hairColor: HAIR.black,
          outfit: 'scrubs',
          top: C.teal,
          female: true,
          badge: true,
          arms: 'desk',
          earrings: true,
          facing: -0.3,
          smile: 'open',
          hem: 440,
        },
        1130,
        560,
        0.95,
      ),
      counter(1130, 1000, 700, 300),
      icon('laptop', 1300, 660, 150),
      rect(900, 676, 120, 12, C.white, 4),
      rect(910, 664, 100, 12, C.light, 4),
      chair(230, 1000, 1.15, C.teal),
      chair(420, 1000, 1.15, C.teal),
      chair(610, 1000, 1.15, C.teal),
      person({ ...SEATED_OLDER_PATIENT, facing: 0.3 }, 230, 650, 0.6),
      person(
        {
          skin: SKIN[2],
          hair: 'short',
          hairColor: HAIR.darkBrown,
          outfit: 'shirt',
          top: mix(C.amber, C.white, 0.4),
          bottom: C.navy,
          pose: 'sit',
          arms: 'hold',
          facing: 0.2,
        },
        610,
        645,
        0.62,
      ),
      icon('phone', 610, 857, 40),
      bigPlant(60, 1060),
      bigPlant(780, 1060),
      rect(0, 1150, W, 50, shade(mix(C.amber, C.white, 0.82), 0.04)),
    ],
    backgroundDefs(),
  );
}

export function consultationRoom(): string {
  return svgDoc(
    W,
    H,
    [
      wall(W, 820, mix(C.mint, C.white, 0.3)),
      rect(0, 0, W, 70, mix(C.mint, C.light, 0.4)),
      rect(0, 740, W, 80, mix(C.light, C.white, 0.2)),
      windowFrame(1150, 170, 350, 330),
      wallArt(330, 200, 190, 140, C.coral),
      wallClock(760, 210, 46),
      shelves(600, 290, 300, 1),
      icon('bpMonitor', 480, 520, 120),
      floor(W, H, 820, mix(C.amber, C.white, 0.82)),
      ellipse(930, 1090, 420, 50, C.light, { opacity: 0.6 }),
      curtain(30, 110, 170, 780, mix(C.light, C.white, 0.25)),
      examCouch(430, 1010, 440),
      chairBack(940, 470, 220, 300, C.deep),
      desk(940, 690, 640, 380),
      icon('laptop', 1060, 626, 170),
      icon('stethoscope', 800, 650, 90, -20),
      icon('clipboard', 900, 646, 70, 10),
      plant(700, 694, 26, C.white, 3),
      cabinet(1360, 1000, 210, 160),
      chair(1250, 1170, 1.25, C.teal),
      plant(1530, 1140, 60, C.white, 11),
    ],
    backgroundDefs(),
  );
}
