/**
 * Backgrounds and props shared by every scene: soft blobs, decorative dots and plus signs,
 * furniture (desk, chairs, sofa, shelves, examination couch), plants, windows and floating cards.
 * Every prop is drawn at real pixel size at (x, y) = its bottom centre unless noted.
 */
import { icon, type IconName } from './icons';
import { C, T, mix, shade, tint } from './palette';
import { blobPath, circle, d, ellipse, g, linearGradient, path, rect, rng, stroke, type Child } from './svg';

/** Gradient definitions used by sceneBackground (add them to the document's defs). */
export function backgroundDefs(): Child[] {
  return [
    linearGradient('bg', [
      [0, C.mint],
      [1, mix(C.mint, C.light, 0.55)],
    ]),
    linearGradient('blob', [
      [0, C.light],
      [1, mix(C.light, C.teal, 0.14)],
    ]),
  ];
}

/** A small grid of dots, used as quiet decoration. */
export function dotGrid(x: number, y: number, cols: number, rows: number, gap = 22, color: string = C.teal): string {
  // Zero-length segments with round caps: one short path instead of many circles.
  let dots = '';
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) dots += d`M${x + c * gap} ${y + r * gap}h0`;
  return stroke(dots, color, 6.4, { opacity: 0.22 });
}

export function plusSign(x: number, y: number, size: number, color: string = C.teal, opacity = 0.35): string {
  const a = size / 2;
  const b = size / 6;
  return path(
    d`M${x - b} ${y - a}H${x + b}V${y - b}H${x + a}V${y + b}H${x + b}V${y + a}H${x - b}V${y + b}H${x - a}V${y - b}H${x - b}Z`,
    color,
    { opacity },
  );
}

export function ring(x: number, y: number, r: number, color: string = C.amber, opacity = 0.5): string {
  return circle(x, y, r, 'none', { stroke: color, 'stroke-width': Math.max(3, r / 4), opacity });
}

export interface BackgroundOptions {
  seed: number;
  /** Centre and radii of the main blob. */
  blob?: [number, number, number, number];
  /** Colour of the main blob (default: the light-teal gradient). */
  blobFill?: string;
  decorations?: boolean;
}

/** Mint backdrop, a large soft blob, and a few quiet decorations. */
export function sceneBackground(w: number, h: number, o: BackgroundOptions): Child[] {
  const random = rng(o.seed * 7 + 3);
  const [bx, by, brx, bry] = o.blob ?? [w / 2, h / 2, w * 0.38, h * 0.4];
  const out: Child[] = [
    rect(0, 0, w, h, 'url(#bg)'),
    path(blobPath(bx, by, brx, bry, o.seed), o.blobFill ?? 'url(#blob)'),
  ];
  if (o.decorations !== false) {
    const s = Math.min(w, h);
    out.push(
      path(blobPath(w * (0.08 + random() * 0.08), h * (0.78 + random() * 0.1), s * 0.1, s * 0.1, o.seed + 1), C.light, {
        opacity: 0.7,
      }),
      dotGrid(w * 0.8, h * 0.07, 5, 4, s * 0.028),
      plusSign(w * 0.1, h * 0.14, s * 0.05),
      plusSign(w * 0.9, h * 0.82, s * 0.04, C.coral, 0.35),
      ring(w * (0.86 + random() * 0.04), h * 0.42, s * 0.018),
    );
  }
  return out;
}

/** A soft floor shadow under a figure or prop. */
export const floorShadow = (x: number, y: number, rx: number, ry = rx * 0.12): string =>
  ellipse(x, y, rx, ry, C.deep, { opacity: 0.1 });

/** A white card with an icon badge and placeholder lines (no text), as in app screenshots. */
export function floatingCard(
  x: number,
  y: number,
  w: number,
  h: number,
  iconName: IconName,
  accent: string = C.light,
  lines = 2,
): string {
  const r = Math.min(w, h) * 0.18;
  const badge = h * 0.32;
  const bars: Child[] = [];
  for (let i = 0; i < lines; i++) {
    const ly = y + h * (lines === 1 ? 0.5 : 0.36 + i * 0.28);
    bars.push(
      rect(
        x + badge * 2 + w * 0.08,
        ly - h * 0.06,
        (w - badge * 2 - w * 0.16) * (i ? 0.62 : 1),
        h * 0.12,
        i ? T.cloud : T.coatLine,
        h * 0.06,
      ),
    );
  }
  return g(
    {},
    rect(x + 4, y + 10, w, h, C.deep, r, { opacity: 0.08 }),
    rect(x, y, w, h, C.white, r),
    circle(x + w * 0.06 + badge, y + h / 2, badge, accent),
    icon(iconName, x + w * 0.06 + badge, y + h / 2, badge * 1.2),
    bars,
  );
}

/** Potted plant: pot bottom centre at (x, y), height about 3.4 * size. */
export function plant(x: number, y: number, size: number, pot: string = C.white, seed = 1): string {
  const random = rng(seed);
  const leaves: Child[] = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const a = -150 + (i * 120) / (count - 1) + (random() - 0.5) * 14;
    const len = size * (1.5 + random() * 0.9);
    const color = i % 3 === 0 ? C.deep : i % 3 === 1 ? C.teal : T.leaf;
    leaves.push(
      g(
        { transform: `translate(${Math.round(x)} ${Math.round(y - size * 1.05)}) rotate(${Math.round(a + 90)})` },
        path(
          d`M0 0C${size * 0.38} ${-len * 0.3} ${size * 0.3} ${-len * 0.8} 0 ${-len}C${-size * 0.3} ${-len * 0.8} ${-size * 0.38} ${-len * 0.3} 0 0Z`,
          color,
        ),
      ),
    );
  }
  return g(
    {},
    leaves,
    path(
      d`M${x - size * 0.62} ${y - size * 1.15}L${x + size * 0.62} ${y - size * 1.15}L${x + size * 0.48} ${y}L${x - size * 0.48} ${y}Z`,
      pot,
    ),
    rect(x - size * 0.7, y - size * 1.25, size * 1.4, size * 0.22, shade(pot, 0.08), size * 0.06),
  );
}

/** A window with sky, a soft cloud and a sill; (x, y) is its top-left corner. */
export function windowFrame(x: number, y: number, w: number, h: number): string {
  return g(
    {},
    rect(x - 10, y - 10, w + 20, h + 20, C.white, 14),
    rect(x, y, w, h, mix(C.light, C.white, 0.35), 8),
    path(
      d`M${x + w * 0.12} ${y + h * 0.42}c${w * 0.04} ${-h * 0.12} ${w * 0.2} ${-h * 0.14} ${w * 0.26} ${-h * 0.03}c${w * 0.1} ${-h * 0.03} ${w * 0.16} ${h * 0.05} ${w * 0.14} ${h * 0.1}H${x + w * 0.12}Z`,
      C.white,
      { opacity: 0.9 },
    ),
    path(
      d`M${x} ${y + h}L${x} ${y + h * 0.72}C${x + w * 0.2} ${y + h * 0.62} ${x + w * 0.34} ${y + h * 0.74} ${x + w * 0.5} ${y + h * 0.68}C${x + w * 0.7} ${y + h * 0.6} ${x + w * 0.86} ${y + h * 0.7} ${x + w} ${y + h * 0.64}L${x + w} ${y + h}Z`,
      tint(C.teal, 0.7),
    ),
    rect(x + w / 2 - 5, y, 10, h, C.white),
    rect(x, y + h * 0.5 - 5, w, 10, C.white),
    rect(x - 20, y + h + 6, w + 40, 14, shade(C.white, 0.06), 6),
  );
}

/** Abstract framed art (shapes only); (x, y) top-left. */
export function wallArt(x: number, y: number, w: number, h: number, accent: string = C.amber): string {
  return g(
    {},
    rect(x, y, w, h, C.white, 8, { stroke: T.coatLine, 'stroke-width': 6 }),
    rect(x + w * 0.12, y + h * 0.12, w * 0.76, h * 0.76, C.mint, 4),
    circle(x + w * 0.64, y + h * 0.38, Math.min(w, h) * 0.14, accent, { opacity: 0.85 }),
    path(
      d`M${x + w * 0.12} ${y + h * 0.88}L${x + w * 0.38} ${y + h * 0.5}L${x + w * 0.58} ${y + h * 0.72}L${x + w * 0.7} ${y + h * 0.6}L${x + w * 0.88} ${y + h * 0.88}Z`,
      C.teal,
    ),
  );
}

export function wallClock(x: number, y: number, r: number): string {
  return g(
    {},
    circle(x, y, r, C.white, { stroke: C.deep, 'stroke-width': r * 0.14 }),
    stroke(d`M${x} ${y - r * 0.55}L${x} ${y}L${x + r * 0.4} ${y + r * 0.2}`, C.navy, r * 0.1),
    circle(x, y, r * 0.08, C.coral),
  );
}

/** A desk seen from the front: top at y, centred on x. */
export function desk(
  x: number,
  y: number,
  w: number,
  h: number,
  top: string = C.white,
  front: string = mix(C.amber, C.white, 0.66),
): string {
  return g(
    {},
    rect(x - w / 2 + 30, y + 18, w - 60, h - 18, front, 10),
    rect(x - w / 2 + 30, y + 18, w - 60, 18, shade(front, 0.12)),
    rect(x - w / 2, y, w, 26, top, 10, { stroke: T.coatLine, 'stroke-width': 3 }),
    rect(x + w * 0.12, y + h * 0.3, w * 0.26, h * 0.2, tint(front, 0.35), 6),
    rect(x + w * 0.22, y + h * 0.37, w * 0.06, 8, shade(front, 0.2), 4),
  );
}

/** A simple table with legs; top at y. */
export function table(x: number, y: number, w: number, h: number, top: string = C.white): string {
  return g(
    {},
    rect(x - w / 2 + 20, y + 20, 16, h - 20, T.slate, 6),
    rect(x + w / 2 - 36, y + 20, 16, h - 20, T.slate, 6),
    rect(x - w / 2, y, w, 24, top, 10, { stroke: T.coatLine, 'stroke-width': 3 }),
  );
}

/** Back of an office chair seen from the front, drawn behind a seated person; centre x, top y. */
export function chairBack(x: number, y: number, w: number, h: number, color: string = C.deep): string {
  return g(
    {},
    rect(x - w / 2, y, w, h, color, w * 0.22),
    rect(x - w / 2 + 14, y + 14, w - 28, h - 40, shade(color, -0.2), w * 0.18, { opacity: 0.25 }),
  );
}

/** A waiting-room chair seen from the front; bottom centre at (x, y). */
export function chair(x: number, y: number, s: number, color: string = C.teal): string {
  return g(
    {},
    rect(x - 60 * s, y - 230 * s, 120 * s, 130 * s, color, 24 * s),
    rect(x - 72 * s, y - 118 * s, 144 * s, 34 * s, shade(color, 0.12), 14 * s),
    rect(x - 62 * s, y - 86 * s, 10 * s, 86 * s, T.slate, 4 * s),
    rect(x + 52 * s, y - 86 * s, 10 * s, 86 * s, T.slate, 4 * s),
  );
}

/** A sofa seen from the front; bottom centre at (x, y), width w. */
export function sofa(x: number, y: number, w: number, color: string = C.teal): string {
  const h = w * 0.42;
  return g(
    {},
    rect(x - w / 2 + 20, y - h, w - 40, h * 0.62, shade(color, 0.06), 26),
    rect(x - w / 2 + 30, y - h * 0.5, w - 60, h * 0.32, tint(color, 0.12), 18),
    rect(x - w / 2, y - h * 0.72, 60, h * 0.64, color, 24),
    rect(x + w / 2 - 60, y - h * 0.72, 60, h * 0.64, color, 24),
    rect(x - w / 2 + 30, y - h * 0.22, w - 60, h * 0.16, shade(color, 0.14), 8),
    rect(x - w / 2 + 36, y - h * 0.08, 12, h * 0.08, T.slate, 3),
    rect(x + w / 2 - 48, y - h * 0.08, 12, h * 0.08, T.slate, 3),
  );
}

/** The two arms of sofa(): draw them again after a seated person so the person sits between them. */
export function sofaArms(x: number, y: number, w: number, color: string = C.teal): string {
  const h = w * 0.42;
  return g(
    {},
    rect(x - w / 2, y - h * 0.72, 60, h * 0.64, color, 24),
    rect(x + w / 2 - 60, y - h * 0.72, 60, h * 0.64, color, 24),
  );
}

/** A floor lamp; bottom centre (x, y). */
export function floorLamp(x: number, y: number, h: number): string {
  return g(
    {},
    rect(x - 3, y - h + 60, 6, h - 60, T.slate),
    ellipse(x, y - 4, 34, 8, T.slate),
    path(d`M${x - 44} ${y - h + 70}L${x - 26} ${y - h}L${x + 26} ${y - h}L${x + 44} ${y - h + 70}Z`, T.softAmber),
  );
}

/** A low cabinet with doors and a few files on top; bottom-left (x, y). */
export function cabinet(x: number, y: number, w: number, h: number): string {
  const files: Child[] = [];
  const colors = [C.teal, C.amber, C.light, C.deep, C.coral];
  for (let i = 0; i < 5; i++)
    files.push(rect(x + 20 + i * 24, y - h - 70 + (i % 2) * 8, 20, 70 - (i % 2) * 8, colors[i] ?? C.teal, 4));
  return g(
    {},
    files,
    rect(x, y - h, w, h, C.white, 10, { stroke: T.coatLine, 'stroke-width': 4 }),
    stroke(d`M${x + w / 2} ${y - h + 14}L${x + w / 2} ${y - 14}`, T.coatLine, 4),
    rect(x + w / 2 - 22, y - h / 2 - 14, 8, 28, T.slate, 4),
    rect(x + w / 2 + 14, y - h / 2 - 14, 8, 28, T.slate, 4),
  );
}

/** Shelves with binders and a small plant; top-left (x, y). */
export function shelves(x: number, y: number, w: number, rows = 2): string {
  const out: Child[] = [];
  const colors = [C.teal, C.light, C.deep, C.amber, T.coatLine, C.coral];
  for (let r = 0; r < rows; r++) {
    const sy = y + (r + 1) * 110;
    out.push(rect(x, sy, w, 12, C.white, 4, { stroke: T.coatLine, 'stroke-width': 3 }));
    let bx = x + 16;
    for (let i = 0; i < 5 + r; i++) {
      const bw = 20 + ((i * 7 + r * 3) % 3) * 6;
      const bh = 64 + ((i * 5 + r) % 3) * 12;
      if (bx + bw > x + w - 70) break;
      out.push(rect(bx, sy - bh, bw, bh, colors[(i + r * 2) % colors.length] ?? C.teal, 4));
      bx += bw + 5;
    }
  }
  out.push(plant(x + w - 36, y + 110, 22, C.white, 5));
  return g({}, out);
}

/** Examination couch with a raised head end and a pillow; bottom centre (x, y), width w. */
export function examCouch(x: number, y: number, w: number): string {
  const l = x - w / 2;
  return g(
    {},
    rect(l + 30, y - 120, 14, 120, T.slate, 5),
    rect(x + w / 2 - 44, y - 120, 14, 120, T.slate, 5),
    rect(l + 30, y - 40, w - 60, 10, T.silver, 5),
    rect(l, y - 160, w, 46, C.teal, 18),
    path(
      d`M${l + 8} ${y - 150}L${l + 20} ${y - 250}C${l + 24} ${y - 266} ${l + 40} ${y - 270} ${l + 52} ${y - 262}L${l + 150} ${y - 160}Z`,
      shade(C.teal, 0.1),
    ),
    rect(l + 100, y - 178, w - 120, 22, C.white, 11),
    ellipse(l + 60, y - 222, 20, 46, C.white, { transform: `rotate(-36 ${Math.round(l + 60)} ${y - 222})` }),
  );
}

/** Soft curtain on a rail; top-left (x, y). */
export function curtain(x: number, y: number, w: number, h: number, color: string = C.light): string {
  const folds: Child[] = [];
  for (let i = 1; i < 5; i++)
    folds.push(
      stroke(
        d`M${x + (w / 5) * i} ${y + 16}L${x + (w / 5) * i + (i % 2 ? 6 : -6)} ${y + h - 10}`,
        shade(color, 0.08),
        5,
      ),
    );
  return g(
    {},
    rect(x - 10, y, w + 20, 10, T.slate, 5),
    path(
      d`M${x} ${y + 10}L${x + w} ${y + 10}L${x + w + 10} ${y + h}Q${x + w / 2} ${y + h + 14} ${x - 10} ${y + h}Z`,
      color,
    ),
    folds,
  );
}

/** A whiteboard on an easel with a chart drawn as shapes; top-left (x, y). */
export function whiteboard(x: number, y: number, w: number, h: number, content: Child): string {
  return g(
    {},
    stroke(
      d`M${x + w * 0.2} ${y + h}L${x + w * 0.1} ${y + h + 170}M${x + w * 0.8} ${y + h}L${x + w * 0.9} ${y + h + 170}M${x + w / 2} ${y + h}L${x + w / 2} ${y + h + 150}`,
      T.slate,
      10,
    ),
    rect(x - 10, y - 10, w + 20, h + 20, T.slate, 12),
    rect(x, y, w, h, C.white, 6),
    content,
    rect(x + w * 0.1, y + h + 6, w * 0.8, 10, T.silver, 5),
  );
}

/** Canopy tent for a health camp; (x, y) bottom centre, width w. */
export function tent(x: number, y: number, w: number, h: number): string {
  const scallops: Child[] = [];
  const n = 6;
  const sw = w / n;
  for (let i = 0; i < n; i++)
    scallops.push(
      path(
        d`M${x - w / 2 + i * sw} ${y - h}L${x - w / 2 + (i + 1) * sw} ${y - h}L${x - w / 2 + (i + 1) * sw} ${y - h + 24}Q${x - w / 2 + (i + 0.5) * sw} ${y - h + 56} ${x - w / 2 + i * sw} ${y - h + 24}Z`,
        i % 2 ? C.white : C.teal,
      ),
    );
  const stripes: Child[] = [];
  for (let i = 0; i < n; i++)
    stripes.push(
      path(
        d`M${x} ${y - h - 140}L${x - w / 2 + i * sw} ${y - h}L${x - w / 2 + (i + 1) * sw} ${y - h}Z`,
        i % 2 ? C.white : C.teal,
      ),
    );
  return g(
    {},
    rect(x - w / 2 + 6, y - h, 12, h, T.slate, 4),
    rect(x + w / 2 - 18, y - h, 12, h, T.slate, 4),
    stripes,
    scallops,
    circle(x, y - h - 140, 10, C.amber),
  );
}

/** A friendly school building; bottom centre (x, y). */
export function school(x: number, y: number, w: number): string {
  const h = w * 0.55;
  const windows: Child[] = [];
  for (let i = 0; i < 4; i++) {
    const wx = x - w / 2 + w * 0.1 + i * w * 0.22 + (i > 1 ? w * 0.08 : 0);
    windows.push(
      rect(wx, y - h * 0.62, w * 0.12, h * 0.2, C.light, 6),
      rect(wx, y - h * 0.32, w * 0.12, h * 0.2, C.light, 6),
    );
  }
  return g(
    {},
    rect(x - w / 2, y - h * 0.82, w, h * 0.82, tint(C.amber, 0.62), 6),
    path(d`M${x - w / 2 - 20} ${y - h * 0.8}L${x} ${y - h * 1.08}L${x + w / 2 + 20} ${y - h * 0.8}Z`, C.coral),
    windows,
    rect(x - w * 0.07, y - h * 0.4, w * 0.14, h * 0.4, C.deep, 8),
    circle(x, y - h * 0.9, w * 0.04, C.white),
    stroke(
      d`M${x} ${y - h * 0.9}L${x} ${y - h * 0.92 - w * 0.025}M${x} ${y - h * 0.9}L${x + w * 0.02} ${y - h * 0.9}`,
      C.navy,
      3,
    ),
    rect(x - w / 2 - 30, y - 6, w + 60, 10, T.coatLine, 4),
  );
}

/** A reception counter; bottom centre (x, y). */
export function counter(x: number, y: number, w: number, h: number): string {
  return g(
    {},
    rect(x - w / 2, y - h, w, h, C.white, 12, { stroke: T.coatLine, 'stroke-width': 4 }),
    rect(x - w / 2 + 20, y - h + 40, w - 40, h - 60, T.lightWood, 10),
    rect(x - w / 2 - 14, y - h - 12, w + 28, 26, C.teal, 10),
    circle(x, y - h / 2 + 10, h * 0.16, C.white),
    icon('medCross', x, y - h / 2 + 10, h * 0.24),
  );
}

/** Floor band at the bottom of an interior scene. */
export function floor(w: number, h: number, y: number, color: string = mix(C.light, C.white, 0.3)): string {
  return g({}, rect(0, y, w, h - y, color), rect(0, y, w, 8, shade(color, 0.06)));
}

/** Interior wall with a skirting line. */
export function wall(w: number, y: number, color: string = C.mint): string {
  return rect(0, 0, w, y, color);
}

/** A rounded tree; bottom centre (x, y), height h. */
export function tree(x: number, y: number, h: number, seed = 1): string {
  const r = h * 0.3;
  return g(
    {},
    rect(x - h * 0.035, y - h * 0.5, h * 0.07, h * 0.5, T.wood, h * 0.03),
    path(blobPath(x, y - h * 0.66, r, r * 1.1, seed, 0.2), T.leaf),
    path(blobPath(x - r * 0.3, y - h * 0.72, r * 0.55, r * 0.6, seed + 1, 0.2), mix(T.leaf, C.white, 0.18)),
  );
}

export function sun(x: number, y: number, r: number): string {
  return g({}, circle(x, y, r * 1.5, C.amber, { opacity: 0.15 }), circle(x, y, r, mix(C.amber, C.white, 0.25)));
}

/** Grass or ground band with a soft curve; top at y. */
export function ground(w: number, h: number, y: number, color: string = mix(C.light, C.teal, 0.12)): string {
  return path(d`M0 ${y + 20}C${w * 0.3} ${y - 20} ${w * 0.7} ${y + 30} ${w} ${y}L${w} ${h}L0 ${h}Z`, color);
}
