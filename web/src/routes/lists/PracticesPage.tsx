/**
 * /practices (02 §2): a team's practices of a season with the session summary. Users who
 * see every team pick the team; others see their own.
 */
import { hasAllTeams, teamFilterFor } from '../../../../domain';
import { useUser } from '../../session';
import { SeasonSelect, TeamSelect } from './ListFilters';
import { PracticesTable } from './PracticesTable';
import { useListQuery } from './useListQuery';

/** The practices list. */
export default function PracticesPage() {
  const user = useUser();
  const teams = hasAllTeams(user) ? teamFilterFor(user) : null;
  const query = useListQuery(user, teams);
  return (
    <section className="list-page">
      <h1 className="page-title">Practices</h1>
      <div className="filters">
        {teams && query.teamId !== null && (
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        )}
        <SeasonSelect value={query.season} onChange={query.setSeason} />
      </div>
      <PracticesTable teamId={query.teamId} season={query.season} />
    </section>
  );
}
