/** The importers against the real sample plays of the repository and small files written here. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseUtcMs, splitDelimitedLine } from './delimited';
import { readTrackingFile } from './read-tracking-file';
import type { TrackingSession } from './tracking-session';

/** The real plays the tests carry (tests/data/tracking/README.md says which covers what). */
const DATA = fileURLToPath(new URL('../../../tests/data/tracking', import.meta.url));

async function readAll(path: string): Promise<TrackingSession[]> {
  const sessions: TrackingSession[] = [];
  for await (const s of readTrackingFile(path)) sessions.push(s);
  return sessions;
}

describe('delimited lines and times', () => {
  it('splits quoted fields with commas, doubled quotes and empty fields', () => {
    expect(splitDelimitedLine('1,"a, ""b""",,x,', ',')).toEqual(['1', 'a, "b"', '', 'x', '']);
    expect(splitDelimitedLine('a\t\tb', '\t')).toEqual(['a', '', 'b']);
  });

  it('reads both UTC time styles of the files', () => {
    expect(parseUtcMs('2021-09-14T03:54:17.700')).toBe(Date.UTC(2021, 8, 14, 3, 54, 17, 700));
    expect(parseUtcMs('2018-09-23 20:29:04.6')).toBe(Date.UTC(2018, 8, 23, 20, 29, 4, 600));
    expect(parseUtcMs('yesterday')).toBeNaN();
  });
});

describe('tracking file importers', () => {
  it('reads the Big Data Bowl sample with names and positions from the players file', async () => {
    const sessions = await readAll(join(DATA, 'bdb-2021-sample/bdb_coords-1.csv'));
    expect(sessions).toHaveLength(7);
    const first = sessions[0];
    expect(first?.gameId).toBe('2021091300');
    expect(first?.playId).toBe('4845');
    expect(first?.players).toHaveLength(22);
    expect(first?.players[0]).toMatchObject({
      nflId: 33131,
      jersey: '93',
      position: 'DE',
      team: 'BAL',
    });
    expect(first?.description).toContain('D.Carr pass deep right');
    expect(first?.ball?.atMs.length).toBeGreaterThan(30);
    expect(first?.events.map((e) => e.event)).toContain('pass_forward');
    const track = first?.tracks.get('33131');
    expect(track?.atMs[0]).toBe(Date.UTC(2021, 8, 14, 3, 54, 17, 700));
    expect(track?.xYd[0]).toBeCloseTo(39.83, 4);
    expect(first?.sourceDisYd?.get('33131')?.[0]).toBeCloseTo(0.01, 5);
  });

  it('reads a Next Gen Stats highlight with ids, the ball and the game', async () => {
    const [s] = await readAll(join(DATA, 'ngs-highlights/2018_JAX_2018121606_1977.tsv'));
    expect(s?.players).toHaveLength(22);
    expect(s?.players[0]).toMatchObject({
      nflId: 2539662,
      esbId: 'MCC670331',
      gsisId: '00-0029799',
      name: 'Lerentee McCray',
      position: 'DE',
      team: 'JAX',
    });
    expect(s?.ball?.atMs.length).toBe(323);
    expect(s?.frameIds.get('2539662')?.[0]).toBe(0);
    expect(s?.sourceDisYd).toBeUndefined();
    // A punt and its return: the kick's events, in order.
    expect(s?.events.map((e) => e.event)).toEqual([
      'line_set',
      'ball_snap',
      'punt',
      'punt_received',
      'touchdown',
    ]);
    // The play's game: which side is home (homeTeamFlag), season, week, quarter and clock.
    expect(s?.context).toEqual({
      homeTeam: 'JAX',
      visitorTeam: 'WAS',
      season: 2018,
      week: 15,
      seasonType: 'REG',
      quarter: 2,
      gameClock: '00:23',
    });
  });

  it('keeps a track that ends before the play does (a dropout) as far as it goes', async () => {
    const [s] = await readAll(join(DATA, 'ngs-highlights/2018_MIA_2018120206_3533.tsv'));
    expect(s?.ball?.atMs.length).toBe(327);
    expect(s?.tracks.size).toBe(22);
    const lengths = [...(s?.tracks.values() ?? [])].map((t) => t.atMs.length);
    expect(lengths.filter((n) => n === 327)).toHaveLength(17);
    expect(lengths.filter((n) => n < 327).sort((a, b) => a - b)).toEqual([252, 252, 278, 283, 315]);
    // Kenny Stills, who caught the touchdown, leaves the tracking 7.5 s before the play ends.
    const stills = s?.tracks.get('2540202');
    expect(stills?.atMs.length).toBe(252);
    expect(stills?.atMs[0]).toBe(s?.ball?.atMs[0]);
    const last = (a: ArrayLike<number> | undefined) => (a ? (a[a.length - 1] ?? NaN) : NaN);
    expect(last(s?.ball?.atMs) - last(stills?.atMs)).toBe(7_500);
  });

  it('takes quarter and clock from the BDB plays file; without a games file the sides are unknown', async () => {
    const sessions = await readAll(join(DATA, 'bdb-2021-sample/bdb_coords-1.csv'));
    expect(sessions[0]?.context).toEqual({ quarter: 5, gameClock: '03:44' });
    expect(sessions[1]?.context).toEqual({ quarter: 1, gameClock: '15:00' });
  });

  it('sorts rows by time, and refuses unknown formats and scattered plays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'importers-'));
    const header = 'gameId,playId,nflId,frameId,time,jerseyNumber,team,x,y,s,dis,event';
    const row = (play: number, frame: number) =>
      `1,${play},7.0,${frame},2021-01-01T00:00:0${frame}.000,9.0,AAA,${frame},1,0,0,`;
    writeFileSync(join(dir, 'a.csv'), [header, row(1, 2), row(1, 1)].join('\n'));
    const [s] = await readAll(join(dir, 'a.csv'));
    expect(Array.from(s?.tracks.get('7')?.xYd ?? [])).toEqual([1, 2]);
    writeFileSync(join(dir, 'b.csv'), [header, row(1, 1), row(2, 1), row(1, 2)].join('\n'));
    await expect(readAll(join(dir, 'b.csv'))).rejects.toThrow(/not contiguous/);
    writeFileSync(join(dir, 'c.csv'), 'a,b,c\n1,2,3\n');
    await expect(readAll(join(dir, 'c.csv'))).rejects.toThrow(/unknown tracking format/);
    await expect(readAll(join(dir, 'missing.csv'))).rejects.toThrow(/not found/);
  });
});
