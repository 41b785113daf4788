/**
 * /games (02 §2): a team's games of a season, or of one week of it (the season weeks of
 * the team's league, from nflweeks). The team filter offers the teams the user may see
 * games of.
 */
import { CALLS, teamById, teamFilterFor } from '../../../../domain';
import { useUser } from '../../data/session';
import { useApi } from '../../data/useApi';
import { GamesTable } from '../../components/tables/GamesTable';
import { SeasonSelect, TeamSelect } from '../../components/filters/ListFilters';
import { useListQuery } from '../../components/filters/useListQuery';
import { useAddressSearch } from '../../components/useAddressSearch';

/** The games list. */
export default function GamesPage() {
  const user = useUser();
  // Lacrosse squads play no games in the product (01 §1: NCAA-MLAX Practice only).
  const filter = teamFilterFor(user);
  const teams = { ...filter, ncaa: filter.ncaa.filter((t) => t.league !== 'ncaa-mlax') };
  const query = useListQuery(user, teams);
  const choices = teams.nfl.flatMap((r) => r.teams).length + teams.ncaa.length;
  const [search, , setParam] = useAddressSearch();
  const league = (query.teamId === null ? undefined : teamById(query.teamId)?.league) ?? 'nfl';
  const weeks = useApi(CALLS.nflWeeks, {}, { season: query.season, league });
  const week = weeks.rows.find((w) => `${w.seasonType}-${w.week}` === search.get('week')) ?? null;
  return (
    <section className="list-page">
      <h1 className="page-title">Games</h1>
      <div className="filters">
        {choices > 1 && query.teamId !== null && (
          <TeamSelect teams={teams} value={query.teamId} onChange={query.setTeam} />
        )}
        <SeasonSelect value={query.season} onChange={query.setSeason} />
        <label className="inline-field">
          Week
          <select
            value={week ? `${week.seasonType}-${week.week}` : ''}
            onChange={(e) => {
              setParam({ week: e.target.value }, { replace: true });
            }}
          >
            <option value="">All weeks</option>
            {weeks.rows.map((w) => (
              <option key={`${w.seasonType}-${w.week}`} value={`${w.seasonType}-${w.week}`}>
                {w.weekName}
              </option>
            ))}
          </select>
        </label>
      </div>
      <GamesTable
        teamId={query.teamId}
        choosingTeam={query.choosingTeam}
        season={query.season}
        week={week}
      />
    </section>
  );
}
