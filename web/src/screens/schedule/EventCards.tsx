/** The cards of the schedule: a practice (live timer, duration when complete) and a game. */
import { Link } from 'react-router-dom';
import {
  DATE_FORMATS,
  formatDate,
  intensitySummary,
  splitIntensities,
  teamById,
} from '../../../../domain';
import { useUser } from '../../data/session';
import { formatElapsed } from '../../components/dates';
import { isGame, type ScheduleEvent } from './events';
import { LiveTimer } from './LiveTimer';

/** A game's line: visitor at home, with the score once there is one. */
export function gameLabel(event: ScheduleEvent): string {
  const visitor = event.visitorTeamAbbr ?? event.visitorTeamId ?? '?';
  const home = event.homeTeamAbbr ?? event.homeTeamId ?? '?';
  const v = event.score?.visitorTeamScore?.pointTotal;
  const h = event.score?.homeTeamScore?.pointTotal;
  const score = v !== undefined && v !== null && h !== undefined && h !== null ? ` ${v}-${h}` : '';
  return event.name && !isGame(event) ? event.name : `${visitor} @ ${home}${score}`;
}

/**
 * The inside of a practice card: the name, then for a live practice the ticking timer and
 * the running period, then the start time and intensities, then a complete practice's
 * duration. A card that is short or narrow clips from the bottom, so the first lines are
 * the ones that matter most.
 */
export function PracticeCardBody({ event, compact }: { event: ScheduleEvent; compact: boolean }) {
  const live = event.status === 'live';
  // Another team's practice (the admin's and command center's schedules) names its team.
  const ownTeamId = useUser().teamId;
  const team =
    event.teamId !== undefined && event.teamId !== ownTeamId
      ? teamById(event.teamId)?.teamAbbrName
      : undefined;
  return (
    <>
      <span className="event-name">
        {team && <span className="event-team">{team}</span>}
        {event.name}
      </span>
      {live && (
        <span className="event-live">
          <span className="live-badge">LIVE</span> <LiveTimer startMs={event.startTime} />
          {!compact && event.currentDrill !== null && (
            <span className="event-period">{event.currentDrill}</span>
          )}
        </span>
      )}
      {!compact && (
        <span className="event-time">{formatDate(event.startTime, DATE_FORMATS.time)}</span>
      )}
      {!compact && event.intensity && (
        <span className="event-intensity">
          {intensitySummary(splitIntensities(event.intensity))}
        </span>
      )}
      {event.status === 'complete' &&
        event.endTime !== null &&
        event.endTime - event.startTime > 1 && (
          <span className="event-duration">{formatElapsed(event.endTime - event.startTime)}</span>
        )}
    </>
  );
}

/** A card linking to its event: practice or game. */
export function EventLink({
  event,
  to,
  compact = false,
  style,
}: {
  event: ScheduleEvent;
  to: string;
  compact?: boolean;
  style?: React.CSSProperties;
}) {
  const game = isGame(event);
  return (
    <Link
      to={to}
      className={`event-card ${game ? 'game' : 'practice'} ${event.status ?? ''}`}
      style={style}
      data-testid={`event-${event.id}`}
      title={game ? gameLabel(event) : event.name}
    >
      {game ? (
        <span className="event-name">
          {gameLabel(event)}
          {!compact && (
            <span className="event-time"> {formatDate(event.startTime, DATE_FORMATS.time)}</span>
          )}
        </span>
      ) : (
        <PracticeCardBody event={event} compact={compact} />
      )}
    </Link>
  );
}
