/**
 * The seeded teams' rosters, as the simulator generates them: the same players for a team
 * on every start, so history, the live practice and the seeded games agree on who plays.
 */
import { teamById, type League } from '../../domain';
import { generateRoster } from '../../simulator';

/** A stable small number from a string, for seeding generators. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** College football squads carry walk-ons beyond the 100 distinct jersey numbers. */
const COLLEGE_WALK_ONS = 10;

/**
 * The roster of a seeded team as the simulator generates it (ids prefixed by team). College
 * football adds walk-ons who share jersey numbers with teammates, as college squads do.
 */
export function seededRoster(teamId: string, league: League) {
  const team = teamById(teamId);
  if (team === undefined) throw new Error(`unknown team ${teamId}`);
  const roster = generateRoster({ seed: seedOf(teamId), teamAbbr: team.teamAbbrName, league }).map(
    (p) => ({ ...p, id: `${teamId}-${p.id}` }),
  );
  if (league !== 'ncaa-fbs') return roster;
  const names = new Set(roster.map((p) => p.name));
  const walkOns = generateRoster({
    seed: seedOf(`${teamId}-walk-ons`),
    teamAbbr: team.teamAbbrName,
    league,
    size: COLLEGE_WALK_ONS * 2,
  })
    .filter((p) => !names.has(p.name))
    .slice(0, COLLEGE_WALK_ONS)
    .map((p, i) => ({
      ...p,
      id: `${teamId}-walkon-${String(i + 1).padStart(2, '0')}`,
      status: 'DEV' as const,
    }));
  return [...roster, ...walkOns];
}
