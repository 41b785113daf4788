import { describe, expect, it } from 'vitest';
import { settingsFrom, SettingsError } from './settings';

describe('settingsFrom', () => {
  it('reads a count, its fallback when not given, and refuses what is not one', () => {
    const settings = settingsFrom({ WORKERS: ' 3 ', NONE: '', HALF: '1.5', NEGATIVE: '-1' });
    expect(settings.count('WORKERS', 1)).toBe(3);
    expect(settings.count('NONE', 2)).toBe(2);
    expect(settings.count('MISSING', 0)).toBe(0);
    expect(() => settings.count('HALF', 1)).toThrow(
      new SettingsError('HALF=1.5 is not a whole number of at least 0.'),
    );
    expect(() => settings.count('NEGATIVE', 1)).toThrow(SettingsError);
    expect(() => settings.count('WORKERS', 1, 4)).toThrow(
      'WORKERS=3 is not a whole number of at least 4.',
    );
  });
});
