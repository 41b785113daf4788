import { describe, expect, it } from 'vitest';
import { DEFAULT_ZONES_BODY, type TeamZones } from '../../../../domain';
import { bodyOf, checkZones, zonesDraft } from './zonesDraft';

const STORED: TeamZones = {
  teamId: '3700',
  ...DEFAULT_ZONES_BODY,
  speedTargets: { WR: 21.5 },
  positionGroupZones: {
    OL: {
      walk: { min: 0, max: 4 },
      jog: { min: 4, max: 8 },
      run: { min: 8, max: 12 },
      sprint: { min: 12, max: 15 },
      maxSprint: { min: 15, max: null },
      teamHardEffDist: 10,
      yardsOfXPlus: 8,
    },
  },
  updatedBy: null,
  updatedMs: null,
};

describe('the zone editors’ draft', () => {
  it('gives back what it was made from', () => {
    const body = {
      teamZones: STORED.teamZones,
      relativeZones: STORED.relativeZones,
      speedTargets: STORED.speedTargets,
      positionGroupZones: STORED.positionGroupZones,
    };
    expect(bodyOf(zonesDraft(STORED))).toEqual(body);
    expect(checkZones(zonesDraft(STORED))).toEqual({ ok: true, body });
  });

  it('makes bands touch: a band starts where the one below ends', () => {
    const draft = zonesDraft(STORED);
    const moved = { ...draft, team: { ...draft.team, runEnd: '16', sprintEnd: '19' } };
    const check = checkZones(moved);
    if (!check.ok) throw new Error(check.problem);
    expect(check.body.teamZones.sprint).toEqual({ min: 16, max: 19 });
    expect(check.body.teamZones.maxSprint).toEqual({ min: 19, max: null });
  });

  it('names the first problem as the server would, and a blank as a number missing', () => {
    const draft = zonesDraft(STORED);
    expect(checkZones({ ...draft, team: { ...draft.team, runEnd: '9' } })).toEqual({
      ok: false,
      problem: "Team zones › run › max: above run's min",
    });
    expect(checkZones({ ...draft, team: { ...draft.team, hardEffort: '' } })).toEqual({
      ok: false,
      problem: 'Team zones › hard effort: a number',
    });
    expect(checkZones({ ...draft, relative: { ...draft.relative, run: '20' } })).toMatchObject({
      ok: false,
      problem: 'Relative zones › run: above jog (25 %)',
    });
    expect(
      checkZones({
        ...draft,
        targets: [
          { position: 'wr', mph: '20' },
          { position: 'WR', mph: '21' },
        ],
      }),
    ).toEqual({ ok: false, problem: 'Max speed target: WR twice' });
  });

  it('leaves out a target row with no position, and upper-cases positions', () => {
    const draft = zonesDraft(STORED);
    const body = bodyOf({
      ...draft,
      targets: [
        { position: ' cb ', mph: '20' },
        { position: '', mph: '' },
      ],
    });
    expect(body.speedTargets).toEqual({ CB: 20 });
  });
});
