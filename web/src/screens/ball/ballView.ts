/**
 * What the ball metrics page shows (02 §2 Ball metrics page, §3 Ball metrics, Filters): the
 * view and filters read from the address, the flights they keep, and the rows of the three
 * views: the flat list, one aggregate row per player (its flights below it when expanded),
 * and one per speed zone. Pure, so a test walks the filters without a browser.
 */
import {
  BALL_SORT_KEYS,
  ballFiltersOf,
  type BallFilters,
  type BallSort,
  type BallView,
} from '../../../../domain';

export {
  QUARTER_OPTIONS,
  aggregatesOf,
  groupKey,
  groupRows,
  listRows,
  shownFlights,
  type BallRow,
} from '../../../../domain';

/** The page's view: the flat list, or one of the grouped views. */
export type BallPageView = 'list' | BallView;

/** The view and the filters of the page (02 §3 Filters, the rule in domain/ball-filters.ts). */
export interface BallChoice extends BallFilters {
  readonly view: BallPageView;
  /** The flat list's sort as clicked (`sort=speed:desc`); none: the flights' own order. */
  readonly sort?: BallSort | undefined;
}

/** The sort an address names, when it names a sortable column and a direction. */
function sortOf(value: string | null): BallSort | undefined {
  const [column, order] = (value ?? '').split(':');
  const key = BALL_SORT_KEYS.find((k) => k === column);
  return key !== undefined && (order === 'asc' || order === 'desc') ? { key, order } : undefined;
}

/** The choice the address holds (unknown values are ignored). */
export function choiceOf(search: URLSearchParams): BallChoice {
  const view = search.get('view');
  return {
    view: view === 'byPlayer' || view === 'speedZone' ? view : 'list',
    ...ballFiltersOf((key) => search.get(key)),
    sort: sortOf(search.get('sort')),
  };
}

/** The address's search with `choice` in it (other parameters kept). */
export function searchOf(search: URLSearchParams, choice: BallChoice): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (key: string, value: string) => {
    if (value === '') next.delete(key);
    else next.set(key, value);
  };
  put('view', choice.view === 'list' ? '' : choice.view);
  put('type', choice.types.join(','));
  put('zone', choice.zones.join(','));
  put('quarter', choice.quarters.join(','));
  put('inPlay', choice.inPlay);
  put('sort', choice.sort === undefined ? '' : `${choice.sort.key}:${choice.sort.order}`);
  return next;
}
