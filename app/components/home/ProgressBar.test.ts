import { describe, expect, it } from 'vitest';
import { clampPercent, progressBand } from './ProgressBar';

describe('skill progress bar', () => {
  it('clamps the percentage to 0..100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(75)).toBe(75);
  });

  it('names the colour band: under 25 poor, under 50 fair, under 70 good, otherwise excellent', () => {
    expect([0, 24, 25, 49, 50, 69, 70, 100].map(progressBand)).toEqual([
      'poor',
      'poor',
      'fair',
      'fair',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
  });
});
