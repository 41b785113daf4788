/**
 * The practice `npm run bench:map` draws and measures, shared by its page and by the script
 * that sizes the stored tracks: seeded, so every run draws the same frames.
 */
import { createPracticeSimulation, defaultPracticePlan, generateRoster } from '../../simulator';

/** The practice the bench draws: seeded, so every run draws the same frames. */
export const BENCH_SEED = 22;
export const BENCH_PLAYERS = 120;
export const TRAIL_POINTS = 600;
export const START_MS = Date.UTC(2026, 10, 2, 15, 0, 0);
/** The frames are drawn from 30 minutes into the practice (team periods, players moving). */
export const FIRST_FRAME_MS = START_MS + 30 * 60_000;
export const TENTH_MS = 100;

/** 120 distinct players: a full college roster (100) and 20 more. */
export function benchRoster() {
  const main = generateRoster({ seed: BENCH_SEED, teamAbbr: 'BNA', league: 'ncaa-fbs' });
  const more = generateRoster({ seed: BENCH_SEED + 1, teamAbbr: 'BNB', league: 'ncaa-fbs' });
  return [...main, ...more].slice(0, BENCH_PLAYERS);
}

/** The bench's simulation of the roster. */
export function benchSimulation() {
  return createPracticeSimulation({
    seed: BENCH_SEED,
    players: benchRoster(),
    periods: defaultPracticePlan('ncaa-fbs', BENCH_SEED),
    startMs: START_MS,
  });
}
