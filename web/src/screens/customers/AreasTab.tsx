/**
 * The Customers screen's 'Practice Areas' tab (03 §2 Customers): the practice areas of the
 * team's venues, each with its size, as the practice viewer draws them; none gives 'Please
 * add a new Practice Area'.
 */
import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { CALLS, MSG_ADD_PRACTICE_AREA, formatDecimals, type Team } from '../../../../domain';
import { DataGrid } from '../../components/grid/DataGrid';
import { useApiQuery } from '../../data/useApiQuery';

interface AreaRow {
  readonly id: string;
  readonly venue: string;
  readonly type: string;
  readonly name: string;
  readonly widthFt: number;
  readonly heightFt: number;
}

const COLUMNS: ColDef<AreaRow>[] = [
  { headerName: 'Name', field: 'name', flex: 2, minWidth: 160 },
  { headerName: 'Venue', field: 'venue', flex: 2, minWidth: 180 },
  { headerName: 'Type', field: 'type', width: 120 },
  {
    headerName: 'Width (ft)',
    field: 'widthFt',
    width: 120,
    valueFormatter: ({ value }) => formatDecimals(Number(value), 2),
  },
  {
    headerName: 'Height (ft)',
    field: 'heightFt',
    width: 120,
    valueFormatter: ({ value }) => formatDecimals(Number(value), 2),
  },
];

export function AreasTab({ team }: { team: Team }) {
  const venues = useApiQuery(CALLS.venues, {}, { teamids: team.teamId });
  const rows = useMemo(
    () =>
      venues.rows.flatMap((v) =>
        v.practiceAreas.map((a) => ({
          id: `${v.siteId}/${a._id}`,
          venue: v.siteName,
          type: v.type,
          name: a.areaName,
          widthFt: a.widthFt,
          heightFt: a.heightFt,
        })),
      ),
    [venues.rows],
  );
  if (venues.error !== null)
    return (
      <p className="form-error" role="alert">
        {venues.error}
      </p>
    );
  if (!venues.loading && rows.length === 0) return <p className="empty">{MSG_ADD_PRACTICE_AREA}</p>;
  return (
    <div className="customers-grid">
      <DataGrid rows={rows} columns={COLUMNS} loading={venues.loading} label="Practice areas" />
    </div>
  );
}
