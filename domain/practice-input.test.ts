import { describe, expect, it } from 'vitest';
import {
  inputMaxLength,
  inputProblem,
  periodMinutesSchema,
  practiceDescriptionSchema,
  practiceFieldTypeSchema,
  practiceIntensitySchema,
  practiceNameSchema,
  practiceProfileNameSchema,
  practicePeriodsSchema,
  profileDescriptionSchema,
  profileNameSchema,
  profilePeriodNameSchema,
} from './practice-input';
import { PROFILE_MAX_PERIODS } from './profiles';

describe('practice and profile input limits (01 §3.6, 03 §5)', () => {
  it('gives the forms the maxLength the server holds them to', () => {
    expect(inputMaxLength(practiceNameSchema)).toBe(100);
    expect(inputMaxLength(practiceDescriptionSchema)).toBe(2000);
    expect(inputMaxLength(profileNameSchema)).toBe(100);
    expect(inputMaxLength(profileDescriptionSchema)).toBe(2000);
    expect(inputMaxLength(profilePeriodNameSchema)).toBe(100);
  });

  it('takes a name at its limit and refuses one past it, blank ones too, in words', () => {
    expect(inputProblem(practiceNameSchema, 'x'.repeat(100))).toBeNull();
    // Spaces around are dropped before the limit counts.
    expect(inputProblem(practiceNameSchema, ` ${'x'.repeat(100)} `)).toBeNull();
    expect(inputProblem(practiceNameSchema, 'x'.repeat(101))).toBe('at most 100 characters');
    expect(inputProblem(practiceNameSchema, ' ')).toBe('a name is required');
    expect(inputProblem(profileNameSchema, '')).toBe('a profile name is required');
    expect(inputProblem(profilePeriodNameSchema, '  ')).toBe('every period needs a name');
    expect(inputProblem(practiceDescriptionSchema, 'x'.repeat(2001))).toBe(
      'at most 2000 characters',
    );
  });

  it('counts periods and minutes as a profile plans them', () => {
    const period = { drillType: 'WU' };
    expect(inputProblem(practicePeriodsSchema, Array(PROFILE_MAX_PERIODS).fill(period))).toBeNull();
    expect(inputProblem(practicePeriodsSchema, Array(PROFILE_MAX_PERIODS + 1).fill(period))).toBe(
      `at most ${PROFILE_MAX_PERIODS} periods`,
    );
    expect(inputProblem(periodMinutesSchema, 600)).toBeNull();
    expect(inputProblem(periodMinutesSchema, 601)).toBe('at most 600 minutes');
    expect(inputProblem(periodMinutesSchema, 1.5)).toBe('whole minutes');
  });

  it('refuses control characters and broken characters in every name and description', () => {
    const single = [
      practiceNameSchema,
      practiceProfileNameSchema,
      profileNameSchema,
      profilePeriodNameSchema,
    ];
    for (const schema of single) {
      expect(inputProblem(schema, 'Pads\u0000')).toBe('no control characters (U+0000 at 4)');
      expect(inputProblem(schema, 'Pads\uD800')).toBe(
        'no broken characters (an unpaired surrogate at 4)',
      );
      expect(inputProblem(schema, 'Pads\nTwo')).toMatch(/^no control characters/);
    }
    for (const schema of [practiceDescriptionSchema, profileDescriptionSchema]) {
      expect(inputProblem(schema, 'Line one\nline\ttwo')).toBeNull();
      expect(inputProblem(schema, 'Line\u0000')).toMatch(/^no control characters/);
      expect(inputProblem(schema, '\uDC00 low')).toMatch(/^no broken characters/);
    }
  });

  it("takes only the spec's intensities and field types (01 §3.4)", () => {
    expect(inputProblem(practiceIntensitySchema, 'Low')).toBeNull();
    expect(inputProblem(practiceIntensitySchema, 'Medium,Padded,KO-3,Walk-Through')).toBeNull();
    expect(inputProblem(practiceIntensitySchema, '')).toBe('choose an intensity');
    for (const bad of ['Extreme', 'low', 'Low,', 'Low, High', 'Walk Thru']) {
      expect(inputProblem(practiceIntensitySchema, bad), bad).toMatch(/^a comma list of Low, /);
    }
    for (const field of ['Indoor', 'Outdoor', 'Indoor/Outdoor', 'Stadium']) {
      expect(inputProblem(practiceFieldTypeSchema, field)).toBeNull();
    }
    for (const bad of ['outdoor', 'Moon', '', 3]) {
      expect(inputProblem(practiceFieldTypeSchema, bad)).toBe(
        'choose a field type: Indoor, Outdoor, Indoor/Outdoor, Stadium',
      );
    }
  });
});
