/**
 * Flat medical icons drawn as paths in a 200 x 200 box centred on (0, 0).
 * Place one with icon(name, x, y, size, rotation?): size is the drawn width in pixels.
 */
import { C, T, mix, shade, tint } from './palette';
import { circle, d, ellipse, g, line, path, rect, stroke, transform, type Child } from './svg';

const heartD = d`M0 70C-20 52 -84 18 -84 -24C-84 -54 -60 -74 -36 -74C-18 -74 -6 -64 0 -52C6 -64 18 -74 36 -74C60 -74 84 -54 84 -24C84 18 20 52 0 70Z`;

function sparkleShape(color: string): Child {
  return path(d`M0 -40C4 -12 12 -4 40 0C12 4 4 12 0 40C-4 12 -12 4 -40 0C-12 -4 -4 -12 0 -40Z`, color);
}

const icons = {
  heart: (): Child => [
    path(heartD, C.coral),
    path(d`M-56 -34C-52 -50 -40 -56 -30 -54`, 'none', { stroke: C.white, 'stroke-width': 9, opacity: 0.55 }),
  ],

  heartPulse: (): Child => [
    path(heartD, C.coral),
    stroke(d`M-96 -4L-44 -4L-28 -34L-10 30L8 -18L20 -4L96 -4`, C.white, 11),
  ],

  ecg: (): Child => stroke(d`M-100 0L-52 0L-40 -22L-28 0L-14 0L-2 -70L14 62L28 -12L40 0L100 0`, C.teal, 10),

  plus: (): Child => path(d`M-22 -70H22V-22H70V22H22V70H-22V22H-70V-22H-22Z`, C.teal),

  sparkle: (): Child => g({ transform: 'scale(2.4)' }, sparkleShape(C.amber)),

  check: (): Child => [circle(0, 0, 80, C.teal), stroke(d`M-36 2L-10 28L40 -26`, C.white, 18)],

  microscope: (): Child => [
    rect(-78, 70, 156, 26, C.deep, 12),
    path(d`M-40 70C-40 20 -30 -8 4 -30L22 -12C-4 4 -14 30 -12 70Z`, C.teal),
    rect(-60, 20, 110, 14, shade(C.teal, 0.1), 7),
    g(
      { transform: 'rotate(-32)' },
      rect(-2, -108, 44, 118, C.teal, 10),
      rect(-8, -122, 56, 24, C.deep, 8),
      rect(8, 8, 26, 30, T.slate, 6),
      rect(6, -60, 30, 10, C.light, 4),
    ),
    circle(-2, -26, 16, C.amber),
    circle(-2, -26, 6, C.white),
    rect(-22, 8, 44, 10, C.light, 3),
  ],

  testTubes: (): Child => {
    const tube = (x: number, liquid: string, level: number): Child => [
      path(d`M${x - 16} -84L${x + 16} -84L${x + 16} 48C${x + 16} 70 ${x - 16} 70 ${x - 16} 48Z`, C.white, {
        stroke: T.coatLine,
        'stroke-width': 5,
      }),
      path(d`M${x - 13} ${level}L${x + 13} ${level}L${x + 13} 48C${x + 13} 66 ${x - 13} 66 ${x - 13} 48Z`, liquid),
      rect(x - 20, -98, 40, 18, shade(liquid, 0.15), 6),
    ];
    return [
      tube(-54, C.coral, -10),
      tube(0, C.amber, -30),
      tube(54, C.teal, 4),
      rect(-92, -20, 184, 22, C.deep, 8),
      rect(-92, 60, 184, 22, C.deep, 8),
      rect(-86, 2, 12, 60, C.deep, 4),
      rect(74, 2, 12, 60, C.deep, 4),
    ];
  },

  clipboard: (): Child => {
    const rows: Child[] = [];
    for (let i = 0; i < 4; i++) {
      const y = -34 + i * 32;
      rows.push(rect(-48, y - 10, 20, 20, C.light, 5), rect(-16, y - 6, i % 2 ? 52 : 64, 12, T.coatLine, 6));
      if (i < 3) rows.push(stroke(d`M-45 ${y}L-39 ${y + 6}L-29 ${y - 6}`, C.teal, 5));
    }
    return [
      rect(-74, -88, 148, 186, C.deep, 16),
      rect(-62, -72, 124, 158, C.white, 8),
      rect(-30, -100, 60, 30, T.silver, 9),
      circle(0, -86, 6, C.white),
      rows,
    ];
  },

  shieldHeart: (): Child => [
    path(d`M0 -94L76 -66C76 10 52 64 0 94C-52 64 -76 10 -76 -66Z`, C.teal),
    path(d`M0 -94L76 -66C76 10 52 64 0 94Z`, C.deep, { opacity: 0.35 }),
    g({ transform: 'translate(0 -4) scale(0.5)' }, path(heartD, C.white)),
  ],

  drop: (): Child => [
    path(d`M0 -90C22 -56 62 -16 62 24C62 62 34 90 0 90C-34 90 -62 62 -62 24C-62 -16 -22 -56 0 -90Z`, C.coral),
    path(d`M-30 22C-30 44 -18 58 -2 62`, 'none', { stroke: C.white, 'stroke-width': 10, opacity: 0.6 }),
  ],

  glucometer: (): Child => [
    rect(-10, -118, 20, 40, C.amber, 3),
    rect(-56, -86, 112, 172, C.white, 26, { stroke: T.coatLine, 'stroke-width': 6 }),
    rect(-40, -66, 80, 64, C.light, 10),
    g(
      { transform: 'translate(0 -34) scale(0.24)' },
      path(d`M0 -90C22 -56 62 -16 62 24C62 62 34 90 0 90C-34 90 -62 62 -62 24C-62 -16 -22 -56 0 -90Z`, C.coral),
    ),
    rect(-28, 12, 24, 16, C.teal, 6),
    rect(4, 12, 24, 16, C.teal, 6),
    circle(0, 52, 14, C.deep),
  ],

  bpMonitor: (): Child => [
    stroke(d`M-40 36C-40 80 20 86 36 60`, T.slate, 6),
    stroke(d`M-60 36C-60 70 -40 80 -20 80`, T.slate, 6),
    path(
      d`M-100 -24C-100 -38 -90 -46 -76 -46L4 -46C18 -46 28 -38 28 -24L28 24C28 38 18 46 4 46L-76 46C-90 46 -100 38 -100 24Z`,
      C.deep,
    ),
    rect(-100, -12, 128, 26, mix(C.light, C.teal, 0.3), 4),
    rect(-88, -38, 26, 76, C.teal, 8, { opacity: 0.6 }),
    circle(56, -26, 42, C.white, { stroke: T.coatLine, 'stroke-width': 7 }),
    stroke(d`M56 -26L76 -46`, C.coral, 6),
    circle(56, -26, 7, C.navy),
    stroke(d`M28 -26L34 -26M56 -54L56 -48M84 -26L78 -26`, T.slate, 4),
    ellipse(-10, 84, 24, 18, C.navy),
  ],

  virus: (): Child => {
    const spikes: Child[] = [];
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      const x = Math.cos(a);
      const y = Math.sin(a);
      spikes.push(line(x * 50, y * 50, x * 78, y * 78, C.teal, 8), circle(x * 82, y * 82, 11, C.teal));
    }
    return [
      spikes,
      circle(0, 0, 58, C.teal),
      circle(-18, -14, 12, C.light, { opacity: 0.6 }),
      circle(20, 12, 9, C.light, { opacity: 0.5 }),
      circle(-4, 26, 6, C.light, { opacity: 0.5 }),
    ];
  },

  mask: (): Child => [
    stroke(d`M-70 -30C-110 -40 -110 40 -70 34M70 -30C110 -40 110 40 70 34`, T.slate, 6),
    path(d`M-74 -40C-30 -56 30 -56 74 -40L70 30C30 56 -30 56 -70 30Z`, mix(C.light, C.teal, 0.12), {
      stroke: T.coatLine,
      'stroke-width': 5,
    }),
    stroke(
      d`M-64 -18C-20 -30 20 -30 64 -18M-66 6C-20 -4 20 -4 66 6M-62 26C-20 18 20 18 62 26`,
      mix(C.light, C.teal, 0.4),
      5,
    ),
  ],

  pillOrganiser: (): Child => {
    const cells: Child[] = [];
    const colors = [C.teal, C.light, C.amber, C.light, C.coral, C.light, C.teal];
    for (let i = 0; i < 7; i++) {
      const x = -96 + i * 27.5;
      cells.push(rect(x, -30, 24, 56, colors[i] ?? C.light, 6));
      if (i % 2 === 0) cells.push(ellipse(x + 12, 6, 7, 5, C.white));
    }
    return [
      rect(-102, -40, 204, 80, C.deep, 14),
      cells,
      rect(-102, -56, 204, 20, tint(C.teal, 0.4), 8, { opacity: 0.8 }),
    ];
  },

  calendar: (): Child => {
    const cells: Child[] = [];
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 4; c++) {
        const x = -60 + c * 32;
        const y = -12 + r * 28;
        const done = r * 4 + c < 6;
        cells.push(rect(x, y, 24, 20, done ? C.light : T.cloud, 5));
        if (done) cells.push(stroke(d`M${x + 6} ${y + 10}L${x + 11} ${y + 15}L${x + 19} ${y + 5}`, C.teal, 3.5));
      }
    return [
      rect(-80, -70, 160, 156, C.white, 16, { stroke: T.coatLine, 'stroke-width': 5 }),
      path(d`M-80 -54C-80 -63 -73 -70 -64 -70L64 -70C73 -70 80 -63 80 -54L80 -30L-80 -30Z`, C.teal),
      rect(-50, -86, 12, 30, C.deep, 6),
      rect(38, -86, 12, 30, C.deep, 6),
      cells,
    ];
  },

  siren: (): Child => [
    path(d`M-52 40L-52 -4C-52 -36 -28 -58 0 -58C28 -58 52 -36 52 -4L52 40Z`, C.coral),
    path(d`M-30 36L-30 -4C-30 -22 -20 -34 -8 -38`, 'none', { stroke: C.white, 'stroke-width': 10, opacity: 0.5 }),
    rect(-70, 40, 140, 30, C.deep, 10),
    stroke(d`M-78 -64L-62 -50M78 -64L62 -50M0 -100L0 -78M-96 -10L-76 -10M96 -10L76 -10`, C.amber, 9),
  ],

  brain: (): Child => [
    path(
      d`M-4 -76C-30 -92 -66 -80 -72 -52C-98 -44 -100 -6 -84 8C-96 30 -80 64 -50 62C-40 84 -10 86 -4 70Z`,
      T.softCoral,
    ),
    path(
      d`M4 -76C30 -92 66 -80 72 -52C98 -44 100 -6 84 8C96 30 80 64 50 62C40 84 10 86 4 70Z`,
      mix(C.coral, C.white, 0.45),
    ),
    stroke(
      d`M-40 -56C-20 -50 -24 -30 -44 -24M-70 -10C-50 -12 -36 2 -44 20M-30 10C-20 24 -30 40 -18 52M40 -56C20 -50 24 -30 44 -24M70 -10C50 -12 36 2 44 20M30 10C20 24 30 40 18 52`,
      shade(C.coral, 0.12),
      6,
    ),
  ],

  clock: (): Child => [
    circle(0, 0, 80, C.white, { stroke: C.teal, 'stroke-width': 14 }),
    stroke(d`M0 -48L0 0L34 18`, C.navy, 10),
    circle(0, 0, 8, C.coral),
    stroke(d`M0 -66L0 -58M66 0L58 0M0 66L0 58M-66 0L-58 0`, T.slate, 6),
  ],

  warningBottle: (): Child => [
    rect(-26, -96, 40, 24, C.coral, 6),
    path(
      d`M-30 -74L18 -74L18 -60L50 -60C62 -60 70 -52 70 -40L70 84C70 92 64 96 56 96L-56 96C-64 96 -70 92 -70 84L-70 -30C-70 -44 -50 -60 -30 -60Z`,
      mix(C.teal, C.navy, 0.15),
    ),
    path(d`M30 -60L50 -60C62 -60 70 -52 70 -40L70 10L46 10L46 -36L30 -36Z`, C.deep),
    rect(-52, -8, 94, 84, C.white, 10),
    path(d`M-5 6L27 60L-37 60Z`, C.amber, { stroke: C.amber, 'stroke-width': 8 }),
    rect(-9, 20, 8, 22, C.navy, 3),
    circle(-5, 51, 4.5, C.navy),
  ],

  warningTriangle: (): Child => [
    path(d`M0 -80L84 70L-84 70Z`, C.amber, { stroke: C.amber, 'stroke-width': 22 }),
    rect(-9, -28, 18, 62, C.navy, 7),
    circle(0, 50, 10, C.navy),
  ],

  thyroid: (): Child => [
    path(d`M-10 -30C-30 -78 -82 -70 -80 -16C-78 30 -56 76 -24 66C-8 60 -8 30 -10 10Z`, C.coral),
    path(d`M10 -30C30 -78 82 -70 80 -16C78 30 56 76 24 66C8 60 8 30 10 10Z`, C.coral),
    rect(-18, -8, 36, 24, shade(C.coral, 0.08), 10),
    path(d`M-54 -30C-62 -10 -60 16 -48 36`, 'none', { stroke: C.white, 'stroke-width': 8, opacity: 0.45 }),
  ],

  molecule: (): Child => {
    const pts: Array<[number, number]> = [
      [0, -60],
      [52, -30],
      [52, 30],
      [0, 60],
      [-52, 30],
      [-52, -30],
    ];
    const bonds: Child[] = [];
    pts.forEach(([x, y], i) => {
      const [nx, ny] = pts[(i + 1) % 6] ?? [0, 0];
      bonds.push(line(x, y, nx, ny, C.deep, 8));
    });
    return [
      bonds,
      line(52, -30, 92, -56, C.deep, 8),
      line(-52, 30, -92, 56, C.deep, 8),
      pts.map(([x, y], i) => circle(x, y, 16, i % 2 ? C.teal : C.amber)),
      circle(92, -56, 13, C.coral),
      circle(-92, 56, 13, C.teal),
    ];
  },

  petri: (): Child => {
    const dots: Child[] = [];
    const spots: Array<[number, number, number, string]> = [
      [-30, -20, 12, C.amber],
      [20, -30, 9, C.coral],
      [30, 18, 14, C.teal],
      [-20, 28, 8, C.amber],
      [0, 0, 6, C.coral],
      [-44, 6, 6, C.teal],
      [48, -8, 5, C.amber],
    ];
    for (const [x, y, r, c] of spots) dots.push(circle(x, y * 0.7, r, c, { opacity: 0.85 }));
    return [
      ellipse(0, 12, 96, 56, shade(C.light, 0.12)),
      ellipse(0, 0, 96, 56, C.light, { stroke: C.white, 'stroke-width': 8 }),
      dots,
    ];
  },

  slide: (): Child => [
    rect(-96, -30, 192, 60, tint(C.light, 0.3), 8, { stroke: T.coatLine, 'stroke-width': 5 }),
    circle(6, 0, 20, C.coral, { opacity: 0.7 }),
    rect(-84, -20, 40, 40, T.coatLine, 5),
  ],

  magnifier: (): Child => [
    line(40, 40, 90, 90, C.deep, 24),
    circle(-10, -10, 64, C.light, { stroke: C.teal, 'stroke-width': 16, 'fill-opacity': 0.7 }),
    path(d`M-44 -20C-40 -40 -26 -50 -10 -52`, 'none', { stroke: C.white, 'stroke-width': 9 }),
  ],

  cells: (): Child => [
    circle(-30, -20, 44, T.softCoral),
    circle(-30, -20, 14, C.coral),
    circle(38, 24, 36, C.light, { stroke: T.coatLine, 'stroke-width': 5 }),
    circle(38, 24, 11, C.teal),
    circle(30, -52, 18, T.softAmber),
  ],

  scanner: (): Child => [
    rect(-100, 52, 200, 24, T.silver, 8),
    circle(-10, -6, 80, C.white, { stroke: T.coatLine, 'stroke-width': 6 }),
    circle(-10, -6, 40, C.deep),
    circle(-10, -6, 30, C.navy),
    path(d`M-10 -86A80 80 0 0 1 70 -6L50 -6A60 60 0 0 0 -10 -66Z`, C.teal),
    rect(-40, 30, 150, 20, C.light, 8),
    rect(40, 50, 16, 40, T.slate, 4),
  ],

  xray: (): Child => {
    const ribs: Child[] = [];
    for (let i = 0; i < 5; i++) {
      const y = -40 + i * 18;
      ribs.push(
        stroke(d`M-6 ${y}C-24 ${y - 10} -50 ${y - 4} -54 ${y + 14}`, C.white, 6, { opacity: 0.9 }),
        stroke(d`M6 ${y}C24 ${y - 10} 50 ${y - 4} 54 ${y + 14}`, C.white, 6, { opacity: 0.9 }),
      );
    }
    return [
      rect(-90, -84, 180, 150, C.navy, 14),
      rect(-78, -72, 156, 126, mix(C.navy, C.teal, 0.35), 6),
      stroke(d`M0 -62L0 46`, C.white, 8, { opacity: 0.85 }),
      ribs,
      stroke(d`M-18 -62C-40 -64 -56 -60 -64 -50M18 -62C40 -64 56 -60 64 -50`, C.white, 7, { opacity: 0.8 }),
      rect(-24, 66, 48, 14, T.slate, 3),
      rect(-50, 80, 100, 12, C.deep, 6),
    ];
  },

  tooth: (): Child => [
    path(
      d`M-50 -70C-74 -70 -84 -40 -78 -10C-72 18 -62 30 -58 60C-54 88 -30 92 -24 66C-18 40 -12 26 0 26C12 26 18 40 24 66C30 92 54 88 58 60C62 30 72 18 78 -10C84 -40 74 -70 50 -70C30 -70 18 -58 0 -58C-18 -58 -30 -70 -50 -70Z`,
      C.white,
      { stroke: T.coatLine, 'stroke-width': 7 },
    ),
    path(d`M-54 -48C-62 -40 -64 -24 -60 -10`, 'none', { stroke: C.light, 'stroke-width': 10 }),
  ],

  toothbrush: (): Child => [
    rect(-100, -12, 150, 24, C.teal, 12),
    rect(40, -22, 60, 20, C.deep, 6),
    rect(44, -48, 10, 28, C.light, 3),
    rect(58, -48, 10, 28, C.white, 3),
    rect(72, -48, 10, 28, C.light, 3),
    rect(86, -48, 10, 28, C.white, 3),
  ],

  surgicalLamp: (): Child => [
    stroke(d`M-90 -100L-90 -60L-10 -60`, T.slate, 12),
    path(d`M-90 40C-90 -10 -50 -40 0 -40C50 -40 90 -10 90 40Z`, C.deep),
    path(d`M-70 40C-70 4 -38 -20 0 -20C38 -20 70 4 70 40Z`, C.teal),
    circle(-36, 26, 14, C.light),
    circle(0, 16, 14, C.light),
    circle(36, 26, 14, C.light),
    rect(-90, 36, 180, 12, C.navy, 6),
    path(d`M-70 48L70 48L110 100L-110 100Z`, T.softAmber, { opacity: 0.35 }),
  ],

  vial: (): Child => [
    rect(-30, -92, 60, 26, C.teal, 8),
    rect(-24, -70, 48, 16, T.silver, 4),
    path(d`M-40 -54L40 -54L40 74C40 86 32 94 20 94L-20 94C-32 94 -40 86 -40 74Z`, C.white, {
      stroke: T.coatLine,
      'stroke-width': 6,
    }),
    path(d`M-34 10L34 10L34 72C34 82 28 88 18 88L-18 88C-28 88 -34 82 -34 72Z`, C.light),
    rect(-40, -26, 80, 30, C.teal, 4),
    rect(-26, -16, 52, 10, C.white, 5, { opacity: 0.8 }),
  ],

  plaster: (): Child =>
    g(
      { transform: 'rotate(-35)' },
      rect(-100, -30, 200, 60, T.softAmber, 30),
      rect(-34, -30, 68, 60, mix(C.amber, C.white, 0.3), 6),
      circle(-70, -10, 4, C.white),
      circle(-70, 10, 4, C.white),
      circle(70, -10, 4, C.white),
      circle(70, 10, 4, C.white),
      circle(-10, -10, 4, C.white),
      circle(10, 10, 4, C.white),
    ),

  speech: (): Child => [
    path(
      d`M-90 -70C-90 -86 -78 -96 -62 -96L54 -96C70 -96 82 -86 82 -70L82 -6C82 10 70 20 54 20L-20 20L-52 52L-48 20L-62 20C-78 20 -90 10 -90 -6Z`,
      C.teal,
    ),
    circle(-42, -38, 11, C.white),
    circle(-4, -38, 11, C.white),
    circle(34, -38, 11, C.white),
    path(
      d`M0 40C0 28 8 22 20 22L82 22C94 22 100 28 100 40L100 74C100 86 94 92 82 92L76 92L80 112L58 92L20 92C8 92 0 86 0 74Z`,
      C.light,
    ),
  ],

  soundWave: (): Child => [
    stroke(d`M-20 -40C0 -20 0 20 -20 40`, C.teal, 10),
    stroke(d`M10 -66C44 -30 44 30 10 66`, C.teal, 10, { opacity: 0.7 }),
    stroke(d`M40 -90C88 -40 88 40 40 90`, C.teal, 10, { opacity: 0.4 }),
    circle(-50, 0, 18, C.amber),
  ],

  mirror: (): Child => [
    rect(-12, 60, 24, 60, C.deep, 10),
    ellipse(0, -20, 70, 84, C.deep),
    ellipse(0, -20, 58, 72, C.light),
    path(d`M-34 -50C-24 -72 -6 -80 10 -80`, 'none', { stroke: C.white, 'stroke-width': 10 }),
    path(d`M-20 10C-4 -6 18 -6 30 -22`, 'none', { stroke: C.white, 'stroke-width': 8, opacity: 0.6 }),
  ],

  ball: (): Child => [
    circle(0, 0, 90, C.teal),
    path(d`M-88 -20C-40 -6 40 -6 88 -20`, 'none', { stroke: C.light, 'stroke-width': 10 }),
    path(d`M-80 40C-30 28 30 28 80 40`, 'none', { stroke: C.light, 'stroke-width': 10 }),
    circle(-40, -48, 16, C.white, { opacity: 0.35 }),
  ],

  dumbbell: (): Child => [
    rect(-70, -8, 140, 16, T.slate, 8),
    rect(-96, -40, 30, 80, C.deep, 10),
    rect(-70, -28, 16, 56, C.teal, 6),
    rect(66, -40, 30, 80, C.deep, 10),
    rect(54, -28, 16, 56, C.teal, 6),
  ],

  band: (): Child => stroke(d`M-90 40C-60 -60 -20 -60 0 0C20 60 60 60 90 -40`, C.coral, 16),

  pillBottle: (): Child => [
    rect(-52, -92, 104, 34, C.teal, 10),
    rect(-46, -62, 92, 156, C.amber, 14),
    rect(-46, -62, 92, 156, C.white, 14, { opacity: 0.25 }),
    rect(-46, -20, 92, 70, C.white, 4),
    rect(-30, -6, 60, 10, C.teal, 5),
    rect(-30, 14, 44, 8, T.silver, 4),
    rect(-30, 30, 52, 8, T.silver, 4),
  ],

  blister: (): Child => {
    const pills: Child[] = [];
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 4; c++)
        pills.push(
          ellipse(-54 + c * 36, -20 + r * 44, 14, 16, c === 3 && r === 1 ? T.cloud : C.white, {
            stroke: T.coatLine,
            'stroke-width': 4,
          }),
        );
    return [rect(-84, -56, 168, 112, T.silver, 14), rect(-84, -56, 168, 112, C.light, 14, { opacity: 0.5 }), pills];
  },

  capsule: (): Child =>
    g(
      { transform: 'rotate(-40)' },
      path(d`M0 -36L-60 -36C-80 -36 -94 -20 -94 0C-94 20 -80 36 -60 36L0 36Z`, C.coral),
      path(d`M0 -36L60 -36C80 -36 94 -20 94 0C94 20 80 36 60 36L0 36Z`, C.white, {
        stroke: T.coatLine,
        'stroke-width': 5,
      }),
      path(d`M-70 -18L-30 -18`, 'none', { stroke: C.white, 'stroke-width': 8, opacity: 0.6 }),
    ),

  pill: (): Child => [
    circle(0, 0, 60, C.white, { stroke: T.coatLine, 'stroke-width': 6 }),
    line(-40, 0, 40, 0, T.coatLine, 6),
  ],

  plate: (): Child => [
    ellipse(0, 10, 100, 92, shade(C.light, 0.1)),
    circle(0, 0, 96, C.white, { stroke: T.cloud, 'stroke-width': 6 }),
    circle(0, 0, 74, C.mint),
    path(d`M0 0L0 -70A70 70 0 0 1 66 22Z`, T.leaf),
    circle(22, -38, 12, C.deep),
    circle(40, -16, 10, C.deep),
    circle(12, -14, 9, C.teal),
    path(d`M0 0L66 22A70 70 0 0 1 -50 50Z`, T.softAmber),
    path(d`M0 0L-50 50A70 70 0 0 1 0 -70Z`, C.white, { stroke: T.cloud, 'stroke-width': 3 }),
    circle(-30, -6, 6, T.cloud),
    circle(-24, 16, 6, T.cloud),
    circle(-44, 8, 6, T.cloud),
  ],

  apple: (): Child => [
    path(d`M0 -46C-28 -64 -80 -52 -80 4C-80 56 -40 92 0 74C40 92 80 56 80 4C80 -52 28 -64 0 -46Z`, C.coral),
    stroke(d`M0 -46C0 -66 8 -80 16 -88`, T.wood, 8),
    path(d`M8 -64C20 -92 50 -92 60 -82C46 -62 24 -58 8 -64Z`, T.leaf),
    path(d`M-50 -14C-50 -30 -40 -40 -26 -42`, 'none', { stroke: C.white, 'stroke-width': 9, opacity: 0.5 }),
  ],

  banana: (): Child => [
    path(d`M-80 -56C-86 20 -10 76 88 30C92 22 86 16 78 20C10 44 -46 10 -60 -56Z`, C.amber),
    path(d`M-66 -40C-62 0 -30 30 20 36`, 'none', { stroke: mix(C.amber, C.white, 0.4), 'stroke-width': 6 }),
    rect(-78, -76, 16, 24, T.wood, 5),
  ],

  glass: (): Child => [
    path(d`M-44 -84L44 -84L34 84L-34 84Z`, C.light, { opacity: 0.7 }),
    path(d`M-39 -30L39 -30L34 84L-34 84Z`, mix(C.light, C.teal, 0.2)),
    path(d`M-44 -84L44 -84L34 84L-34 84Z`, 'none', { stroke: T.coatLine, 'stroke-width': 6 }),
    rect(-22, -10, 8, 70, C.white, 4, { opacity: 0.6 }),
  ],

  laptop: (): Child => [
    rect(-80, -70, 160, 110, C.navy, 10),
    rect(-70, -60, 140, 90, C.light, 4),
    path(d`M-100 44L100 44L90 62L-90 62Z`, T.slate),
    rect(-20, 44, 40, 6, T.silver, 3),
  ],

  phone: (): Child => [
    rect(-48, -96, 96, 192, C.navy, 18),
    rect(-40, -80, 80, 150, C.light, 8),
    circle(0, 82, 6, T.slate),
  ],

  umbrella: (): Child => [
    path(
      d`M-96 10C-96 -50 -50 -86 0 -86C50 -86 96 -50 96 10C80 -6 60 -6 48 10C36 -6 12 -6 0 10C-12 -6 -36 -6 -48 10C-60 -6 -80 -6 -96 10Z`,
      C.teal,
    ),
    path(d`M0 -86C-24 -60 -30 -20 -24 4M0 -86C24 -60 30 -20 24 4`, 'none', {
      stroke: C.deep,
      'stroke-width': 4,
      opacity: 0.5,
    }),
    stroke(d`M0 -6L0 78C0 96 -26 96 -26 78`, C.navy, 8),
  ],

  cloud: (): Child => [
    path(
      d`M-70 30C-100 30 -100 -16 -70 -18C-72 -56 -20 -70 0 -40C14 -70 70 -62 64 -20C100 -22 100 30 70 30Z`,
      C.white,
      {
        stroke: T.coatLine,
        'stroke-width': 5,
      },
    ),
    stroke(d`M-40 50L-48 70M0 50L-8 70M40 50L32 70`, C.teal, 7),
  ],

  thermometer: (): Child => [
    rect(-18, -96, 36, 150, C.white, 18, { stroke: T.coatLine, 'stroke-width': 6 }),
    circle(0, 64, 30, C.coral),
    rect(-7, -30, 14, 90, C.coral, 7),
    stroke(d`M22 -70L34 -70M22 -44L34 -44M22 -18L34 -18`, T.slate, 5),
  ],

  stethoscope: (): Child => [
    stroke(d`M-50 -90C-70 -60 -60 -10 -20 10C0 20 0 40 0 50`, C.deep, 10),
    stroke(d`M50 -90C70 -60 60 -10 20 10C0 20 0 40 0 50`, C.deep, 10),
    circle(-50, -94, 9, T.slate),
    circle(50, -94, 9, T.slate),
    stroke(d`M0 50C0 84 50 90 60 56`, C.deep, 10),
    circle(62, 40, 26, T.silver, { stroke: C.navy, 'stroke-width': 7 }),
    circle(62, 40, 10, C.white),
  ],

  medCross: (): Child => [
    rect(-90, -90, 180, 180, C.teal, 40),
    path(d`M-18 -56H18V-18H56V18H18V56H-18V18H-56V-18H-18Z`, C.white),
  ],

  walkingStick: (): Child => [stroke(d`M20 -60L30 96`, T.wood, 12), stroke(d`M-30 -56Q-20 -86 20 -62`, T.wood, 14)],

  leaf: (): Child => [
    path(d`M-70 70C-80 -20 -10 -90 80 -80C90 10 20 80 -70 70Z`, T.leaf),
    stroke(d`M-60 60C-20 10 20 -30 60 -60`, C.deep, 6),
  ],

  family: (): Child => [
    circle(-40, -40, 26, C.teal),
    path(d`M-84 60C-84 10 -64 -6 -40 -6C-16 -6 4 10 4 60Z`, C.teal),
    circle(40, -30, 22, C.coral),
    path(d`M4 60C4 18 22 4 40 4C58 4 76 18 76 60Z`, C.coral),
    circle(6, 12, 16, C.amber),
    path(d`M-20 72C-20 44 -8 34 6 34C20 34 32 44 32 72Z`, C.amber),
  ],
} satisfies Record<string, () => Child>;

export type IconName = keyof typeof icons;

/** Places an icon centred at (x, y), `size` pixels wide, optionally rotated. */
export function icon(name: IconName, x: number, y: number, size: number, rotate = 0): string {
  return g({ transform: transform(x, y, size / 200, rotate) }, icons[name]());
}

/** An icon in a round badge (white disc with a soft drop). */
export function badgeIcon(name: IconName, x: number, y: number, r: number, fill: string = C.white): string {
  return g(
    {},
    circle(x + r * 0.06, y + r * 0.1, r, C.navy, { opacity: 0.06 }),
    circle(x, y, r, fill),
    icon(name, x, y, r * 1.3),
  );
}

export { sparkleShape };
export const iconNames = Object.keys(icons) as IconName[];
