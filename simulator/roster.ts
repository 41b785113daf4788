/**
 * Generated rosters: fictional names, positions in realistic numbers, jersey numbers unique
 * and in the ranges each position wears, and statuses mostly ACT with some DEV, RES, PUP ….
 */
import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRng, type Rng } from './random';
import type { RosterPlayer, RosterStatus, SimLeague } from './types';

type Side = RosterPlayer['side'];
/** Position, count in a full roster, side, and the jersey ranges it wears in order of preference. */
type Slot = readonly [position: string, count: number, side: Side, jerseys: string];

const NFL: readonly Slot[] = [
  ['QB', 4, 'offense', '1-19'],
  ['RB', 5, 'offense', '20-39 1-49'],
  ['FB', 1, 'offense', '40-49 30-49'],
  ['WR', 11, 'offense', '10-19 80-89 1-49'],
  ['TE', 5, 'offense', '80-89 40-49'],
  ['T', 6, 'offense', '60-79 50-79'],
  ['G', 6, 'offense', '60-79 50-79'],
  ['C', 3, 'offense', '50-69 50-79'],
  ['DE', 7, 'defense', '90-99 50-79'],
  ['DT', 6, 'defense', '90-99 50-79'],
  ['NT', 2, 'defense', '90-99 50-79'],
  ['OLB', 6, 'defense', '40-59 90-99 1-39'],
  ['ILB', 5, 'defense', '40-59 1-39'],
  ['CB', 11, 'defense', '20-39 1-49'],
  ['FS', 4, 'defense', '20-49 1-49'],
  ['SS', 4, 'defense', '20-49 1-49'],
  ['K', 2, 'special', '1-19'],
  ['P', 1, 'special', '1-19'],
  ['LS', 1, 'special', '40-59'],
];

const COLLEGE: readonly Slot[] = [
  ['QB', 5, 'offense', '1-19'],
  ['RB', 6, 'offense', '20-39 1-49'],
  ['WR', 13, 'offense', '1-19 80-89 20-49'],
  ['TE', 6, 'offense', '80-89 40-49'],
  ['OL', 18, 'offense', '50-79'],
  ['DL', 15, 'defense', '90-99 50-79 40-49'],
  ['LB', 13, 'defense', '30-59 1-29'],
  ['DB', 18, 'defense', '1-39 40-49'],
  ['K', 2, 'special', '90-99 30-49 1-99'],
  ['P', 2, 'special', '90-99 30-49 1-99'],
  ['LS', 2, 'special', '40-69 1-99'],
];

const LACROSSE: readonly Slot[] = [
  ['ATTACK', 9, 'offense', '1-29'],
  ['MIDFIELD', 16, 'offense', '1-49'],
  ['FO', 3, 'offense', '1-59'],
  ['DEFENSE', 9, 'defense', '20-59 1-99'],
  ['LSM', 4, 'defense', '20-59 1-99'],
  ['GOALIE', 4, 'defense', '1-49 1-99'],
];

const TEMPLATES: Readonly<Record<SimLeague, readonly Slot[]>> = {
  nfl: NFL,
  'ncaa-fbs': COLLEGE,
  'ncaa-mlax': LACROSSE,
};

/** Jersey numbers run 0-99, so no roster with unique numbers can be larger. */
const MAX_ROSTER = 100;

const STATUS_MIX: Readonly<Record<SimLeague, readonly (readonly [RosterStatus, number])[]>> = {
  nfl: [
    ['ACT', 0.8],
    ['DEV', 0.13],
    ['RES', 0.04],
    ['PUP', 0.02],
    ['NWT', 0.01],
  ],
  'ncaa-fbs': [
    ['ACT', 0.86],
    ['RSN', 0.1],
    ['RES', 0.03],
    ['PUP', 0.01],
  ],
  'ncaa-mlax': [
    ['ACT', 0.9],
    ['RSN', 0.07],
    ['RES', 0.03],
  ],
};

function pickStatus(rng: Rng, league: SimLeague, isStarter: boolean): RosterStatus {
  if (isStarter) return 'ACT';
  let u = rng.next();
  for (const [status, share] of STATUS_MIX[league]) {
    if (u < share) return status;
    u -= share;
  }
  return 'ACT';
}

function pickJersey(rng: Rng, used: Set<number>, ranges: string): number {
  for (const range of ranges.split(' ')) {
    const [lo = 0, hi = 99] = range.split('-').map(Number);
    const free = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).filter((n) => !used.has(n));
    if (free.length > 0) return rng.pick(free);
  }
  return rng.pick(Array.from({ length: MAX_ROSTER }, (_, i) => i).filter((n) => !used.has(n)));
}

/**
 * A plausible fictional roster: about 90 players for the pro league, 100 for college football
 * (the most unique jersey numbers allow) and 45 for lacrosse, or `size` players.
 */
export function generateRoster(options: {
  seed: number;
  teamAbbr: string;
  league: SimLeague;
  size?: number;
}): RosterPlayer[] {
  const { seed, teamAbbr, league } = options;
  const template = TEMPLATES[league];
  const templateSize = template.reduce((sum, slot) => sum + slot[1], 0);
  const size = Math.min(MAX_ROSTER, Math.max(1, Math.round(options.size ?? templateSize)));
  const rng = createRng(seed, 31);
  // Scale every position's count to the size, keeping at least one of each where room allows.
  const floor = size >= template.length ? 1 : 0;
  const counts = template.map((slot) =>
    Math.max(floor, Math.round((slot[1] * size) / templateSize)),
  );
  for (let i = 0; counts.reduce((a, b) => a + b, 0) !== size; i = (i + 1) % counts.length) {
    const diff = size - counts.reduce((a, b) => a + b, 0);
    const slot = (i * 7) % counts.length;
    if (diff > 0) counts[slot] = (counts[slot] ?? 0) + 1;
    else if ((counts[slot] ?? 0) > floor) counts[slot] = (counts[slot] ?? 0) - 1;
  }
  const usedJerseys = new Set<number>();
  const usedNames = new Set<string>();
  const roster: RosterPlayer[] = [];
  template.forEach(([position, , side, ranges], s) => {
    for (let depth = 0; depth < (counts[s] ?? 0); depth++) {
      const jersey = pickJersey(rng, usedJerseys, ranges);
      usedJerseys.add(jersey);
      let firstName = rng.pick(FIRST_NAMES);
      let lastName = rng.pick(LAST_NAMES);
      while (usedNames.has(`${firstName} ${lastName}`)) {
        firstName = rng.pick(FIRST_NAMES);
        lastName = rng.pick(LAST_NAMES);
      }
      usedNames.add(`${firstName} ${lastName}`);
      roster.push({
        id: `${teamAbbr.toLowerCase()}-${String(roster.length + 1).padStart(3, '0')}`,
        position,
        jersey: String(jersey),
        side,
        firstName,
        lastName,
        name: `${firstName} ${lastName}`,
        status: pickStatus(rng, league, depth < 2),
        teamAbbr,
      });
    }
  });
  return roster;
}

/**
 * How many players a team dresses for a game: the pro league's 48 actives, a college
 * football travel squad of 70, and a lacrosse squad of 48 (in practice every active player).
 */
export const GAME_DAY_SQUAD: Readonly<Record<SimLeague, number>> = {
  nfl: 48,
  'ncaa-fbs': 70,
  'ncaa-mlax': 48,
};

/**
 * The players who take the field in a game: active players only (the practice squad,
 * redshirts and injured stay home), at most the league's game-day squad, every position
 * keeping its share of the active roster and its top of the depth chart. Every position
 * keeps at least one player, even past the squad size. Roster order is kept.
 */
export function gameDayRoster<P extends Pick<RosterPlayer, 'position' | 'status'>>(
  roster: readonly P[],
  league: SimLeague,
): P[] {
  const active = roster.filter((p) => p.status === 'ACT');
  const size = Math.min(active.length, GAME_DAY_SQUAD[league]);
  const byPosition = new Map<string, P[]>();
  for (const p of active) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  // Each position's share of the squad, whole places first, then the largest remainders.
  const shares = [...byPosition].map(([position, players]) => {
    const exact = (players.length * size) / active.length;
    return {
      position,
      available: players.length,
      places: Math.max(1, Math.floor(exact)),
      rest: exact % 1,
    };
  });
  let left = size - shares.reduce((sum, s) => sum + s.places, 0);
  // Places left over go round the positions, largest remainder first.
  const byRest = [...shares].sort((a, b) => b.rest - a.rest);
  for (let i = 0; left > 0 && byRest.some((s) => s.places < s.available); i++) {
    const s = byRest[i % byRest.length];
    if (s !== undefined && s.places < s.available) {
      s.places++;
      left--;
    }
  }
  // More positions than places: the deepest positions give theirs back.
  while (left < 0) {
    const deepest = shares.reduce((a, b) => (b.places > a.places ? b : a));
    if (deepest.places <= 1) break;
    deepest.places--;
    left++;
  }
  const dressed = new Set(
    shares.flatMap((s) => (byPosition.get(s.position) ?? []).slice(0, s.places)),
  );
  return roster.filter((p) => dressed.has(p));
}
