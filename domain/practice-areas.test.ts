import { describe, expect, it } from 'vitest';
import {
  areaImageError,
  areaNameError,
  canSaveProfile,
  coordinateValue,
  defaultProfileLeague,
  editedAreaName,
  feetValue,
  isCoordinateText,
  isLatLngText,
  normalizeAreaRect,
} from './practice-areas';

describe('practice areas (03 §5)', () => {
  it('refuses images over 4 MB', () => {
    expect(areaImageError(4 * 1024 * 1024)).toBeNull();
    expect(areaImageError(4 * 1024 * 1024 + 1)).toBe('Images must be smaller than 4mb.');
  });

  it('wants a unique name, except the area being edited', () => {
    expect(areaNameError('Main Field', ['main field', 'Bubble'])).toBe(
      'There is already a field with that name.',
    );
    expect(areaNameError('Main Field', ['Main Field'], 'Main Field')).toBeNull();
    expect(areaNameError('Annex', ['Main Field'])).toBeNull();
    expect(editedAreaName('Bubble', 'Bubble')).toBeUndefined();
    expect(editedAreaName('Bubble', 'Dome')).toBe('Dome');
  });

  it('accepts coordinates of 9 integer digits and 2 decimals, clamped to the image', () => {
    expect(isCoordinateText('123456789.12')).toBe(true);
    expect(isCoordinateText('1234567890')).toBe(false);
    expect(isCoordinateText('1.234')).toBe(false);
    expect(coordinateValue('', 500)).toBe(0);
    expect(coordinateValue('900', 500)).toBe(500);
  });

  it('clamps and swaps rectangles', () => {
    expect(
      normalizeAreaRect({ x0: 700, y0: 200, x1: 100, y1: -5 }, { width: 600, height: 300 }),
    ).toEqual({
      x0: 100,
      y0: 0,
      x1: 600,
      y1: 200,
    });
  });

  it('rounds feet to 2 decimals and accepts a lone minus in coordinates', () => {
    expect(feetValue('569.456')).toBe(569.46);
    expect(feetValue('wide')).toBeUndefined();
    expect(isLatLngText('-')).toBe(true);
    expect(isLatLngText('-41.5')).toBe(true);
    expect(isLatLngText('4a')).toBe(false);
  });
});

describe('profiles (03 §5)', () => {
  it('needs name, team, site and periods', () => {
    const profile = { profileName: 'Tuesday', teamId: '1050', siteId: 3, drills: [{}] };
    expect(canSaveProfile(profile)).toBe(true);
    expect(canSaveProfile({ ...profile, drills: [] })).toBe(false);
    expect(canSaveProfile({ ...profile, profileName: ' ' })).toBe(false);
  });

  it('opens college staff on NCAA-FBS', () => {
    const college = {
      insightRole: 'user',
      teamRole: '',
      sbRole: 'college' as const,
      league: 'ncaa-mlax',
      teamId: '19410',
      permissions: ['league.*.teamId.*.w'],
    };
    expect(defaultProfileLeague(college)).toBe('ncaa-fbs');
    expect(defaultProfileLeague({ ...college, sbRole: 'write', league: 'nfl' })).toBe('nfl');
  });
});
