/**
 * /team/{conference}/{teamId}/{tab}/{event} (02 §2 Team performance page): the team's
 * practices or games under the Team Performance and Player Performance tabs, in a date
 * range (practices: the past 28 days unless chosen; games: the season), with the
 * period/intensity filter on the team's practices and the position filter on its players.
 * The practices/games radio is offered to the admin and to staff for their own team;
 * everyone else sees 'Showing Game Performance Only' and the games.
 */
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  INTENSITIES,
  MSG_GAME_PERFORMANCE_ONLY,
  offersPracticesOnTeamPage,
  paths,
  periodTypesFor,
  teamById,
} from '../../../../domain';
import { TeamBadge } from '../../components/TeamBadge';
import { useUser } from '../../data/session';
import { useNarrow } from '../../components/useNarrow';
import { NotFound } from '../../components/NotFound';
import { GamesTable } from '../../components/tables/GamesTable';
import { ChecklistFilter } from '../../components/filters/ChecklistFilter';
import { DateRangeFilter } from '../../components/filters/DateRangeFilter';
import { PracticesTable } from '../../components/tables/PracticesTable';
import { positionFilterGroup, TeamPlayersTable } from '../../components/tables/TeamPlayersTable';
import { useTeamPlayerRows } from '../../data/players';
import { eventRange, useListQuery } from '../../components/filters/useListQuery';
import { TeamLoad } from './TeamLoad';

const TABS = [
  ['teamPerformance', 'Team Performance'],
  ['playerPerformance', 'Player Performance'],
  ['load', 'Load'],
] as const;
type Tab = (typeof TABS)[number][0];
type Event = 'practices' | 'games';

const INTENSITY_OPTIONS = INTENSITIES.map((i) => [i, i] as const);

/** The team page. */
export default function TeamPage() {
  const { conference = '', teamId = '', tab = '', event = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const query = useListQuery(user, null, eventRange(event));
  const narrow = useNarrow();
  const team = teamById(teamId);
  const isEvent = event === 'practices' || event === 'games';
  const players = useTeamPlayerRows(
    teamId,
    event === 'games' ? 'games' : 'practices',
    query.range,
    tab === 'playerPerformance' && isEvent && team !== undefined,
  );
  if (team === undefined) return <Navigate to={paths.teams()} replace />;
  if (!TABS.some(([t]) => t === tab) || !isEvent) {
    return <NotFound redirect />;
  }
  const practicesOffered = offersPracticesOnTeamPage(user, teamId);
  const base = `/team/${conference}/${teamId}`;
  // Back goes to the standings; narrow screens have no standings, so to the games list.
  const backPath = narrow ? paths.games(query.season) : paths.teams(query.season);
  if (event === 'practices' && !practicesOffered) {
    const next = tab === 'load' ? 'teamPerformance' : tab;
    return <Navigate to={`${base}/${next}/games${location.search}`} replace />;
  }
  // Load counts practices: offered with them, and read over practices and games alike.
  if (tab === 'load' && event !== 'practices') {
    return <Navigate to={`${base}/load/practices${location.search}`} replace />;
  }
  const tabs = TABS.filter(([key]) => key !== 'load' || practicesOffered);
  const go = (nextTab: Tab, nextEvent: Event) => {
    void navigate(`${base}/${nextTab}/${nextEvent}${location.search}`);
  };
  return (
    <section className="list-page team-page">
      <div className="team-head">
        <Link to={backPath} className="icon-button" aria-label="Back">
          ‹
        </Link>
        <TeamBadge abbr={team.teamAbbrName} size={36} />
        <h1 className="page-title">{team.teamFullName}</h1>
      </div>
      <div className="tabs" role="tablist" aria-label="Team page">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`tab ${tab === key ? 'active' : ''}`}
            onClick={() => {
              go(key, practicesOffered ? 'practices' : 'games');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'load' ? (
        <TeamLoad teamId={teamId} />
      ) : (
        <>
          <div className="filters">
            <DateRangeFilter
              value={query.range}
              onApply={query.setRange}
              days={{ teamId, event: event === 'games' ? 'games' : 'practices' }}
            />
            {tab === 'playerPerformance' && (
              <ChecklistFilter
                label="Positions"
                options={[...new Set(players.rows.map((r) => positionFilterGroup(r.position)))]
                  .sort()
                  .map((g) => [g, g] as const)}
                selected={query.list('positions')}
                onApply={(values) => {
                  query.setList('positions', values);
                }}
              />
            )}
            {tab === 'teamPerformance' && event === 'practices' && (
              <>
                <ChecklistFilter
                  label="Periods"
                  options={periodTypesFor(team.league).map((t) => [t, t] as const)}
                  selected={query.list('periodType')}
                  onApply={(values) => {
                    query.setList('periodType', values);
                  }}
                />
                <ChecklistFilter
                  label="Intensities"
                  options={INTENSITY_OPTIONS}
                  selected={query.list('intensity')}
                  onApply={(values) => {
                    query.setList('intensity', values);
                  }}
                />
              </>
            )}
            {practicesOffered ? (
              <fieldset className="events-filter" aria-label="Sessions">
                {(['practices', 'games'] as const).map((e) => (
                  <label key={e}>
                    <input
                      type="radio"
                      name="team-event"
                      checked={event === e}
                      onChange={() => {
                        go(tab as Tab, e);
                      }}
                    />
                    {e === 'practices' ? 'Practices' : 'Games'}
                  </label>
                ))}
              </fieldset>
            ) : (
              <span className="muted">{MSG_GAME_PERFORMANCE_ONLY}</span>
            )}
          </div>
          {tab === 'playerPerformance' ? (
            <TeamPlayersTable
              rows={players.rows}
              loading={players.loading}
              error={players.error}
              positions={query.list('positions')}
            />
          ) : event === 'practices' ? (
            <PracticesTable
              teamId={teamId}
              range={query.range}
              intensities={query.list('intensity')}
              periodTypes={query.list('periodType')}
              fullDataLink
            />
          ) : (
            <GamesTable teamId={teamId} season={query.season} range={query.range} />
          )}
        </>
      )}
    </section>
  );
}
