/**
 * Tiny SVG string builder shared by every artwork module.
 * Numbers are rounded to one decimal so the files stay small and the output is stable
 * (the same input always gives byte-identical files, so content hashes do not churn).
 */

export type Child = string | number | false | null | undefined | Child[];
export type Attrs = Record<string, string | number | false | null | undefined>;

/** Round to whole numbers (one decimal below 10, where it shows) and drop a trailing ".0". */
export function num(value: number): string {
  const rounded = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function flatten(children: Child[]): string {
  let out = '';
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (Array.isArray(child)) out += flatten(child);
    else out += typeof child === 'number' ? num(child) : child;
  }
  return out;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Builds one element; falsy attributes are left out, numbers are rounded. */
export function el(tag: string, attrs: Attrs = {}, ...children: Child[]): string {
  let head = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    head += ` ${key}="${escapeAttr(typeof value === 'number' ? num(value) : value)}"`;
  }
  const body = flatten(children);
  return body ? `${head}>${body}</${tag}>` : `${head}/>`;
}

export const g = (attrs: Attrs, ...children: Child[]): string => el('g', attrs, ...children);

/** A group moved to (x, y), scaled by s and optionally rotated by r degrees. */
export function at(x: number, y: number, s: number, ...children: Child[]): string {
  return g({ transform: transform(x, y, s) }, ...children);
}

export function transform(x: number, y: number, s = 1, r = 0, flip = false): string {
  let t = `translate(${num(x)} ${num(y)})`;
  if (r) t += ` rotate(${num(r)})`;
  if (s !== 1 || flip) t += ` scale(${flip ? num(-s) + ' ' : ''}${num(s)})`;
  return t;
}

/**
 * Path data from a template literal: every interpolated number is rounded.
 * Usage: d`M${x} ${y}L${x2} ${y2}`.
 */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').trim();
}

export const path = (dAttr: string, fill: string, extra: Attrs = {}): string =>
  el('path', { d: dAttr, fill, ...extra });

/** A stroked path. Round caps and joins come from the root <svg> (see svgDoc). */
export const stroke = (dAttr: string, color: string, width: number, extra: Attrs = {}): string =>
  el('path', { d: dAttr, fill: 'none', stroke: color, 'stroke-width': width, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  width: number,
  extra: Attrs = {},
): string => el('path', { d: d`M${x1} ${y1}L${x2} ${y2}`, stroke: color, 'stroke-width': width, ...extra });

export const polygon = (points: Array<[number, number]>, fill: string, extra: Attrs = {}): string =>
  el('path', { d: 'M' + points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L') + 'Z', fill, ...extra });

export function linearGradient(id: string, stops: Array<[number, string, number?]>, vertical = true): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    stops.map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
    ),
  );
}

export function radialGradient(id: string, stops: Array<[number, string, number?]>): string {
  return el(
    'radialGradient',
    { id },
    stops.map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity }),
    ),
  );
}

/**
 * Safe size reductions on finished markup: #AABBCC becomes #abc, and neighbouring stroke-only
 * paths with identical attributes (and no opacity, where overlaps would show) become one path.
 */
export function compact(svg: string): string {
  let out = svg.replace(/#([0-9A-F])\1([0-9A-F])\2([0-9A-F])\3\b/gi, (_m, r: string, g2: string, b: string) =>
    `#${r}${g2}${b}`.toLowerCase(),
  );
  const pair = /<path d="([^"]*)" (fill="none" [^>]*?)\/><path d="([^"]*)" \2\/>/g;
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(pair, (match, d1: string, rest: string, d2: string) =>
      rest.includes('opacity') ? match : `<path d="${d1}${d2}" ${rest}/>`,
    );
  }
  return out;
}

/** A complete SVG document with explicit width, height and viewBox. */
export function svgDoc(width: number, height: number, body: Child[], defs: Child[] = []): string {
  const defsText = flatten(defs);
  return compact(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" stroke-linecap="round" stroke-linejoin="round">` +
      (defsText ? `<defs>${defsText}</defs>` : '') +
      flatten(body) +
      '</svg>\n',
  );
}

/** Deterministic pseudo-random numbers (mulberry32), so every run draws the same picture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A smooth closed path through points (Catmull-Rom turned into cubic Beziers). */
export function smoothClosed(points: Array<[number, number]>): string {
  const count = points.length;
  const pt = (i: number): [number, number] => points[((i % count) + count) % count] as [number, number];
  let out = `M${num(pt(0)[0])} ${num(pt(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = pt(i - 1);
    const [x1, y1] = pt(i);
    const [x2, y2] = pt(i + 1);
    const [x3, y3] = pt(i + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    out += `C${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(x2)} ${num(y2)}`;
  }
  return out + 'Z';
}

/** An organic blob around (cx, cy): rx/ry radii, wobble 0..1, seeded. */
export function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  seed: number,
  wobble = 0.18,
  points = 7,
): string {
  const random = rng(seed);
  const pts: Array<[number, number]> = [];
  const offset = random() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const angle = offset + (i / points) * Math.PI * 2;
    const k = 1 - wobble / 2 + random() * wobble;
    pts.push([cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k]);
  }
  return smoothClosed(pts);
}
