/**
 * /health/{health|entity|packets} (03 §2 Health, §4 Health): a venue's sensor and packet feed.
 * A Venue tab with its filter and selector ('Please select a Venue.' until one is chosen; the
 * venue stays in the query across the subtabs), a local-time editor, a UTC clock and a refresh
 * icon. In live mode the clocks tick every second (03 §9) and the venue is read again every
 * 2 s: the engine counts per second and a receiver is flagged after 5 s of silence, so a 2 s
 * read shows a drop within two seconds of its flag at half the calls of a 1 s read, and reads
 * pause while the tab is hidden. Editing the local time fixes the screen at that instant.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { CALLS, MSG_SELECT_VENUE, paths } from '../../../../domain';
import { useApi } from '../../data/useApi';
import { useNow } from '../../components/useNow';
import { EntityTab, HealthTab, PacketsTab } from './HealthTabs';
import {
  localInputValue,
  parseLocalInput,
  readInstant,
  utcClock,
  type HealthRead,
} from './healthView';
import './health.css';
import { useAddressSearch } from '../../components/useAddressSearch';

const TABS = [
  ['health', 'Health'],
  ['entity', 'Entity'],
  ['packets', 'D Packets'],
] as const;
type Tab = (typeof TABS)[number][0];

const subscribeVisibility = (onChange: () => void): (() => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
};

/** Whether the page is visible (reads pause while it is hidden). */
function useVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
}

/** The health page. */
export default function HealthPage() {
  const { tab = '' } = useParams();
  const [search, , setParam] = useAddressSearch();
  const venueId = search.get('venue') ?? '';
  const [reportingOnly, setReportingOnly] = useState(true);
  const [fixedAt, setFixedAt] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const live = fixedAt === null;
  const now = useNow(1000);
  const visible = useVisible();
  const shown = fixedAt ?? now;
  // A live screen reads at whole refresh periods of its clock, and not while hidden.
  const liveTarget = readInstant(now);
  const [liveReadAt, setLiveReadAt] = useState(liveTarget);
  if (live && visible && liveReadAt !== liveTarget) setLiveReadAt(liveTarget);

  const venues = useApi(CALLS.venues, {});
  const choices = useMemo(
    () =>
      venues.rows
        .filter((v) => !reportingOnly || v.hostIp !== null || v.siteId === venueId)
        .sort((a, b) => a.siteName.localeCompare(b.siteName)),
    [venues.rows, reportingOnly, venueId],
  );
  // The Monitor's team link (/health/entity?teamId=..) opens that team's reporting venue.
  const teamId = search.get('teamId');
  const venue =
    venues.rows.find((v) => v.siteId === venueId) ??
    (venueId === '' && teamId !== null
      ? venues.rows
          .filter((v) => v.teamId === teamId && v.hostIp !== null)
          .sort((a, b) => Number(b.type === 'practice') - Number(a.type === 'practice'))[0]
      : undefined);

  if (!TABS.some(([key]) => key === tab)) {
    return <Navigate to={`${paths.health()}${search.size > 0 ? `?${search}` : ''}`} replace />;
  }
  const read: HealthRead | null =
    venue?.hostIp != null ? { ip: venue.hostIp, time: fixedAt ?? liveReadAt, live, round } : null;

  return (
    <section className="list-page health-page">
      <h1 className="page-title">Health</h1>
      <div className="health-bar" role="group" aria-label="Venue">
        <span className="health-bar-title">Venue</span>
        <label className="inline-field">
          <input
            type="checkbox"
            checked={reportingOnly}
            onChange={(e) => {
              setReportingOnly(e.target.checked);
            }}
          />
          Reporting only
        </label>
        <select
          aria-label="Venue"
          value={venue?.siteId ?? ''}
          onChange={(e) => {
            setParam({ venue: e.target.value }, { replace: true });
          }}
        >
          <option value="">Select a venue</option>
          {choices.map((v) => (
            <option key={v.siteId} value={v.siteId}>
              {v.siteName}
            </option>
          ))}
        </select>
        <span className="health-clocks">
          {live ? <span className="live-badge">LIVE</span> : null}
          <label className="inline-field">
            Local time
            <input
              type="datetime-local"
              step={1}
              aria-label="Local time"
              value={localInputValue(shown)}
              onChange={(e) => {
                const at = parseLocalInput(e.target.value);
                if (at !== null) setFixedAt(at);
              }}
            />
          </label>
          <span className="utc-clock" aria-label="UTC clock">
            {utcClock(shown)}
          </span>
          <button
            type="button"
            className="button"
            aria-pressed={live}
            disabled={live}
            onClick={() => {
              setFixedAt(null);
            }}
          >
            Live
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label="Refresh"
            title="Refresh"
            onClick={() => {
              setRound((r) => r + 1);
            }}
          >
            ⟳
          </button>
        </span>
      </div>
      <nav className="tabs" aria-label="Health">
        {TABS.map(([key, label]) => (
          <NavLink
            key={key}
            to={`/health/${key}${search.size > 0 ? `?${search}` : ''}`}
            className="tab"
          >
            {label}
          </NavLink>
        ))}
      </nav>
      {venue === undefined ? (
        <p className="empty health-empty">{venues.loading ? 'Loading…' : MSG_SELECT_VENUE}</p>
      ) : read === null ? (
        <p className="empty health-empty">
          No location engine has reported for {venue.siteName} yet.
        </p>
      ) : (
        <HealthBody tab={tab as Tab} read={read} />
      )}
    </section>
  );
}

function HealthBody({ tab, read }: { tab: Tab; read: HealthRead }) {
  if (tab === 'entity') return <EntityTab read={read} />;
  if (tab === 'packets') return <PacketsTab read={read} />;
  return <HealthTab read={read} />;
}
