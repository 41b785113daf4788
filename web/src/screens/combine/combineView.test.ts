import { describe, expect, it } from 'vitest';
import type { CombineDrill } from '../../../../domain';
import {
  formatClockTenths,
  jerseySuggestion,
  messageOf,
  numbersText,
  pressKey,
  tableRows,
  timeFromInput,
  timeInputValue,
} from './combineView';

const roster = [
  { playerId: 'a', name: 'Able Wide', jersey: '11', position: 'WR' },
  { playerId: 'b', name: 'Baker Back', jersey: '2', position: 'RB' },
];

const record = (eventId: string, stTime: number, extra: Partial<CombineDrill> = {}) =>
  ({
    id: 'drillOneend',
    type: 'WO',
    drill: 'Gauntlet',
    jerseyNumber: 'WO11',
    stTime,
    endTime: stTime + 5000,
    event_id: eventId,
    entity_id: 'a',
    esbid: null,
    playerName: 'Able Wide',
    numbers: null,
    numbersFinal: false,
    ...extra,
  }) satisfies CombineDrill;

describe('the jersey keypad (03 §5)', () => {
  it('keeps digits only, at most 3; Clear empties it', () => {
    let digits = '';
    for (const key of ['1', '2', '3', '4'] as const) digits = pressKey(digits, key);
    expect(digits).toBe('123');
    expect(pressKey(digits, 'clear')).toBe('');
  });

  it('suggests the player the jersey names, WR as WO, a leading 0 for one digit', () => {
    expect(jerseySuggestion(roster, 'WO', '11')).toMatchObject({
      code: 'WO11',
      note: 'Able Wide (WR)',
    });
    expect(jerseySuggestion(roster, 'RB', '2')).toMatchObject({ code: 'RB02' });
    expect(jerseySuggestion(roster, 'QB', '11')).toMatchObject({
      code: 'QB11',
      player: undefined,
      note: 'No QB player matches 11: the drill will stay unmatched.',
    });
    expect(jerseySuggestion(roster, 'Common', '2').code).toBe('RB02');
    expect(jerseySuggestion(roster, 'QB', '').note).toBe('Enter a jersey number.');
  });
});

describe('the combine table', () => {
  it('lists drills newest first', () => {
    const rows = tableRows([record('a', 1000), record('b', 3000), record('c', 2000)]);
    expect(rows.map((r) => r.event_id)).toEqual(['b', 'c', 'a']);
  });

  it('shows times to the tenth and edits them on the same day', () => {
    const at = new Date(2026, 10, 2, 15, 4, 7, 480).getTime();
    expect(formatClockTenths(at)).toBe('03:04:07.4 PM');
    expect(formatClockTenths(undefined)).toBe('-');
    expect(timeInputValue(at)).toBe('15:04:07.4');
    expect(timeFromInput('15:04:09.25', at)).toBe(new Date(2026, 10, 2, 15, 4, 9, 250).getTime());
    expect(timeFromInput('07:30', at)).toBe(new Date(2026, 10, 2, 7, 30).getTime());
    expect(timeFromInput('25:00', at)).toBeNull();
    expect(timeFromInput('', at)).toBeNull();
  });

  it('shows the numbers to one decimal, - without them', () => {
    expect(
      numbersText(
        record('a', 0, {
          numbers: { timeSec: 4.42, distanceYd: 40.06, topSpeedMph: 21.27, fromMs: 0, toMs: 5000 },
        }),
      ),
    ).toEqual({ time: '4.4', distance: '40.1', topSpeed: '21.3' });
    expect(numbersText(record('a', 0))).toEqual({ time: '-', distance: '-', topSpeed: '-' });
    expect(messageOf(new Error('Event end time cannot be greater than the current time.'))).toBe(
      'Event end time cannot be greater than the current time.',
    );
    expect(messageOf('ApiError: This practice is not live.')).toBe('This practice is not live.');
  });
});
