/**
 * Default practice plans: about two hours of periods in the order real staffs run them,
 * with the period types of the spec's NFL and college lists (01 §3.4).
 */
import { createRng } from './random';
import type { SimLeague, SimPeriod } from './types';

type Step = readonly [name: string, periodType: string, minutes: number];

const NFL: readonly Step[] = [
  ['Stretch', 'Stretch', 12],
  ['Indy', 'Individual', 15],
  ['Punt', 'Special Teams', 8],
  ['1 on 1s', '1on1', 10],
  ['Water', 'Break', 3],
  ['7 on 7', '7on7', 12],
  ['Team Run', '11on11 Run Specific', 12],
  ['Water', 'Break', 3],
  ['Team Pass', '11on11 Pass Specific', 14],
  ['FG / Kickoff', 'Special Teams', 8],
  ['Two-Minute', '11on11 Mixed', 10],
  ['Conditioning', 'Conditioning', 10],
];

const COLLEGE: readonly Step[] = [
  ['Warm-up', 'Warm-up/Stretch', 12],
  ['Indy 1', 'Individual', 10],
  ['Indy 2', 'Position', 10],
  ['Punt', 'Special-Teams', 6],
  ['Group', 'Group', 10],
  ['Water', 'Break', 3],
  ['Inside Run', 'Team', 10],
  ['Skelly', 'Group', 10],
  ['Water', 'Break', 3],
  ['Team', 'Team', 14],
  ['Red Zone', 'Situation', 10],
  ['FG', 'Special-Teams', 6],
  ['Conditioning', 'Conditioning', 10],
];

const LACROSSE: readonly Step[] = [
  ['Warm-up', 'Warm-up/Stretch', 12],
  ['Stick Work', 'Individual', 12],
  ['Position Groups', 'Position', 15],
  ['Water', 'Break', 3],
  ['Transition', 'Group', 12],
  ['6v6', 'Team', 18],
  ['Water', 'Break', 3],
  ['Situations', 'Situation', 15],
  ['Scrimmage', 'Team', 20],
  ['Conditioning', 'Conditioning', 10],
];

const PLANS: Readonly<Record<SimLeague, readonly Step[]>> = {
  nfl: NFL,
  'ncaa-fbs': COLLEGE,
  'ncaa-mlax': LACROSSE,
};

/** A realistic practice of about two hours for the league; the seed varies lengths by a minute or so. */
export function defaultPracticePlan(league: SimLeague, seed: number): SimPeriod[] {
  const rng = createRng(seed, 7);
  return PLANS[league].map(([name, periodType, minutes]) => {
    const jitter = periodType === 'Break' ? 0 : rng.int(-1, 1);
    return { name, periodType, durationMs: (minutes + jitter) * 60_000 };
  });
}

/** A game as the sensors see it: warm-up, four quarters of team play with kicks, halftime. */
const GAME: Readonly<Record<SimLeague, readonly Step[]>> = {
  nfl: [
    ['Warm-up', 'Stretch', 15],
    ['Kickoff', 'Special Teams', 4],
    ['Q1', '11on11 Mixed', 22],
    ['Q2', '11on11 Mixed', 22],
    ['Halftime', 'Break', 15],
    ['Kickoff', 'Special Teams', 4],
    ['Q3', '11on11 Mixed', 22],
    ['Q4', '11on11 Mixed', 22],
  ],
  'ncaa-fbs': [
    ['Warm-up', 'Warm-up/Stretch', 15],
    ['Kickoff', 'Special-Teams', 4],
    ['Q1', 'Team', 22],
    ['Q2', 'Team', 22],
    ['Halftime', 'Break', 15],
    ['Kickoff', 'Special-Teams', 4],
    ['Q3', 'Team', 22],
    ['Q4', 'Team', 22],
  ],
  'ncaa-mlax': [
    ['Warm-up', 'Warm-up/Stretch', 15],
    ['Q1', 'Team', 15],
    ['Q2', 'Team', 15],
    ['Halftime', 'Break', 10],
    ['Q3', 'Team', 15],
    ['Q4', 'Team', 15],
  ],
};

/** A game of the league: about two hours of play, warm-up and halftime included. */
export function defaultGamePlan(league: SimLeague): SimPeriod[] {
  return GAME[league].map(([name, periodType, minutes]) => ({
    name,
    periodType,
    durationMs: minutes * 60_000,
  }));
}
