/**
 * Data Ops (03 §2, §4, §5, §8):
 *
 *   /dataops/page                   the list
 *   /dataops/entities/{datasetId}   the list with a dataset's entities modal over it
 *
 * The datasets of a date range (the last three days until one is picked), a page of 50 at a
 * time, with filters (NAME and DATASETS as case-insensitive regular
 * expressions, the ACTIONS status filter, 'Show Active Retrack'), each row's four progress
 * dots and its actions; every answer is a toast with the server's message. One route serves
 * both addresses, so opening and closing the modal keeps the filters as they were.
 */
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths, type ProcessingAction } from '../../../../domain';
import { REPLICA_CODES, REPLICA_STATUS_WORDS } from '../../../../state-machines';
import { NotFound } from '../../components/NotFound';
import { DataGrid } from '../../components/grid/DataGrid';
import { ActionToast } from './ActionToast';
import { dataOpsColumns } from './dataopsColumns';
import {
  acceptsDatasetSearch,
  filterDataOpsRows,
  NO_FILTERS,
  type DataOpsFilters,
  type StatusFilter,
} from './dataopsFilters';
import { EntitiesModal } from './EntitiesModal';
import { ScheduleDialog } from './ScheduleDialog';
import { defaultRange, rangeProblem, type DayRange } from './dataopsRange';
import { useDataOpsRows, type DataOpsRow } from './useDataOpsRows';
import { useProcessingAction } from './useProcessingAction';
import './dataops.css';

/** Rows per page of the list: a season is about 200 datasets. */
const PAGE_SIZE = 50;

/** The ACTIONS status filter's choices: every row, not launched, then each code. */
const STATUS_CHOICES: readonly StatusFilter[] = ['all', 'none', ...REPLICA_CODES];

const statusLabel = (choice: StatusFilter): string =>
  choice === 'all'
    ? 'All'
    : choice === 'none'
      ? 'Not launched'
      : `${choice} · ${REPLICA_STATUS_WORDS[choice]}`;

/** The page's address: the list alone, a dataset's modal over it, or neither (not found). */
function useSubPage(): { kind: 'page' } | { kind: 'entities'; datasetId: string } | null {
  const splat = useParams()['*'] ?? '';
  const [page, id, ...rest] = splat.split('/');
  if (rest.length > 0) return null;
  if (page === 'page' && id === undefined) return { kind: 'page' };
  if (page === 'entities' && id !== undefined && id !== '') {
    return { kind: 'entities', datasetId: id };
  }
  return null;
}

/** The Data Ops page. */
export default function DataOpsPage() {
  const sub = useSubPage();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The days listed, and the days typed (listed once they make a range).
  const [range, setRange] = useState<DayRange>(() => defaultRange(new Date()));
  const [typed, setTyped] = useState<DayRange>(range);
  const typedProblem = rangeProblem(typed);
  const list = useDataOpsRows(range);
  const [filters, setFilters] = useState<DataOpsFilters>(NO_FILTERS);
  // The row whose Save Schedule dialog is open.
  const [schedulingId, setSchedulingId] = useState<string | null>(null);
  // Which dialog ran the action on its way: its success closes that dialog.
  const closeOnSuccess = useRef<'entities' | 'schedule' | null>(null);
  const actions = useProcessingAction(() => {
    if (closeOnSuccess.current === 'entities') void navigate(`${paths.dataops()}${search}`);
    if (closeOnSuccess.current === 'schedule') setSchedulingId(null);
    closeOnSuccess.current = null;
  });
  const rows = useMemo(() => filterDataOpsRows(list.rows, filters), [list.rows, filters]);
  const { run, running, notice } = actions;
  const columns = useMemo(
    () =>
      dataOpsColumns((row: DataOpsRow, action: ProcessingAction) => {
        if (row.datasetId === null) return;
        if (action === 'saveSchedule') {
          setSchedulingId(row.id);
          return;
        }
        run({ action, datasetId: row.datasetId, teamId: row.teamId });
      }, running),
    [run, running],
  );
  const closeModal = () => {
    closeOnSuccess.current = null;
    void navigate(`${paths.dataops()}${search}`);
  };
  const scheduling = list.rows.find((r) => r.id === schedulingId);

  if (sub === null) return <NotFound redirect />;
  const set = (patch: Partial<DataOpsFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
  };
  const pick = (patch: Partial<DayRange>) => {
    const next = { ...typed, ...patch };
    setTyped(next);
    if (rangeProblem(next) === null) setRange(next);
  };
  return (
    <section className="list-page dataops-page">
      <h1 className="page-title">Data Ops</h1>
      <div className="filters dataops-filters">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="dataops-search">
            {end.toUpperCase()}
            <input
              type="date"
              aria-label={end === 'from' ? 'From day' : 'To day'}
              value={typed[end]}
              onChange={(e) => {
                pick({ [end]: e.target.value });
              }}
            />
          </label>
        ))}
        {typedProblem !== null && (
          <span className="form-error" role="alert">
            {typedProblem}
          </span>
        )}
        <label className="dataops-search">
          NAME
          <input
            type="search"
            placeholder="Search names"
            value={filters.name}
            onChange={(e) => {
              set({ name: e.target.value });
            }}
          />
        </label>
        <label className="dataops-search">
          DATASETS
          <input
            type="search"
            inputMode="numeric"
            placeholder="Search datasets"
            value={filters.dataset}
            onChange={(e) => {
              if (acceptsDatasetSearch(e.target.value)) set({ dataset: e.target.value });
            }}
          />
        </label>
        <label className="dataops-search">
          ACTIONS
          <select
            aria-label="ACTIONS status"
            value={filters.status}
            onChange={(e) => {
              set({ status: e.target.value as StatusFilter });
            }}
          >
            {STATUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {statusLabel(choice)}
              </option>
            ))}
          </select>
        </label>
        <label className="dataops-check">
          <input
            type="checkbox"
            checked={filters.activeRetrack}
            onChange={(e) => {
              set({ activeRetrack: e.target.checked });
            }}
          />
          Show Active Retrack
        </label>
        <span className="muted dataops-count" role="status">
          {rows.length} of {list.rows.length} datasets
          {list.stale ? ' · reconnecting…' : ''}
        </span>
      </div>
      {list.error !== null && (
        <p className="form-error" role="alert">
          {list.error}
        </p>
      )}
      <div className="grid-wrap">
        <DataGrid
          rows={rows}
          columns={columns}
          loading={list.loading}
          label="Data Ops"
          pageSize={PAGE_SIZE}
        />
      </div>
      {sub.kind === 'entities' && (
        <EntitiesModal
          key={sub.datasetId}
          datasetId={sub.datasetId}
          row={list.rows.find((r) => r.datasetId === sub.datasetId)}
          running={running}
          onRun={(request) => {
            closeOnSuccess.current = 'entities';
            run(request);
          }}
          onNotice={actions.dismiss}
          onClose={closeModal}
        />
      )}
      {scheduling !== undefined && (
        <ScheduleDialog
          key={scheduling.id}
          row={scheduling}
          running={running}
          onRun={(request) => {
            closeOnSuccess.current = 'schedule';
            run(request);
          }}
          onClose={() => {
            closeOnSuccess.current = null;
            setSchedulingId(null);
          }}
        />
      )}
      {notice !== null && <ActionToast notice={notice} onDismiss={actions.dismiss} />}
    </section>
  );
}
