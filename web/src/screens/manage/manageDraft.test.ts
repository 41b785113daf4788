import { describe, expect, it } from 'vitest';
import type { PracticeRecord } from '../../../../state-machines';
import { saveBody } from './manageDraft';

const draft = (fields: Partial<PracticeRecord>): PracticeRecord => ({
  name: ' Tuesday ',
  drills: [{ drillType: 'WU' }],
  ...fields,
});

describe("the manage screen's save body", () => {
  it('sends the chosen intensity and field type, names trimmed', () => {
    expect(saveBody(draft({ intensity: 'Medium,Padded', rooftype: 'Stadium' }))).toEqual({
      drills: [{ drillType: 'WU' }],
      name: 'Tuesday',
      intensity: 'Medium,Padded',
      rooftype: 'Stadium',
    });
  });

  it('leaves out empty choices and values stored off the spec’s lists, so the save goes through', () => {
    const body = saveBody(draft({ intensity: 'Walk Thru', rooftype: 'outdoor' }));
    expect(body).not.toHaveProperty('intensity');
    expect(body).not.toHaveProperty('rooftype');
    expect(saveBody(draft({ intensity: '', rooftype: '' }))).toEqual({
      drills: [{ drillType: 'WU' }],
      name: 'Tuesday',
    });
  });

  it("sends a period's field type when it is on the spec's list and leaves out one stored off it", () => {
    const drills = [
      { drillType: 'WU', roofType: 'Indoor' },
      { drillType: 'Team', roofType: 'Grass' },
    ];
    expect(saveBody(draft({ drills })).drills).toEqual([
      { drillType: 'WU', roofType: 'Indoor' },
      { drillType: 'Team' },
    ]);
  });
});
