import { describe, expect, it } from 'vitest';
import { fromLocalInput, scheduleProblem, toLocalInput } from './scheduleInput';

describe('Save Schedule times', () => {
  it('writes and reads local times to the minute', () => {
    const at = new Date(2026, 10, 25, 8, 42, 37).getTime();
    expect(toLocalInput(at)).toBe('2026-11-25T08:42');
    expect(fromLocalInput('2026-11-25T08:42')).toBe(new Date(2026, 10, 25, 8, 42).getTime());
  });

  it('refuses what is not a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('yesterday')).toBeNull();
  });

  it('wants a start before the end', () => {
    expect(scheduleProblem(1, 2)).toBeNull();
    expect(scheduleProblem(2, 2)).toBe('The start must be before the end.');
    expect(scheduleProblem(null, 2)).toBe('Enter a start and an end.');
  });
});
