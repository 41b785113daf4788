/**
 * The session page's top (02 §2): the header with its tabs, a live practice's drill and how
 * fresh its numbers are, the actions (exports, alerts), and the alerts drawer they open.
 */
import { useState } from 'react';
import { SessionHeader, type LiveHeader } from '../../components/detail/SessionHeader';
import { detailTabs } from '../../components/detail/detailTabs';
import { useUser } from '../../data/session';
import type { SessionStage } from '../../data/sessionMeta';
import type { SessionExport } from '../../data/useExports';
import { AlertsDrawer } from './AlertsDrawer';
import { SessionActions } from './SessionActions';
import type { SessionKind, SessionView } from './sessionAddresses';
import type { SessionReads } from './useSessionReads';

/** What a live practice's header says: its drill, and when its numbers were last updated. */
function liveHeaderOf(reads: SessionReads): LiveHeader | null {
  if (!reads.follows) return null;
  const { liveHead, topic } = reads;
  return {
    currentDrill: liveHead?.currentDrill ?? null,
    drillStartTs: liveHead?.drillStartTs ?? null,
    freshness: topic.stale
      ? 'Data may be out of date'
      : topic.fetchedAtMs > 0
        ? `Updated ${new Date(topic.fetchedAtMs).toLocaleTimeString()}`
        : '',
  };
}

/** The header, its actions and the alerts drawer of a session whose details are in. */
export function SessionTopBar({
  kind,
  id,
  teamId,
  view,
  narrow,
  reads,
  meta,
  stage,
  exported,
  shownPlayers,
  exportCsv,
}: {
  kind: SessionKind;
  id: string;
  teamId: string;
  view: SessionView;
  narrow: boolean;
  reads: SessionReads;
  meta: NonNullable<SessionReads['meta']>;
  stage: SessionStage;
  /** The session as its CSV exports name it (the view's columns). */
  exported: Omit<SessionExport, 'players' | 'totalsOnly'>;
  /** The ids of the players the page shows now, for the CSV of those shown. */
  shownPlayers: () => string[];
  exportCsv: (session: SessionExport) => void;
}) {
  const user = useUser();
  const [alertsOpen, setAlertsOpen] = useState(false);
  return (
    <>
      <SessionHeader
        meta={meta}
        kind={kind}
        teamId={teamId}
        tabs={detailTabs({
          kind,
          id,
          teamId,
          stage,
          started: meta.startTime <= reads.minute,
          user,
          narrow,
          active: kind === 'game' ? 'expanded' : view,
        })}
        live={stage === 'live' ? liveHeaderOf(reads) : null}
        onChanged={reads.metaRead.reload}
        actions={
          <SessionActions
            kind={kind}
            name={meta.name}
            live={stage === 'live'}
            scheduled={stage === 'scheduled'}
            session={exported}
            shownPlayers={shownPlayers}
            exportCsv={exportCsv}
            alertsOpen={alertsOpen}
            onAlerts={() => {
              setAlertsOpen((open) => !open);
            }}
          />
        }
      />
      {alertsOpen && (
        <AlertsDrawer
          sessionId={id}
          teamId={teamId}
          onClose={() => {
            setAlertsOpen(false);
          }}
        />
      )}
    </>
  );
}
