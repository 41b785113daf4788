import { describe, expect, it } from 'vitest';
import {
  bulkExportError,
  canCreatePracticeForm,
  canSaveRemovedPlays,
  createPracticeStars,
  flagMoreError,
  futureStartError,
  ignoreLeadingSpace,
  isActiveAlertValue,
  isBlankName,
  isNameLike,
  isNflIdInvalid,
  isNonNegativeNumber,
  isNoteAtLimit,
  isPlayIdInvalid,
  isValidAlertValue,
  isZoneSpeedSet,
  jerseyForMatch,
  jerseyInput,
  nestsDeeperThan,
  keepZoneSpeedChars,
  matchesFilter,
  normalizeNote,
  practiceSaveError,
  type CreatePracticeForm,
} from './validation';

describe('names and numbers (01 §5)', () => {
  it('accepts letters, digits, space, underscore, hyphen and en dash only', () => {
    expect(isNameLike('Team_1 - Red – Blue')).toBe(true);
    expect(isNameLike('Pads!')).toBe(false);
    expect(isNameLike('a/b')).toBe(false);
  });

  it('treats empty and a single space as a blank name', () => {
    expect(isBlankName(' ')).toBe(true);
    expect(isBlankName('')).toBe(true);
    expect(isBlankName('A')).toBe(false);
    expect(ignoreLeadingSpace(' Team')).toBe('Team');
  });

  it('checks non-negative numbers', () => {
    expect(isNonNegativeNumber('12.5')).toBe(true);
    expect(isNonNegativeNumber('-1')).toBe(false);
    expect(isNonNegativeNumber('1e3')).toBe(false);
    expect(isNonNegativeNumber(0)).toBe(true);
  });
});

describe('notes and alert values (02 §5)', () => {
  it('resets a lone space or newline and cuts at 280', () => {
    expect(normalizeNote(' ')).toBe('');
    expect(normalizeNote('\n')).toBe('');
    expect(normalizeNote('x'.repeat(300))).toHaveLength(280);
    expect(isNoteAtLimit('x'.repeat(280))).toBe(true);
    expect(isNoteAtLimit('x'.repeat(279))).toBe(false);
  });

  it('allows alert values of up to 7 characters, non-negative, not a lone space', () => {
    expect(isValidAlertValue('1234.56')).toBe(true);
    expect(isValidAlertValue('12345.67')).toBe(false);
    expect(isValidAlertValue('-3')).toBe(false);
    expect(isValidAlertValue(' ')).toBe(false);
    expect(isActiveAlertValue('0')).toBe(false);
    expect(isActiveAlertValue('')).toBe(false);
    expect(isActiveAlertValue('18.5')).toBe(true);
  });

  it('keeps digits and dots of zone speeds and treats zero as unset', () => {
    expect(keepZoneSpeedChars('1a8.5 mph')).toBe('18.5');
    expect(isZoneSpeedSet('0')).toBe(false);
    expect(isZoneSpeedSet('')).toBe(false);
    expect(isZoneSpeedSet('4.2')).toBe(true);
  });
});

describe('removed plays (02 §5, 03 §5)', () => {
  it('flags short or non-numeric ids', () => {
    expect(isPlayIdInvalid('7')).toBe(true);
    expect(isPlayIdInvalid('71')).toBe(false);
    expect(isPlayIdInvalid('12345')).toBe(true);
    expect(isNflIdInvalid('4321')).toBe(true);
    expect(isNflIdInvalid('43210')).toBe(false);
    expect(isNflIdInvalid('43a10')).toBe(true);
    expect(canSaveRemovedPlays([{ playId: '71', nflId: '43210' }])).toBe(true);
    expect(
      canSaveRemovedPlays([
        { playId: '71', nflId: '43210' },
        { playId: '1', nflId: '43210' },
      ]),
    ).toBe(false);
  });
});

describe('limits, exports and practice creation', () => {
  it('refuses an eleventh flag', () => {
    expect(flagMoreError(9)).toBeNull();
    expect(flagMoreError(10)).toBe('Sorry, you can only flag 10 players simultaneously.');
  });

  it('needs a year or a date range for bulk exports', () => {
    const now = new Date(2025, 3, 1);
    expect(bulkExportError({}, now)).toBe('Please select a date range.');
    expect(bulkExportError({ year: 2010 }, now)).toBe('Please select a valid export year.');
    expect(
      bulkExportError({ range: [new Date(2025, 0, 1), new Date(2025, 1, 1)] }, now),
    ).toBeNull();
  });

  const form: CreatePracticeForm = {
    name: 'Tuesday',
    teamId: '1050',
    profileName: 'Standard',
    fieldType: 'Outdoor',
    intensities: ['Low'],
  };

  it('enables Create only when everything is chosen', () => {
    expect(canCreatePracticeForm(form)).toBe(true);
    expect(canCreatePracticeForm({ ...form, name: ' ' })).toBe(false);
    expect(canCreatePracticeForm({ ...form, intensities: [] })).toBe(false);
    expect(canCreatePracticeForm({ ...form, teamId: undefined })).toBe(false);
    expect(createPracticeStars({ ...form, intensities: [], teamId: undefined })).toEqual({
      intensity: true,
      team: true,
    });
  });

  it('wants a start now or later', () => {
    expect(futureStartError(1_000, 1_000)).toBeNull();
    expect(futureStartError(999, 1_000)).toBe('Please enter a future day.');
  });

  it('fails a save with an empty answer', () => {
    expect(practiceSaveError(undefined)).toBe(
      'Practice was not saved correctly. Please try again.',
    );
    expect(practiceSaveError([])).toBe('Practice was not saved correctly. Please try again.');
    expect(practiceSaveError([{ _id: 'a' }])).toBeNull();
  });
});

describe('inputs and filters (03 §5)', () => {
  it('keeps 3 jersey digits and pads one-digit numbers for matching', () => {
    expect(jerseyInput('a12-34')).toBe('123');
    expect(jerseyForMatch('7')).toBe('07');
    expect(jerseyForMatch('17')).toBe('17');
  });

  it('matches filters case-insensitively as regular expressions', () => {
    expect(matchesFilter('Cleveland Browns', 'brown')).toBe(true);
    expect(matchesFilter('Cleveland Browns', '^cle.*s$')).toBe(true);
    expect(matchesFilter('a(b', '(')).toBe(true);
    expect(matchesFilter('anything', ' ')).toBe(true);
    expect(matchesFilter('Browns', 'bears')).toBe(false);
  });
});

describe('nestsDeeperThan', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
    return value;
  };

  it('counts arrays and objects, not the values in them', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2], b: { c: null } }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 2], b: { c: [] } }, 2)).toBe(true);
  });

  it('measures a body far deeper than the call stack allows', () => {
    const deep = nested(200_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(nestsDeeperThan(deep, 64)).toBe(true);
  });
});
