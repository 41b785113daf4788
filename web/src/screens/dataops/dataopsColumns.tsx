/**
 * The Data Ops table's columns (03 §2): TEAM, NAME, IP, DATASETS, START TIME, END TIME, LAST
 * EDITED, PROGRESS (the four replica dots, 03 §4, with the running stage's percent; a stage
 * that failed is a red dot with its reason) and ACTIONS, each disabled where the replica
 * order does not allow it, its title saying why (a failed stage offers its retry).
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { formatDate, MISSING_VALUE, paths, teamById } from '../../../../domain';
import {
  ACTION_TITLE,
  PROCESSING_ACTION_LABELS,
  replicaDots,
  REPLICA_STATUS_WORDS,
  type ReplicaDot,
} from '../../../../state-machines';
import type { ProcessingAction } from '../../../../domain';
import { TeamBadge } from '../../components/TeamBadge';
import { fitWidth } from '../../components/grid/columns';
import { replicaStatusOf } from './dataopsFilters';
import { actionTitle, blockedReason, failedStage } from './rowActions';
import type { DataOpsRow } from './useDataOpsRows';

/** The stages of the four dots, in order (03 §4). */
const DOT_STAGES = ['Launch', 'Retrack', 'Ballflight retrack', 'Terminate'] as const;

const DOT_WORDS: Readonly<Record<ReplicaDot, string>> = {
  complete: 'complete',
  inProgress: 'in progress',
  idle: 'not started',
};

/** The row's actions in the order of their buttons. */
const ROW_ACTIONS: readonly ProcessingAction[] = [
  'launch',
  'retrack',
  'ballFlightRetrack',
  'saveSchedule',
  'finalize',
];

const time = (ms: number | null): string =>
  ms === null ? MISSING_VALUE : formatDate(ms, 'MM/dd/yyyy hh:mm a');

/** The four dots of a row and the running stage's percent, or the failed stage's reason. */
export function ProgressDots({ row }: { row: DataOpsRow }) {
  const status = replicaStatusOf(row);
  const dots = replicaDots(status);
  const failed = failedStage(row);
  const words = failed === null ? REPLICA_STATUS_WORDS[status] : `${failed.stage} failed`;
  const label = `${status === 'none' ? 'Not launched' : status}: ${words}`;
  // The last action's message (an error, or what started) is there on hover.
  const title = row.actionMessage === null ? label : `${label}. ${row.actionMessage}`;
  return (
    <span className="dataops-progress" role="img" aria-label={label} title={title}>
      {dots.map((dot, i) => {
        const broken = failed !== null && dot === 'inProgress';
        return (
          <span
            key={DOT_STAGES[i]}
            className={`dataops-dot ${broken ? 'failed' : dot}`}
            title={`${DOT_STAGES[i]}: ${broken ? failed.why : DOT_WORDS[dot]}`}
          />
        );
      })}
      <span className="dataops-code">{status === 'none' ? MISSING_VALUE : status}</span>
      {failed !== null ? (
        <span
          className="dataops-failed"
          title={`${failed.why} (stopped at ${row.stagePercent ?? 0} %)`}
        >
          Failed
        </span>
      ) : (
        row.stage !== '' && <span className="dataops-percent">{row.stagePercent ?? 0} %</span>
      )}
    </span>
  );
}

/** LAST EDITED: when the dataset last changed, and who ran the last action, when. */
function LastEdited({ row }: { row: DataOpsRow }) {
  const last = row.lastAction;
  const title =
    last === null
      ? undefined
      : ((ACTION_TITLE as Record<string, string>)[last.action] ?? last.action);
  return (
    <span className="dataops-edited">
      <span>{time(row.lastEditedMs)}</span>
      {last !== null && (
        <span className="dataops-who">
          {title} by {last.by}, {time(last.atMs)}
        </span>
      )}
    </span>
  );
}

/** What the ACTIONS column does with a button press. */
export type OnAction = (row: DataOpsRow, action: ProcessingAction) => void;

/** The buttons of a row; targeted retrack opens the dataset's entities. */
function ActionButtons({
  row,
  onAction,
  busy,
}: {
  row: DataOpsRow;
  onAction: OnAction;
  busy: boolean;
}) {
  const targeted = blockedReason(row, 'targetedRetrack');
  return (
    <span className="dataops-actions">
      {ROW_ACTIONS.map((action) => {
        const why = busy
          ? 'Another action is on its way to the server.'
          : blockedReason(row, action);
        return (
          <button
            key={action}
            type="button"
            className="button dataops-action"
            disabled={why !== null}
            title={why ?? actionTitle(row, action)}
            onClick={() => {
              onAction(row, action);
            }}
          >
            {PROCESSING_ACTION_LABELS[action]}
          </button>
        );
      })}
      {row.datasetId !== null && targeted === null ? (
        <Link
          className="button dataops-action"
          to={paths.dataopsEntities(row.datasetId)}
          title="Choose entities and a time range to retrack"
        >
          {PROCESSING_ACTION_LABELS.targetedRetrack}
        </Link>
      ) : (
        <button type="button" className="button dataops-action" disabled title={targeted ?? ''}>
          {PROCESSING_ACTION_LABELS.targetedRetrack}
        </button>
      )}
    </span>
  );
}

/** The table's columns; `onAction` runs a row's action, `busy` while one is on its way. */
export function dataOpsColumns(onAction: OnAction, busy: boolean): ColDef<DataOpsRow>[] {
  return [
    {
      headerName: 'TEAM',
      colId: 'team',
      valueGetter: ({ data }) => (data ? (teamById(data.teamId)?.teamAbbrName ?? data.teamId) : ''),
      cellRenderer: ({ value }: { value: string }) => (
        <span className="dataops-team">
          <TeamBadge abbr={value} size={24} />
        </span>
      ),
      width: 80,
      pinned: 'left',
    },
    {
      headerName: 'NAME',
      field: 'name',
      width: 170,
      pinned: 'left',
      wrapText: true,
      autoHeight: true,
    },
    { headerName: 'IP', field: 'venueIp', ...fitWidth(80) },
    {
      headerName: 'DATASETS',
      colId: 'dataset',
      // The short reference is not unique (every practice id starting 'practice' reads
      // DS-practice): the dataset's own id is shown under it, and the search looks at both.
      valueGetter: ({ data }) => data?.datasetId ?? MISSING_VALUE,
      cellRenderer: ({ data }: { data?: DataOpsRow }) =>
        data ? (
          <span className="dataops-dataset">
            {data.datasetRef !== null && <span className="dataops-ref">{data.datasetRef}</span>}
            <span className="dataops-dsid">{data.datasetId ?? MISSING_VALUE}</span>
          </span>
        ) : null,
      ...fitWidth(150),
      wrapText: true,
      autoHeight: true,
    },
    {
      headerName: 'START TIME',
      field: 'startTime',
      valueFormatter: ({ value }: { value: number | null }) => time(value),
      ...fitWidth(150),
      // By start, which an action does not change: a row stays where the cursor is (sorted
      // by LAST EDITED, the row acted on jumped to the top).
      sort: 'desc',
    },
    {
      headerName: 'END TIME',
      field: 'endTime',
      valueFormatter: ({ value }: { value: number | null }) => time(value),
      ...fitWidth(150),
    },
    {
      headerName: 'LAST EDITED',
      field: 'lastEditedMs',
      valueFormatter: ({ value }: { value: number | null }) => time(value),
      cellRenderer: ({ data }: { data?: DataOpsRow }) => (data ? <LastEdited row={data} /> : null),
      ...fitWidth(170),
      wrapText: true,
      autoHeight: true,
    },
    {
      headerName: 'PROGRESS',
      colId: 'progress',
      valueGetter: ({ data }) => (data ? replicaStatusOf(data) : 'none'),
      cellRenderer: ({ data }: { data?: DataOpsRow }) =>
        data ? <ProgressDots row={data} /> : null,
      ...fitWidth(165),
    },
    {
      headerName: 'ACTIONS',
      colId: 'actions',
      sortable: false,
      cellRenderer: ({ data }: { data?: DataOpsRow }) =>
        data ? <ActionButtons row={data} onAction={onAction} busy={busy} /> : null,
      ...fitWidth(320),
      autoHeight: true,
      wrapText: true,
    },
  ];
}
