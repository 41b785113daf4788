import { describe, expect, it } from 'vitest';
import { layMarks, MARK_LABEL_PX } from './velocityMarks';

const MIN_MS = 60_000;

describe('layMarks', () => {
  it('numbers the marks in time order and writes no two numbers closer than a label', () => {
    // Periods 10 s apart on an hour's graph 600 px wide: 1.7 px apart.
    const marks = [
      { atMs: 20_000, label: 'Individual' },
      { atMs: 0, label: 'Warmup' },
      { atMs: 10_000, label: 'Stretch' },
      { atMs: 30 * MIN_MS, label: 'Team' },
    ];
    const laid = layMarks(marks, 0, 60 * MIN_MS, 600);
    expect(laid.map((m) => [m.number, m.label, m.labelled])).toEqual([
      [1, 'Warmup', true],
      [2, 'Stretch', false],
      [3, 'Individual', false],
      [4, 'Team', true],
    ]);
    const written = laid.filter((m) => m.labelled).map((m) => (m.atMs / (60 * MIN_MS)) * 600);
    for (let i = 1; i < written.length; i++)
      expect((written[i] ?? 0) - (written[i - 1] ?? 0)).toBeGreaterThanOrEqual(MARK_LABEL_PX);
  });

  it('writes every number where the graph leaves room, fewer on a narrow one', () => {
    const marks = Array.from({ length: 12 }, (_, i) => ({ atMs: i * 5 * MIN_MS, label: `P${i}` }));
    expect(layMarks(marks, 0, 60 * MIN_MS, 800).every((m) => m.labelled)).toBe(true);
    const narrow = layMarks(marks, 0, 60 * MIN_MS, 250);
    expect(narrow.filter((m) => m.labelled).length).toBeLessThan(12);
    expect(narrow[0]?.labelled).toBe(true);
  });

  it('writes none on a graph without width or time', () => {
    expect(layMarks([{ atMs: 5, label: 'a' }], 5, 5, 600)[0]?.labelled).toBe(false);
    expect(layMarks([{ atMs: 5, label: 'a' }], 0, 10, 0)[0]?.labelled).toBe(false);
  });
});
