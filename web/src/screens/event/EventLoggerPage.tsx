/**
 * The Event Logger (03 §2 Event Logger (Practice Events)): /view/practice/{id}/event, a tab
 * of the practice's detail page for staff on a phone during a live practice. Snap, Throw and
 * Rep with the team's three custom events, big enough for a thumb, the names editable, and
 * the timeline of what was logged; the same logger as the manage screen's Log Plays panel.
 */
import { EVENT_LOGGER_EVENTS } from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { EventLogger } from '../../components/logger/EventLogger';

export default function EventLoggerPage() {
  return (
    <DetailPage tab="event">
      {(meta) => (
        <EventLogger
          meta={meta}
          title="Event Logger"
          events={EVENT_LOGGER_EVENTS}
          className="event-logger-page"
        />
      )}
    </DetailPage>
  );
}
