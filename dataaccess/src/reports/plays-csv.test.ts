import { describe, expect, it } from 'vitest';
import { playsCsv } from './plays-csv';

const T0 = Date.UTC(2026, 10, 20, 20, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;

describe('playsCsv', () => {
  it('writes a row per play with its start, end, duration and events, in the caller zone', () => {
    const text = playsCsv(
      [
        { type: 'snap', name: 'Snap', atMs: at(1) },
        { type: 'throw', name: 'Throw', atMs: at(3.5) },
        { type: 'endPlay', name: 'End Play', atMs: at(9) },
        { type: 'custom1', name: 'Blitz', atMs: at(30) },
        { type: 'snap', name: 'Snap', atMs: at(31) },
      ],
      300,
    );
    expect(text.split('\r\n')).toEqual([
      'Play,Start,End,Duration (s),Event Count,Events',
      '1,11/20/2026 03:00:01PM,11/20/2026 03:00:09PM,8.0,3,Snap 03:00:01PM; Throw 03:00:03PM; End Play 03:00:09PM',
      '2,11/20/2026 03:00:30PM,,,2,Blitz 03:00:30PM; Snap 03:00:31PM',
      '',
    ]);
  });

  it('defuses a custom name a spreadsheet would run, and quotes a comma', () => {
    const text = playsCsv(
      [
        { type: 'custom2', name: '=HYPERLINK("x")', atMs: at(0) },
        { type: 'custom3', name: 'Red, zone', atMs: at(1) },
      ],
      0,
    );
    const row = text.split('\r\n')[1] ?? '';
    expect(row).toBe(
      `1,11/20/2026 08:00:00PM,,,2,"'=HYPERLINK(""x"") 08:00:00PM; Red, zone 08:00:01PM"`,
    );
  });

  it('is the header alone without events', () => {
    expect(playsCsv([], 0)).toBe('Play,Start,End,Duration (s),Event Count,Events\r\n');
  });
});
