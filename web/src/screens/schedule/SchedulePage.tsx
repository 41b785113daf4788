/**
 * /schedule/week/{date} and /schedule/month/{date} (01 §2.4): the schedule of practices
 * and games, kept current by the gateway's schedule topic. The admin group always sees
 * the month (no tabs); a week route redirects there. Filters live in the query string.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  canCreatePractice,
  canManagePractice,
  hasAllTeams,
  isAdmin,
  isCollegeUser,
  MONTH_NAMES,
  paths,
  REFRESH_MS,
  scheduleHomePath,
  teamFilterFor,
} from '../../../../domain';
import { NotFound } from '../../components/NotFound';
import { addDays, addMonths, dayKey, parseRouteDate, startOfWeek } from '../../components/dates';
import { useUser } from '../../data/session';
import { useNarrow } from '../../components/useNarrow';
import { useNow } from '../../components/useNow';
import { DateRangeSelector, type ScheduleView } from './DateRangeSelector';
import { eventPath, eventsByDay, visibleEvents, type EventsFilter } from './events';
import { MonthView, monthGridDays } from './MonthView';
import { useScheduleEvents } from './useScheduleEvents';
import { WeekView } from './WeekView';
import './schedule.css';
import { useAddressSearch } from '../../components/useAddressSearch';

const CreatePracticeDialog = lazy(() => import('./CreatePracticeDialog'));

const FILTERS: readonly EventsFilter[] = ['all', 'practices', 'games'];

/** The schedule screen. */
export default function SchedulePage() {
  const params = useParams();
  const user = useUser();
  const narrow = useNarrow();
  const navigate = useNavigate();
  const [search, setSearch] = useAddressSearch();
  const [adding, setAdding] = useState<Date | null>(null);
  const day = parseRouteDate(params['*']);
  const view = params.view ?? '';
  const homeView = scheduleHomePath(user, day ?? new Date()).split('/')[2] as ScheduleView;
  const filter = (FILTERS as readonly string[]).includes(search.get('events') ?? '')
    ? (search.get('events') as EventsFilter)
    : 'all';
  const teamFilter = isAdmin(user) || isCollegeUser(user) ? teamFilterFor(user) : null;
  const allTeams = hasAllTeams(user);
  const teamId = search.get('team') ?? (allTeams ? '*' : (user.teamId ?? '*'));

  const range =
    day === null
      ? null
      : {
          days:
            view === 'week'
              ? Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(day), i))
              : monthGridDays(day),
        };
  const fromMs = range?.days[0]?.getTime() ?? 0;
  const toMs = range ? addDays(range.days[range.days.length - 1] ?? new Date(), 1).getTime() : 1;
  // One clock decides which events the range and each day show (a live one is on today's too).
  const nowMs = useNow(REFRESH_MS.timeLine);
  const { events, stale, error } = useScheduleEvents(teamId, fromMs, toMs, nowMs);
  const byDay = useMemo(
    () => eventsByDay(visibleEvents(events, filter), (ms) => dayKey(new Date(ms)), nowMs),
    [events, filter, nowMs],
  );
  const manage = canManagePractice(user);
  const pathOf = (event: Parameters<typeof eventPath>[0]) => eventPath(event, manage, user.teamId);

  if (day === null || (view !== 'week' && view !== 'month')) return <NotFound redirect />;
  if (view === 'week' && homeView === 'month') {
    return <Navigate to={paths.schedule('month', day, location.search)} replace />;
  }

  const go = (v: ScheduleView, d: Date) => {
    void navigate(paths.schedule(v, d, location.search));
  };
  const setQuery = (key: string, value: string) => {
    setSearch(
      (next) => {
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };
  const weekStart = startOfWeek(day);
  const title =
    view === 'week'
      ? `${MONTH_NAMES[weekStart.getMonth()]} ${weekStart.getDate()} – ${MONTH_NAMES[addDays(weekStart, 6).getMonth()]} ${addDays(weekStart, 6).getDate()}, ${addDays(weekStart, 6).getFullYear()}`
      : `${MONTH_NAMES[day.getMonth()]} ${day.getFullYear()}`;
  const onAdd = canCreatePractice(user) ? setAdding : null;

  return (
    <section className="schedule">
      <DateRangeSelector
        view={view}
        day={day}
        title={title}
        showTabs={homeView === 'week'}
        filter={filter}
        teams={teamFilter}
        allTeams={allTeams}
        teamId={teamId}
        onMove={(step) => {
          go(view, view === 'week' ? addDays(day, 7 * step) : addMonths(day, step));
        }}
        onPick={(year, month) => {
          go(view, new Date(year, month, 1));
        }}
        onToday={() => {
          go(view, new Date());
        }}
        onView={(v) => {
          go(v, day);
        }}
        onFilter={(f) => {
          setQuery('events', f);
        }}
        onTeam={(t) => {
          setQuery('team', t);
        }}
      />
      {(stale || error) && (
        <div className="stale" role="status">
          {error ? `Events could not be loaded (${error}).` : 'Data may be out of date'}
        </div>
      )}
      {view === 'week' && range ? (
        <WeekView days={range.days} byDay={byDay} pathOf={pathOf} onAdd={onAdd} />
      ) : (
        <MonthView
          month={day}
          byDay={byDay}
          ownTeamId={user.teamId ?? undefined}
          practicesOnly={narrow}
          pathOf={pathOf}
          onAdd={onAdd}
        />
      )}
      {adding && (
        <Suspense fallback={null}>
          <CreatePracticeDialog
            day={adding}
            defaultTeamId={teamId === '*' ? undefined : teamId}
            onClose={() => {
              setAdding(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
