/** The ingest's batch rules: what a location engine's batch must be, and the reason it is refused. */
import { describe, expect, it } from 'vitest';
import { BALL_FIELD_MARGIN_YD, FIELD_MARGIN_YD, IngestRejected, validateBatch } from './ingest';

const T0 = Date.UTC(2026, 10, 24, 15);
const track = (entityId: string, xs: number[], ys: number[] = xs.map(() => 20)) => ({
  entityId,
  atMs: xs.map((_, i) => T0 + i * 100),
  xYd: xs,
  yYd: ys,
});

describe('ingest batch rules', () => {
  it('turns a good batch into typed columns, JSON arrays and typed arrays alike', () => {
    const [json] = validateBatch([track('p1', [10, 10.5, 11])]);
    expect(json?.atMs).toBeInstanceOf(Float64Array);
    expect(Array.from(json?.xYd ?? [])).toEqual([10, 10.5, 11]);
    const [typed] = validateBatch([
      {
        entityId: 'p1',
        atMs: Float64Array.of(T0, T0 + 100),
        xYd: Float32Array.of(1, 2),
        yYd: Float32Array.of(3, 4),
        zYd: Float32Array.of(0, 1),
      },
    ]);
    expect(Array.from(typed?.zYd ?? [])).toEqual([0, 1]);
  });

  it('refuses a batch naming the entity and the sample that breaks a rule', () => {
    const refused = (batch: Parameters<typeof validateBatch>[0]) => {
      try {
        validateBatch(batch);
      } catch (error) {
        expect(error).toBeInstanceOf(IngestRejected);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused([track('p1', [1, 2]), track('p1', [3])])).toMatch(
      /tracks\[1\] \(p1\): entity appears twice/,
    );
    expect(refused([{ ...track('p1', [1, 2]), yYd: [1] }])).toMatch(/must have the same length/);
    expect(refused([track('p1', [1, Number.NaN])])).toMatch(/sample 1 has a missing/);
    expect(refused([{ ...track('p1', [1, 2]), atMs: [T0, T0] }])).toMatch(
      /sample 1 at \d+ ms is not after the previous sample/,
    );
    expect(refused([track('p1', [1, 120 + FIELD_MARGIN_YD + 0.5])])).toMatch(
      /sample 1 at \(130.5, 20\) yd is outside the field/,
    );
  });

  it('lets a ball fly into the stands, a person not', () => {
    const y = -FIELD_MARGIN_YD - 8;
    expect(() => validateBatch([track('ball', [30, 31], [0, y])])).not.toThrow();
    expect(() => validateBatch([track('ball-2', [30, 31], [0, y])])).not.toThrow();
    expect(() => validateBatch([track('p7', [30, 31], [0, y])])).toThrow(/outside the field/);
    expect(() => validateBatch([track('ball', [30, 31], [0, -BALL_FIELD_MARGIN_YD - 1])])).toThrow(
      /outside the field/,
    );
  });
});
