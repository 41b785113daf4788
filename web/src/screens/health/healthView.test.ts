import { describe, expect, it } from 'vitest';
import {
  entityCounts,
  entityMatcher,
  localInputValue,
  parseLocalInput,
  readInstant,
  silentSensors,
  summaryRows,
  utcClock,
} from './healthView';
import type { HealthSensor, HealthTag } from '../../../../domain';

const tag = (entity_id: string, type: string): HealthTag => ({
  entity_id,
  type,
  last_time: 0,
  age: 0,
});

describe('health view', () => {
  it('lists T, D, P, N and Total with percents to 2 decimals', () => {
    const rows = summaryRows({
      tcount: 1751,
      dcount: 161,
      pcount: 322,
      ncount: 624,
      totalcount: 2858,
      tpercent: 61.27,
      dpercent: 5.6,
      ppercent: 11.27,
      npercent: 21.83,
    });
    expect(rows.map((r) => [r.kind, r.count, r.percent])).toEqual([
      ['T', 1751, '61.27%'],
      ['D', 161, '5.60%'],
      ['P', 322, '11.27%'],
      ['N', 624, '21.83%'],
      ['Total', 2858, '100.00%'],
    ]);
    expect(summaryRows(undefined).map((r) => r.percent)).toEqual(Array(5).fill('0.00%'));
  });

  it('flags silent sensors, longest silence first', () => {
    const sensor = (id: string, age: number, stale: boolean): HealthSensor => ({
      id,
      location: '',
      last_time: 0,
      age,
      t_total: 0,
      n_total: 0,
      stale,
    });
    expect(
      silentSensors([sensor('R1', 1, false), sensor('R2', 8, true), sensor('R3', 30, true)]).map(
        (s) => s.id,
      ),
    ).toEqual(['R3', 'R2']);
  });

  it('filters entities by a case-insensitive regex, literally when it is no regex', () => {
    const tags = [tag('P-12', 'player'), tag('ball-3', 'ball'), tag('tag-77', 'unknown')];
    expect(tags.filter(entityMatcher('^p-')).map((t) => t.entity_id)).toEqual(['P-12']);
    expect(tags.filter(entityMatcher('BALL')).map((t) => t.entity_id)).toEqual(['ball-3']);
    expect(tags.filter(entityMatcher('  ')).length).toBe(3);
    expect(tags.filter(entityMatcher('ball-(')).length).toBe(0);
    expect(tags.filter(entityMatcher('7|12')).map((t) => t.entity_id)).toEqual(['P-12', 'tag-77']);
    expect(entityCounts(tags)).toEqual({ players: 1, balls: 1, unknown: 1 });
  });

  it('runs the entity filter on the linear-time engine, not a backtracking one', () => {
    let reads = 0;
    const id = Object.assign(new String(`${'a'.repeat(25)}!`), {
      charCodeAt(this: string, index: number) {
        reads++;
        return String.prototype.charCodeAt.call(this, index);
      },
    });
    const slow = { ...tag('x', 'ball'), entity_id: id as unknown as string };
    expect(entityMatcher('(a+)+$')(slow)).toBe(false);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(4 * id.length);
  });

  it('writes and reads the clocks', () => {
    const at = new Date(2026, 10, 30, 23, 59, 30).getTime();
    expect(localInputValue(at)).toBe('2026-11-30T23:59:30');
    expect(parseLocalInput('2026-11-30T23:59:30')).toBe(at);
    expect(parseLocalInput('2026-11-30T23:59')).toBe(at - 30_000);
    expect(parseLocalInput('2026-11-30')).toBeNull();
    expect(utcClock(Date.UTC(2026, 10, 26, 9, 5, 7))).toBe('09:05:07 UTC');
    expect(readInstant(10_999)).toBe(10_000);
    expect(readInstant(12_000)).toBe(12_000);
  });
});
