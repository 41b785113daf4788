/**
 * A team's started practices in a date range (02 §2 Practices list and Team page): name,
 * date and time, periods, duration, intensity and the players' averages (01 §3.7 session
 * summary). The name leads to the practice view; on the team page a 'View Full Practice
 * Data' link leads to the condensed view.
 */
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import {
  CALLS,
  DATE_FORMATS,
  type DateRangeChoice,
  formatDate,
  formatDurationMs,
  intensitySummary,
  paths,
  splitIntensities,
  STARTED_STATUSES,
  type TeamPractice,
} from '../../../../domain';
import { DataGrid } from '../grid/DataGrid';

import type { ApiRead } from '../../data/useApi';
import { useRangeApi } from '../../data/useRangeApi';
import { averageColumns, fitWidth } from '../grid/columns';
import { DownloadToast } from '../export/DownloadToast';
import { exportColumn } from '../export/ExportMenu';
import { useDownloadNotice, usePracticeCsv } from '../../data/useExports';
import { noneWhy, rangeWords } from './emptyWhy';

/** A row of practices/{teamId} (its contract's), with the grid's id. */
type PracticeRow = TeamPractice & { readonly id: string };

const columns = (
  fullDataLink: boolean,
  exportCsv: (row: PracticeRow) => void,
): ColDef<PracticeRow>[] => [
  {
    field: 'name',
    headerName: 'Name',
    pinned: 'left',
    width: 220,
    cellRenderer: ({ data }: { data?: PracticeRow }) =>
      data ? <Link to={paths.practicePerformance(data._id, 'expanded')}>{data.name}</Link> : null,
  },
  {
    // A practice that ran shows when it really started, not when it was planned.
    colId: 'startTime',
    headerName: 'Date/Time',
    ...fitWidth(210),
    valueGetter: ({ data }: { data?: PracticeRow }) => data?.startedMs ?? data?.startTime,
    valueFormatter: ({ value }: { value: number }) => formatDate(value, DATE_FORMATS.full),
  },
  { field: 'periods', headerName: 'Periods', ...fitWidth(75), type: 'numericColumn' },
  {
    field: 'durationMs',
    headerName: 'Duration',
    ...fitWidth(80),
    valueFormatter: ({ value }: { value: number | null }) => formatDurationMs(value),
  },
  {
    field: 'intensity',
    headerName: 'Intensity',
    ...fitWidth(110),
    valueFormatter: ({ value }: { value: string | null }) =>
      intensitySummary(splitIntensities(value ?? '')),
  },
  ...averageColumns<PracticeRow>(),
  ...(fullDataLink
    ? [
        {
          colId: 'view',
          headerName: '',
          ...fitWidth(170),
          sortable: false,
          cellRenderer: ({ data }: { data?: PracticeRow }) =>
            data ? (
              <Link to={paths.practicePerformance(data._id, 'condensed')}>
                View Full Practice Data
              </Link>
            ) : null,
        },
      ]
    : []),
  // 02 §2: each practice row exports the practice's CSV ({id}.csv).
  exportColumn<PracticeRow>(
    (row) => row.name,
    (row) => [
      {
        label: 'Full Practice Export',
        onSelect: () => {
          exportCsv(row);
        },
      },
    ],
  ),
];

/**
 * The practices of `teamId` in `range`, of any of `intensities` and `periodTypes` when
 * given; `choosingTeam` while the page still looks up the team to show.
 */
export function PracticesTable({
  teamId,
  choosingTeam = false,
  range,
  intensities = [],
  periodTypes = [],
  fullDataLink = false,
}: {
  teamId: string | null;
  choosingTeam?: boolean;
  range: DateRangeChoice;
  intensities?: readonly string[];
  /** Practices with a period of any of these types; none: every practice. */
  periodTypes?: readonly string[];
  fullDataLink?: boolean;
}) {
  const read: ApiRead<TeamPractice> = useRangeApi(
    CALLS.teamPractices,
    teamId === null ? null : { teamId },
    range,
    {
      // Practices not yet run have no numbers to show: the call's status filter (01 §7
      // 'filters as query') leaves them out, so they take none of its row limit either.
      status: STARTED_STATUSES.join(','),
      ...(intensities.length > 0 ? { intensity: intensities.join(',') } : {}),
      ...(periodTypes.length > 0 ? { periodType: periodTypes.join(',') } : {}),
    },
  );
  const [notice, show] = useDownloadNotice();
  const exportPractice = usePracticeCsv(show);
  const exportCsv = (row: PracticeRow) => {
    if (teamId !== null) exportPractice({ id: row._id, startTime: row.startTime, teamId });
  };
  const filtered = intensities.length > 0 || periodTypes.length > 0;
  return (
    <>
      {read.error && (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      )}
      <DataGrid
        label="Practices"
        rows={teamId === null ? [] : read.rows.map((r) => ({ ...r, id: r._id }))}
        columns={columns(fullDataLink, exportCsv)}
        loading={choosingTeam || read.loading}
        emptyWhy={noneWhy(
          teamId,
          filtered ? 'practices of the chosen intensities and periods' : 'practices',
          rangeWords(range),
        )}
      />
      <DownloadToast notice={notice} />
    </>
  );
}
