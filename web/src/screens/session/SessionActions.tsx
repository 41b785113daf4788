/**
 * The session header's actions (02 §2, §5): the Export menu (the whole session, a game's
 * plays, the players shown, or totals only) and the button that opens the Alerts drawer.
 */
import type { SessionExport } from '../../data/useExports';
import { ExportMenu } from '../../components/export/ExportMenu';

export function SessionActions({
  kind,
  name,
  live,
  scheduled,
  session,
  shownPlayers,
  exportCsv,
  alertsOpen,
  onAlerts,
}: {
  kind: 'practice' | 'game';
  name: string;
  live: boolean;
  scheduled: boolean;
  /** What every export of this session names. */
  session: Omit<SessionExport, 'players' | 'totalsOnly'>;
  /** The players the page shows, for Export Filtered Data. */
  shownPlayers: () => readonly string[];
  exportCsv: (session: SessionExport) => void;
  alertsOpen: boolean;
  onAlerts: () => void;
}) {
  return (
    <>
      <ExportMenu
        name={name}
        disabled={scheduled}
        choices={[
          // A game's full export is by quarter (its periods are its plays and stoppages);
          // Export Plays has a row per play (02 §7 gameView, §9 Export menu).
          {
            label: kind === 'game' ? 'Full Game Export' : 'Full Practice Export',
            onSelect: () => {
              exportCsv({
                ...session,
                live,
                ...(kind === 'game' ? { gameView: 'quarters' as const } : {}),
              });
            },
          },
          ...(kind === 'game'
            ? [
                {
                  label: 'Export Plays',
                  onSelect: () => {
                    exportCsv({ ...session, gameView: 'plays' });
                  },
                },
              ]
            : []),
          {
            label: 'Export Filtered Data',
            onSelect: () => {
              exportCsv({ ...session, live, players: shownPlayers().slice(0, 200) });
            },
          },
          ...(live
            ? []
            : [
                {
                  label: 'Totals Only Export',
                  onSelect: () => {
                    exportCsv({ ...session, totalsOnly: true });
                  },
                },
              ]),
        ]}
      />
      <button type="button" className="button" aria-expanded={alertsOpen} onClick={onAlerts}>
        Alerts
      </button>
    </>
  );
}
