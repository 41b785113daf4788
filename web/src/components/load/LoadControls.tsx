/**
 * The load views' controls (issue 36): the measure and the window, both kept in the address
 * (?measure=…&days=…), and the CSV export with its download notice. The player's Load view
 * and the team's Load tab share them.
 */
import { useSearchParams } from 'react-router-dom';

import { LOAD_MEASURE_LABELS, LOAD_MEASURES, type LoadMeasure } from '../../../../domain';
import { LOAD_WINDOWS, loadMeasureOf, loadWindowOf, useLoadCsv } from '../../data/load';
import { useDownloadNotice } from '../../data/useExports';
import { Segmented } from '../Segmented';
import { DownloadToast } from '../export/DownloadToast';
import { useAddressSearch } from '../useAddressSearch';

const WINDOW_CHOICES = LOAD_WINDOWS.map((d) => [String(d), `${d / 7} weeks`] as const);
const MEASURE_CHOICES = LOAD_MEASURES.map((m) => [m, LOAD_MEASURE_LABELS[m]] as const);

/** The window (days) and measure the address names, else the defaults. */
export function useLoadChoice(): { days: number; measure: LoadMeasure } {
  const [search] = useSearchParams();
  return {
    days: loadWindowOf(search.get('days')),
    measure: loadMeasureOf(search.get('measure')),
  };
}

/**
 * Measure, window and Export CSV for a player's or a team's load; `name` tells the two
 * pages' radio groups apart (`{name}-measure`, `{name}-window`).
 */
export function LoadControls({
  name,
  target,
}: {
  name: string;
  target: { playerId: string } | { teamId: string };
}) {
  const [, , setParams] = useAddressSearch();
  const { days, measure } = useLoadChoice();
  const [notice, show] = useDownloadNotice();
  const download = useLoadCsv(show);
  const set = (key: string, value: string) => {
    setParams({ [key]: value }, { replace: true });
  };
  return (
    <>
      <div className="filters">
        <Segmented
          label="Measure"
          name={`${name}-measure`}
          choices={MEASURE_CHOICES}
          value={measure}
          onChange={(m: LoadMeasure) => {
            set('measure', m);
          }}
        />
        <Segmented
          label="Window"
          name={`${name}-window`}
          choices={WINDOW_CHOICES}
          value={String(days)}
          onChange={(d) => {
            set('days', d);
          }}
        />
        <button
          type="button"
          className="button"
          onClick={() => {
            download(target, days);
          }}
        >
          Export CSV
        </button>
      </div>
      <DownloadToast notice={notice} />
    </>
  );
}
