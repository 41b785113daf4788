import { describe, expect, it } from 'vitest';
import {
  canSeePlayerNotes,
  isNoteType,
  NOTE_TYPES,
  PARTICIPATION_LEVELS,
  participationOf,
} from './player-notes';
import type { RoleUser } from './roles';

const coach: RoleUser = {
  insightRole: 'user',
  teamRole: 'TeamAdmin',
  sbRole: 'write',
  league: 'nfl',
  teamId: '3700',
  permissions: ['league.*.teamId.*.w'],
};

describe('player note types (01 §3.2, 02 §3)', () => {
  it('gives every type its letter and colour, in display order', () => {
    expect(PARTICIPATION_LEVELS.map((l) => `${l.type}:${l.letter}:${l.color}`)).toEqual([
      'Full:F:green',
      'Modified:M:yellow',
      'Rehab:R:red',
      'Limited:L:orange',
      'None:-:grey',
      'Probable:P:green',
      'Questionable:Q:yellow',
      'Doubtful:D:red',
    ]);
    expect(PARTICIPATION_LEVELS.map((l) => l.type)).toEqual(NOTE_TYPES);
  });

  it('shows Limited as Partial/Limited and knows no other types', () => {
    expect(participationOf('Limited')).toEqual({
      type: 'Limited',
      label: 'Partial/Limited',
      letter: 'L',
      color: 'orange',
    });
    expect(participationOf('Partial/Limited')).toBeUndefined();
    expect(isNoteType('Doubtful')).toBe(true);
    expect(isNoteType('full')).toBe(false);
    expect(isNoteType('')).toBe(false);
  });
});

describe('canSeePlayerNotes (02 §6)', () => {
  it("shows notes to the team's own users only, even for games of other teams they see", () => {
    expect(canSeePlayerNotes(coach, '3700')).toBe(true);
    expect(canSeePlayerNotes(coach, '1200')).toBe(false);
    const customer: RoleUser = { ...coach, sbRole: 'default', teamRole: 'Customer' };
    expect(canSeePlayerNotes(customer, '3700')).toBe(true);
    expect(canSeePlayerNotes(customer, '1200')).toBe(false);
  });

  it("shows every team's notes to the admin-type users", () => {
    const admin: RoleUser = { ...coach, insightRole: 'admin', teamId: null };
    const commandCenter: RoleUser = { ...coach, sbRole: 'command-center', teamId: '2510' };
    expect(canSeePlayerNotes(admin, '1200')).toBe(true);
    expect(canSeePlayerNotes(commandCenter, '194')).toBe(true);
  });
});
