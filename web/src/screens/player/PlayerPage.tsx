/**
 * /player/{playerId}/{event} (02 §2 Player page): a player's practices or games in a
 * date range (practices the past 28 days, games the season, unless chosen), with the
 * player's own numbers of each. The bare /player/{playerId} opens on
 * practices for staff and customers viewing a player of their own team, else on games
 * (domain `playerPageEvent`); practices are offered only to those who may see the player's
 * team's practices. An unknown player goes to /players, unless it is the player last
 * shown on this device, which is shown from local storage. When the gateway refuses the
 * list (403: another team's player whose games the user may not see, e.g. a customer's),
 * the page shows the player's head and only the message that says so.
 */
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  formatJersey,
  MSG_GAME_PERFORMANCE_ONLY,
  offersPracticesOnTeamPage,
  paths,
  playerPageEvent,
  teamById,
} from '../../../../domain';
import { NotAllowed } from '../../components/NotAllowed';
import { TeamBadge } from '../../components/TeamBadge';
import { useUser } from '../../data/session';
import { DateRangeFilter } from '../../components/filters/DateRangeFilter';
import { eventRange, useListQuery } from '../../components/filters/useListQuery';
import { PlayerSessionsTable, usePlayerSessions, type PlayerEvent } from './PlayerSessionsTable';
import { usePlayerSummary } from './usePlayerSummary';
import { PlayerLoad } from './PlayerLoad';

const EVENTS: readonly (readonly [PlayerEvent | 'load', string])[] = [
  ['practices', 'Practices'],
  ['games', 'Games'],
  ['load', 'Load'],
];

/** The list the user came from (the Players list passes it in router state), else /players. */
function returnPathOf(state: unknown): string {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//')
    ? to
    : paths.players();
}

/** The player page. */
export default function PlayerPage() {
  const { playerId = '', event } = useParams();
  const user = useUser();
  const location = useLocation();
  const state: unknown = location.state;
  const navigate = useNavigate();
  const query = useListQuery(user, null, eventRange(event ?? ''));
  const read = usePlayerSummary(playerId);
  const practicesOffered =
    (read.kind === 'known' || read.kind === 'stored') &&
    offersPracticesOnTeamPage(user, read.player.teamId);
  // The list the address names, once it is one this user is offered; else the page redirects.
  // Load (over practices and games) is offered with the practices.
  const listed =
    event === 'games' || ((event === 'practices' || event === 'load') && practicesOffered)
      ? event
      : null;
  const sessionsListed = listed === 'load' ? null : listed;
  // A player shown from local storage is not asked for: the server no longer knows the id.
  const sessions = usePlayerSessions(
    playerId,
    read.kind === 'known' ? sessionsListed : null,
    query.range,
  );
  const list = listed === 'practices' ? sessions.practices : sessions.games;
  // Whether the user may see the list is known from its first answer only: until the
  // player's list has answered once, the page shows no filters, so a refused user never
  // sees the 'Game Performance Only' banner before the message. (Later answers, of another
  // range or event, come with the filters shown.)
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  if (read.kind !== 'loading' && listed !== null && !list.loading && answeredFor !== playerId)
    setAnsweredFor(playerId);
  if (read.kind === 'loading') return <div className="loading">Loading…</div>;
  if (read.kind === 'unknown') return <Navigate to={paths.players()} replace />;
  if (read.kind === 'error') {
    return (
      <section className="list-page">
        <p className="form-error" role="alert">
          {read.error}
        </p>
      </section>
    );
  }
  const { player } = read;
  const base = `/player/${encodeURIComponent(playerId)}`;
  if (listed === null) {
    const target =
      practicesOffered && event !== 'practices' ? playerPageEvent(user, player.teamId) : 'games';
    return <Navigate to={`${base}/${target}${location.search}`} state={state} replace />;
  }
  const team = teamById(player.teamId);
  return (
    <section className="list-page player-page">
      <div className="team-head">
        <Link to={returnPathOf(state)} className="icon-button" aria-label="Back">
          ‹
        </Link>
        <TeamBadge abbr={player.teamAbbr ?? ''} size={36} />
        <h1 className="page-title">{player.name}</h1>
        <span className="muted">
          #{formatJersey(player.jersey)} · {player.position} · {team?.teamFullName ?? player.teamId}
        </span>
      </div>
      {list.refused ? (
        <NotAllowed subject="player" sessions={listed === 'load' ? 'practices' : listed} />
      ) : answeredFor !== playerId ? (
        <div className="loading">Loading…</div>
      ) : (
        <>
          <div className="filters">
            {listed !== 'load' && <DateRangeFilter value={query.range} onApply={query.setRange} />}
            {practicesOffered ? (
              <fieldset className="events-filter" aria-label="Sessions">
                {EVENTS.map(([key, label]) => (
                  <label key={key}>
                    <input
                      type="radio"
                      name="player-event"
                      checked={event === key}
                      onChange={() => {
                        void navigate(`${base}/${key}${location.search}`, { state });
                      }}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            ) : (
              <span className="muted">{MSG_GAME_PERFORMANCE_ONLY}</span>
            )}
            {read.kind === 'stored' && (
              <span className="muted">Not on a roster now: shown as last seen on this device.</span>
            )}
          </div>
          {listed === 'load' ? (
            read.kind === 'known' ? (
              <PlayerLoad playerId={playerId} />
            ) : null
          ) : (
            <PlayerSessionsTable
              sessions={sessions}
              event={listed}
              linked={read.kind === 'known' ? playerId : null}
            />
          )}
        </>
      )}
    </section>
  );
}
