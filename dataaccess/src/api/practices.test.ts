import { describe, expect, it } from 'vitest';
import { inputMaxLength, inputProblem, practiceNameSchema } from '../../../domain';
import { createPracticeBody } from './practices';

const body = (name: string) => ({
  name,
  drills: [{ drillType: 'WU' }],
  intensity: 'Walk-Through',
  league: 'nfl',
  rooftype: 'Outdoor',
  start: Date.UTC(2031, 9, 21, 15),
  teamId: '1050',
});

describe('the create-practice body', () => {
  it('holds a name to the limit the form reads, refusing it with the form’s words', () => {
    const max = inputMaxLength(practiceNameSchema) ?? 0;
    expect(createPracticeBody.safeParse(body('x'.repeat(max))).success).toBe(true);
    const refused = createPracticeBody.safeParse(body('x'.repeat(max + 1)));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', inputProblem(practiceNameSchema, 'x'.repeat(max + 1))],
    ]);
  });
});
