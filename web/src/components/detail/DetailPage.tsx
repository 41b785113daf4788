/**
 * The frame of a practice's or game's detail tabs (03 §2 "Detail page shape"): reads the
 * session from the route (:id, and :teamId for a game), sends a missing one to /practices,
 * says so when it is another team's, and shows the session header with the tab strip above
 * the tab's own screen. The performance views draw the same header themselves (they add the
 * live timer, exports and the alerts drawer).
 */
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { CALLS, paths } from '../../../../domain';
import { useUser } from '../../data/session';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useApi, type ApiRead } from '../../data/useApi';
import { NotAllowed } from '../NotAllowed';
import { useNarrow } from '../useNarrow';
import { useNow } from '../useNow';
import { detailTabs, type DetailTab } from './detailTabs';
import { SessionHeader } from './SessionHeader';

/** The tab `tab` of the session the route names, drawn by `children` once it is read. */
export function DetailPage({
  tab,
  children,
}: {
  tab: DetailTab;
  children: (meta: SessionMeta, reload: () => void) => ReactNode;
}) {
  const params = useParams();
  const location = useLocation();
  const user = useUser();
  const narrow = useNarrow();
  const now = useNow(60_000);
  const kind = location.pathname.startsWith('/view/game/') ? 'game' : 'practice';
  const id = params.id ?? '';
  // Kept on screen while read again (a tab's change re-reads it): the tab is not remounted.
  const read: ApiRead<SessionMeta> = useApi(
    CALLS.scheduleItem,
    id === '' ? null : { id },
    {},
    { keepRows: true },
  );
  const meta = read.rows[0];

  if (read.refused) {
    return (
      <NotAllowed subject={kind} sessions={kind === 'game' ? 'games' : 'practices'}>
        <Link to={kind === 'game' ? paths.games() : paths.home()}>Back</Link>
      </NotAllowed>
    );
  }
  if (read.missing || (!read.loading && read.error === null && meta === undefined)) {
    return <Navigate to={paths.practices()} replace />;
  }
  if (read.error !== null) {
    return (
      <div className="empty" role="alert">
        {read.error} <Link to={paths.home()}>Back to the schedule</Link>
      </div>
    );
  }
  if (meta === undefined) return <div className="loading">Loading…</div>;
  const isGame = meta.type === 'game';
  if (isGame !== (kind === 'game')) return <Navigate to={paths.practices()} replace />;
  const teamId = kind === 'game' ? (params.teamId ?? meta.teamId) : undefined;
  const tabs = detailTabs({
    kind,
    id,
    teamId,
    stage: stageOf(meta),
    started: meta.startTime <= now,
    user,
    narrow,
    active: tab,
  });
  return (
    <section className="detail-page">
      <SessionHeader
        meta={meta}
        kind={kind}
        teamId={teamId}
        tabs={tabs}
        live={null}
        onChanged={read.reload}
      />
      {children(meta, read.reload)}
    </section>
  );
}
