/** The clinic palette. Every colour in the artwork is one of these or a mix of two of them. */
export const C = {
  teal: '#0F766E',
  deep: '#115E59',
  light: '#CCFBF1',
  mint: '#F0FDFA',
  amber: '#F59E0B',
  coral: '#FB7185',
  navy: '#0F172A',
  white: '#FFFFFF',
} as const;

/** Natural skin tones, from deep to light. */
export const SKIN = ['#8D5524', '#C68642', '#E0AC69', '#F1C27D'] as const;
export type Skin = (typeof SKIN)[number];

/** Natural hair colours (black, dark brown, brown, salt-and-pepper, grey, white-grey). */
export const HAIR = {
  black: '#1C1917',
  darkBrown: '#2E211B',
  brown: '#4A3226',
  salt: '#6B6F76',
  grey: '#A3A8AF',
  white: '#D9DCE0',
} as const;

function parse(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes colour a toward colour b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`.toUpperCase();
}

/** Frequently used derived tints. */
export const T = {
  coatShade: mix(C.light, C.teal, 0.12),
  coatLine: mix(C.light, C.teal, 0.35),
  midTeal: mix(C.teal, C.light, 0.45),
  paleTeal: mix(C.light, C.mint, 0.5),
  slate: mix(C.navy, C.white, 0.45),
  silver: mix(C.navy, C.white, 0.78),
  cloud: mix(C.navy, C.white, 0.92),
  softCoral: mix(C.coral, C.white, 0.55),
  softAmber: mix(C.amber, C.white, 0.6),
  wood: mix(C.amber, C.navy, 0.38),
  lightWood: mix(C.amber, C.white, 0.45),
  leaf: mix(C.teal, C.amber, 0.22),
  leafDark: C.deep,
} as const;

export const shade = (color: string, t = 0.18): string => mix(color, C.navy, t);
export const tint = (color: string, t = 0.3): string => mix(color, C.white, t);
