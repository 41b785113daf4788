/**
 * /team/{conference}/{teamId}/{tab}/{event} (02 §2 Team performance page): the team's
 * practices or games of a season under the Team Performance and Player Performance tabs.
 * The practices/games radio is offered to the admin and to staff for their own team;
 * everyone else sees 'Showing Game Performance Only' and the games.
 */
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { MSG_GAME_PERFORMANCE_ONLY, offersPracticesOnTeamPage, teamById } from '../../../../domain';
import { TeamBadge } from '../../shell/TeamBadge';
import { useUser } from '../../session';
import { useNarrow } from '../../useNarrow';
import { NotFound } from '../NotFound';
import { GamesTable } from './GamesTable';
import { SeasonSelect } from './ListFilters';
import { PracticesTable } from './PracticesTable';
import { useListQuery } from './useListQuery';

const TABS = [
  ['teamPerformance', 'Team Performance'],
  ['playerPerformance', 'Player Performance'],
] as const;
type Tab = (typeof TABS)[number][0];
type Event = 'practices' | 'games';

/** The team page. */
export default function TeamPage() {
  const { conference = '', teamId = '', tab = '', event = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const query = useListQuery(user, null);
  const narrow = useNarrow();
  const team = teamById(teamId);
  if (team === undefined) return <Navigate to="/teams" replace />;
  if (!TABS.some(([t]) => t === tab) || (event !== 'practices' && event !== 'games')) {
    return <NotFound redirect />;
  }
  const practicesOffered = offersPracticesOnTeamPage(user, teamId);
  const base = `/team/${conference}/${teamId}`;
  // Back goes to the standings; narrow screens have no standings, so to the games list.
  const backPath = narrow ? `/games?season=${query.season}` : `/teams?season=${query.season}`;
  if (event === 'practices' && !practicesOffered) {
    return <Navigate to={`${base}/${tab}/games${location.search}`} replace />;
  }
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
        {TABS.map(([key, label]) => (
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
      <div className="filters">
        <SeasonSelect value={query.season} onChange={query.setSeason} />
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
        <p className="empty">Player averages are not available in this version yet.</p>
      ) : event === 'practices' ? (
        <PracticesTable teamId={teamId} season={query.season} fullDataLink />
      ) : (
        <GamesTable teamId={teamId} season={query.season} />
      )}
    </section>
  );
}
