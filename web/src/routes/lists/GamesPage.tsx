/**
 * /games (02 §2): a team's games of a season. The team filter offers the teams the user
 * may see games of.
 */
import { teamFilterFor } from '../../../../domain';
import { useUser } from '../../session';
import { GamesTable } from './GamesTable';
import { SeasonSelect, TeamSelect } from './ListFilters';
import { useListQuery } from './useListQuery';

/** The games list. */
export default function GamesPage() {
  const user = useUser();
  // Lacrosse squads play no games in the product (01 §1: NCAA-MLAX Practice only).
  const filter = teamFilterFor(user);
  const teams = { ...filter, ncaa: filter.ncaa.filter((t) => t.league !== 'ncaa-mlax') };
  const query = useListQuery(user, teams);
  const choices = teams.nfl.flatMap((r) => r.teams).length + teams.ncaa.length;
  return (
    <section className="list-page">
      <h1 className="page-title">Games</h1>
      <div className="filters">
        {choices > 1 && query.teamId !== null && (
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        )}
        <SeasonSelect value={query.season} onChange={query.setSeason} />
      </div>
      <GamesTable teamId={query.teamId} season={query.season} />
    </section>
  );
}
