/**
 * /players (02 §2 Players list): the players of a team with their averages. Users who see
 * every team pick the team; others see their own.
 */
import { hasAllTeams, teamFilterFor } from '../../../../domain';
import { useUser } from '../../data/session';
import { TeamSelect } from '../../components/filters/ListFilters';
import { PlayersTable } from '../../components/tables/PlayersTable';
import { useListQuery } from '../../components/filters/useListQuery';

/** The players list. */
export default function PlayersPage() {
  const user = useUser();
  const teams = hasAllTeams(user) ? teamFilterFor(user) : null;
  const query = useListQuery(user, teams);
  return (
    <section className="list-page">
      <h1 className="page-title">Players</h1>
      {teams && query.teamId !== null && (
        <div className="filters">
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        </div>
      )}
      <PlayersTable
        teamId={query.teamId}
        choosingTeam={query.choosingTeam}
        exportSeason={query.season}
      />
    </section>
  );
}
