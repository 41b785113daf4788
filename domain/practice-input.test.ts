import { describe, expect, it } from 'vitest';
import {
  inputMaxLength,
  inputProblem,
  periodMinutesSchema,
  practiceDescriptionSchema,
  practiceNameSchema,
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
});
