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

describe('the Data Ops topic of a date range', () => {
  it('names a range and reads it back; the bare name is the last days', () => {
    const name = topicName({ kind: 'dataops', from: '2026-08-01', to: '2026-11-28' });
    expect(name).toBe('dataops/2026-08-01/2026-11-28');
    expect(parseTopic(name)).toEqual({ kind: 'dataops', from: '2026-08-01', to: '2026-11-28' });
    expect(parseTopic('dataops/2026-11-28/2026-11-28')).toEqual({
      kind: 'dataops',
      from: '2026-11-28',
      to: '2026-11-28',
    });
    expect(topicName({ kind: 'dataops' })).toBe('dataops');
  });

  it.each([
    'dataops/2026-11-28/2026-11-01',
    'dataops/2025-01-01/2026-11-28',
    'dataops/2026-02-30/2026-03-01',
    'dataops/2026-11-01',
    'dataops/2026-11-01/2026-11-02/x',
  ])('refuses %j', (name) => {
    expect(parseTopic(name)).toBeNull();
  });
});
