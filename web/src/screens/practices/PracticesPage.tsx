/**
 * /practices (02 §2): a team's practices in a date range (the past 28 days unless chosen,
 * 02 §9 'one-month style') with the session summary. Users who see every team pick the
 * team; others see their own.
 */
import { hasAllTeams, teamFilterFor } from '../../../../domain';
import { useUser } from '../../data/session';
import { DateRangeFilter } from '../../components/filters/DateRangeFilter';
import { TeamSelect } from '../../components/filters/ListFilters';
import { PracticesTable } from '../../components/tables/PracticesTable';
import { LAST_MONTH, useListQuery } from '../../components/filters/useListQuery';

/** The practices list. */
export default function PracticesPage() {
  const user = useUser();
  const teams = hasAllTeams(user) ? teamFilterFor(user) : null;
  const query = useListQuery(user, teams, LAST_MONTH);
  return (
    <section className="list-page">
      <h1 className="page-title">Practices</h1>
      <div className="filters">
        {teams && query.teamId !== null && (
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        )}
        <DateRangeFilter
          value={query.range}
          onApply={query.setRange}
          {...(query.teamId === null ? {} : { days: { teamId: query.teamId, event: 'practices' } })}
        />
      </div>
      <PracticesTable teamId={query.teamId} choosingTeam={query.choosingTeam} range={query.range} />
    </section>
  );
}
