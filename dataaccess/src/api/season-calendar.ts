/**
 * Designed season calendar and standings (01 §7 nflweeks and teamtables: shapes not
 * shown): weeks with start timestamps per league, and conference tables from game scores.
 */
import { DAY_MS, PRO_TEAMS, type League } from '../../../domain';

/** One week of a season, sorted by `ts`. */
export interface SeasonWeek {
  season: number;
  league: League;
  seasonType: 'PRE' | 'REG' | 'POST';
  week: number;
  weekName: string;
  /** Start of the week (a Tuesday, 00:00 UTC), epoch ms. */
  ts: number;
  /** Start of the next week, epoch ms. */
  endTs: number;
}

/** Labor Day (first Monday of September) of a year, epoch ms. */
function laborDayMs(year: number): number {
  const first = new Date(Date.UTC(year, 8, 1));
  return first.getTime() + ((8 - first.getUTCDay()) % 7) * DAY_MS;
}

function week(
  season: number,
  league: League,
  seasonType: SeasonWeek['seasonType'],
  n: number,
  weekName: string,
  ts: number,
  days = 7,
): SeasonWeek {
  return { season, league, seasonType, week: n, weekName, ts, endTs: ts + days * DAY_MS };
}

const POST_NAMES = ['Wild Card', 'Divisional', 'Conference Championships', 'Super Bowl'];

/**
 * The weeks of a season: pro football has 3 preseason weeks, 18 regular weeks from the
 * Tuesday after Labor Day and 4 postseason rounds (the Super Bowl two weeks after the
 * conference games); college football 16 weeks from the Tuesday before Labor Day week and a
 * bowl season; lacrosse 14 weeks from the first Tuesday of February of the next year.
 */
export function seasonWeeks(season: number, league: League): SeasonWeek[] {
  const tuesday = laborDayMs(season) + DAY_MS;
  if (league === 'nfl') {
    const pre = [1, 2, 3].map((n) =>
      week(season, league, 'PRE', n, `Preseason Week ${n}`, tuesday - (4 - n) * 7 * DAY_MS),
    );
    const reg = Array.from({ length: 18 }, (_, i) =>
      week(season, league, 'REG', i + 1, `Week ${i + 1}`, tuesday + i * 7 * DAY_MS),
    );
    const afterReg = tuesday + 18 * 7 * DAY_MS;
    const post = POST_NAMES.map((name, i) =>
      week(season, league, 'POST', i + 1, name, afterReg + (i === 3 ? 4 : i) * 7 * DAY_MS),
    );
    return [...pre, ...reg, ...post];
  }
  if (league === 'ncaa-fbs') {
    const start = tuesday - 7 * DAY_MS;
    const reg = Array.from({ length: 16 }, (_, i) =>
      week(season, league, 'REG', i, `Week ${i}`, start + i * 7 * DAY_MS),
    );
    return [...reg, week(season, league, 'POST', 1, 'Bowls', start + 16 * 7 * DAY_MS, 35)];
  }
  const feb = new Date(Date.UTC(season + 1, 1, 1));
  const start = feb.getTime() + ((9 - feb.getUTCDay()) % 7) * DAY_MS;
  const reg = Array.from({ length: 14 }, (_, i) =>
    week(season, league, 'REG', i + 1, `Week ${i + 1}`, start + i * 7 * DAY_MS),
  );
  return [...reg, week(season, league, 'POST', 1, 'Championships', start + 14 * 7 * DAY_MS, 21)];
}

/** A finished game's teams and points. */
export interface GameScore {
  homeTeamId: string;
  visitorTeamId: string;
  homePoints: number;
  visitorPoints: number;
}

/** A row of the standings (02 §3 "Team standings"). */
export interface StandingRow {
  teamId: string;
  teamAbbrName: string;
  teamNick: string;
  teamFullName: string;
  divFullName: string;
  confAbbrName: string;
  totalWins: number;
  totalLoss: number;
  totalTies: number;
}

/** AFC and NFC tables from regular-season scores, best record first within each division. */
export function conferenceTables(
  games: readonly GameScore[],
): { confAbbrName: 'AFC' | 'NFC'; teams: StandingRow[] }[] {
  const rows = new Map<string, StandingRow>(
    PRO_TEAMS.map((t) => [
      t.teamId,
      {
        teamId: t.teamId,
        teamAbbrName: t.teamAbbrName,
        teamNick: t.teamNick,
        teamFullName: t.teamFullName,
        divFullName: `${t.conference ?? ''} ${t.division ?? ''}`,
        confAbbrName: t.conference ?? '',
        totalWins: 0,
        totalLoss: 0,
        totalTies: 0,
      },
    ]),
  );
  for (const g of games) {
    const home = rows.get(g.homeTeamId);
    const visitor = rows.get(g.visitorTeamId);
    if (home === undefined || visitor === undefined) continue;
    if (g.homePoints === g.visitorPoints) {
      home.totalTies++;
      visitor.totalTies++;
    } else {
      const [winner, loser] = g.homePoints > g.visitorPoints ? [home, visitor] : [visitor, home];
      winner.totalWins++;
      loser.totalLoss++;
    }
  }
  const pct = (r: StandingRow): number => {
    const n = r.totalWins + r.totalLoss + r.totalTies;
    return n === 0 ? 0 : (r.totalWins + r.totalTies / 2) / n;
  };
  return (['AFC', 'NFC'] as const).map((conf) => ({
    confAbbrName: conf,
    teams: [...rows.values()]
      .filter((r) => r.confAbbrName === conf)
      .sort((a, b) => a.divFullName.localeCompare(b.divFullName) || pct(b) - pct(a)),
  }));
}
