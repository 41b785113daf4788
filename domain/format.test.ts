import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatCount,
  formatDate,
  formatDecimals,
  formatDurationMs,
  formatJersey,
  formatPercent,
  formatSpeed,
  hour24,
  intensitySummary,
  mphFromFps,
  mphFromYps,
  padTimeField,
  truncate,
  ypsFromMph,
} from './format';

describe('dates (01 §9)', () => {
  const afternoon = new Date(2024, 2, 5, 14, 7, 9);
  const morning = new Date(2024, 10, 23, 0, 5);

  it('formats the spec patterns in local time', () => {
    expect(formatDate(afternoon, DATE_FORMATS.slashDate)).toBe('2024/3/5');
    expect(formatDate(afternoon, DATE_FORMATS.usDate)).toBe('03/05/2024');
    expect(formatDate(afternoon, DATE_FORMATS.time)).toBe('02:07PM');
    expect(formatDate(afternoon, DATE_FORMATS.full)).toBe('March 5, 2024, 2:07PM');
    expect(formatDate(morning, DATE_FORMATS.full)).toBe('November 23, 2024, 12:05AM');
    expect(formatDate(morning, DATE_FORMATS.compactMinute)).toBe('202411230005');
    expect(formatDate(afternoon, DATE_FORMATS.clock)).toBe('14:07:09');
  });

  it('formats for another zone given its offset', () => {
    const utcNoon = Date.UTC(2024, 6, 4, 12, 0);
    expect(formatDate(utcNoon, DATE_FORMATS.time, 240)).toBe('08:00AM');
    expect(formatDate(utcNoon, DATE_FORMATS.time, 0)).toBe('12:00PM');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDate(Number.NaN, DATE_FORMATS.usDate)).toBe('-');
  });
});

describe('numbers', () => {
  it('shows decimals and a dash for missing values', () => {
    expect(formatSpeed(18.456)).toBe('18.5');
    expect(formatSpeed(18.456, 2)).toBe('18.46');
    expect(formatCount(12.6)).toBe('13');
    expect(formatDecimals(undefined, 1)).toBe('-');
    expect(formatDecimals(null, 1)).toBe('-');
    expect(formatDecimals(Number.POSITIVE_INFINITY, 1)).toBe('-');
  });

  it('shows percentages only when whole and non-negative', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(85.5)).toBe('-');
    expect(formatPercent(-3)).toBe('-');
  });

  it('shows durations as HH:mm:ss', () => {
    expect(formatDurationMs(0)).toBe('00:00:00');
    expect(formatDurationMs(3_723_999)).toBe('01:02:03');
    expect(formatDurationMs(undefined)).toBe('-');
  });

  it('converts speeds', () => {
    expect(mphFromYps(1)).toBeCloseTo(2.04545, 5);
    expect(ypsFromMph(mphFromYps(7.3))).toBeCloseTo(7.3, 10);
    expect(mphFromFps(14.667)).toBeCloseTo(10, 3);
  });
});

describe('text', () => {
  it('truncates with an ellipsis past the limit', () => {
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('Walk-Through Tuesday', 18)).toBe('Walk-Through Tuesd...');
  });

  it('summarises intensities', () => {
    expect(intensitySummary([])).toBe('-');
    expect(intensitySummary(['Walk-Through'], 10)).toBe('Walk-Throu...');
    expect(intensitySummary(['Low', 'Padded', 'GD-2'])).toBe('Low +2');
    expect(intensitySummary(['Walk-Through', 'Padded'])).toBe('Multiple(2)');
  });

  it('cuts jerseys to 4 characters', () => {
    expect(formatJersey('12345')).toBe('1234');
    expect(formatJersey(7)).toBe('7');
    expect(formatJersey(undefined)).toBe('-');
  });

  it('converts picker hours and pads fields', () => {
    expect(hour24(12, 'AM')).toBe(0);
    expect(hour24(12, 'PM')).toBe(12);
    expect(hour24(3, 'PM')).toBe(15);
    expect(hour24(3, 'AM')).toBe(3);
    expect(padTimeField('7')).toBe('07');
    expect(padTimeField('4a5')).toBe('45');
  });
});
