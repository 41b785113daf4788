import { describe, expect, it } from 'vitest';
import { linksThatFit } from './useFittingLinks';

describe('linksThatFit', () => {
  const widths = [80, 70, 90, 60];
  // All four with gaps of 4: 300 + 12 = 312; with a More button of 50: 366.

  it('shows every link when they fit, with room for More only when More has links', () => {
    expect(linksThatFit(widths, 312, 4, 50, false)).toBe(4);
    expect(linksThatFit(widths, 312, 4, 50, true)).toBe(3);
    expect(linksThatFit(widths, 366, 4, 50, true)).toBe(4);
  });

  it('folds links from the end, leaving room for the More button', () => {
    // Three links and More: 240 + 50 + 3 gaps = 302; two and More: 150 + 50 + 2 gaps = 208.
    expect(linksThatFit(widths, 311, 4, 50, false)).toBe(3);
    expect(linksThatFit(widths, 302, 4, 50, false)).toBe(3);
    expect(linksThatFit(widths, 301, 4, 50, false)).toBe(2);
    expect(linksThatFit(widths, 208, 4, 50, false)).toBe(2);
  });

  it('keeps none in the row when not even one fits beside More', () => {
    expect(linksThatFit(widths, 100, 4, 50, false)).toBe(0);
    expect(linksThatFit([], 100, 4, 50, false)).toBe(0);
  });
});
