import { describe, expect, it } from 'vitest';
import { isCalendarDay, parseTopic, topicName } from './topics';

describe('the Monitor topic of a day', () => {
  it('names a day and reads it back', () => {
    const name = topicName({ kind: 'monitor', day: '2026-11-30' });
    expect(name).toBe('monitor/2026-11-30');
    expect(parseTopic(name)).toEqual({ kind: 'monitor', day: '2026-11-30' });
  });

  it('keeps the bare name for today', () => {
    expect(topicName({ kind: 'monitor' })).toBe('monitor');
    expect(parseTopic('monitor')).toEqual({ kind: 'monitor' });
  });

  it.each([
    'monitor/2026-02-30',
    'monitor/2026-13-01',
    'monitor/2026-1-5',
    'monitor/26-11-30',
    'monitor/1999-12-31',
    'monitor/2100-01-01',
    'monitor/2026-11-30/x',
    'monitor/today',
    'monitor/*',
  ])('refuses %j', (name) => {
    expect(parseTopic(name)).toBeNull();
  });

  it('knows leap days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });
});
