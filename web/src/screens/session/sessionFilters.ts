/**
 * The session page's filters (02 §3 Filters, §4, §5, §9), held in the address so the
 * pop-up, a reload or a shared link keeps them:
 *
 *   cmp=7|14|28 | cmp=days&cmpFrom&cmpTo | cmp=practices&cmpIds   the comparison
 *   same=1  games=1  inprog=1                                        its options
 *   thr=70|80|90|100                                                 red from (live)
 *   show=relative|percent                                            which numbers
 *   periods=0,2  from&to (epoch ms)  keep=1                          the periods, the time slider
 *   since=30…80  sinceZone=rolling                                   time since max
 *   gv=quarters|plays  grp=index                                     a game's quarter or play
 *
 * Reading them is pure; the calls' queries are built here too, so the page and its tests
 * agree on one form.
 */
import {
  DATE_RANGE_PRESETS_DAYS,
  inProgressAllowsFrom,
  PERCENTAGE_OPTIONS,
  TIME_SINCE_MAX_PERCENTAGES,
  type PresetDays,
} from '../../../../domain';

/** What the percent-of-history numbers are compared with (02 §3 Date-range filter). */
export type Comparison =
  | { readonly kind: 'days'; readonly days: PresetDays }
  | { readonly kind: 'dates'; readonly from: string; readonly to: string }
  | { readonly kind: 'practices'; readonly ids: readonly string[] };

export interface ComparisonChoice {
  readonly comparison: Comparison;
  readonly sameIntensity: boolean;
  readonly includeGames: boolean;
  readonly inProgress: boolean;
  /** Red from this percentage, in live mode only; null: never (02 §5). */
  readonly threshold: (typeof PERCENTAGE_OPTIONS)[number] | null;
}

/** Which numbers the metric columns show. */
export type Shown = 'values' | 'relative' | 'percent';

export interface TimeSinceMax {
  readonly percent: (typeof TIME_SINCE_MAX_PERCENTAGES)[number];
  /** Of the session's own max, or of the player's rolling max. */
  readonly zone: 'session' | 'rolling';
}

/** A game's numbers: whole, by quarter or by play; `group` is the chosen one's index. */
export interface GameView {
  readonly by: 'totals' | 'quarters' | 'plays';
  readonly group: number | null;
}

export interface SessionFilters extends ComparisonChoice {
  readonly shown: Shown;
  /** Period indexes; empty: every period. */
  readonly periods: readonly number[];
  /** The time slider's window (epoch ms); null ends: the session's own. */
  readonly fromMs: number | null;
  readonly toMs: number | null;
  /** Keep Current: the window's end follows now (live). */
  readonly keepCurrent: boolean;
  readonly sinceMax: TimeSinceMax | null;
  readonly game: GameView;
}

const DAY_KEY = /^\d{8}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const list = (text: string | null): string[] =>
  text === null || text === '' ? [] : text.split(',').filter((s) => s !== '');

const wholeOrNull = (text: string | null): number | null => {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
};

function oneOf<T extends number>(options: readonly T[], text: string | null): T | null {
  const n = Number(text);
  return options.find((o) => o === n) ?? null;
}

function comparisonOf(search: URLSearchParams): Comparison {
  const cmp = search.get('cmp');
  if (cmp === 'days') {
    const from = search.get('cmpFrom') ?? '';
    const to = search.get('cmpTo') ?? '';
    if (DAY_KEY.test(from) && DAY_KEY.test(to)) {
      return from <= to ? { kind: 'dates', from, to } : { kind: 'dates', from: to, to: from };
    }
  }
  if (cmp === 'practices') {
    const ids = list(search.get('cmpIds')).filter((id) => ID.test(id));
    if (ids.length > 0) return { kind: 'practices', ids };
  }
  return { kind: 'days', days: oneOf(DATE_RANGE_PRESETS_DAYS, cmp) ?? 7 };
}

/** Every filter the address holds; anything unreadable is left at its default. */
export function filtersOf(search: URLSearchParams): SessionFilters {
  const show = search.get('show');
  const since = oneOf(TIME_SINCE_MAX_PERCENTAGES, search.get('since'));
  const gv = search.get('gv');
  const fromMs = wholeOrNull(search.get('from'));
  const toMs = wholeOrNull(search.get('to'));
  const ordered = fromMs !== null && toMs !== null && fromMs >= toMs ? null : { fromMs, toMs };
  return {
    comparison: comparisonOf(search),
    sameIntensity: search.get('same') === '1',
    includeGames: search.get('games') === '1',
    inProgress: search.get('inprog') === '1',
    threshold: oneOf(PERCENTAGE_OPTIONS, search.get('thr')),
    shown: show === 'relative' || show === 'percent' ? show : 'values',
    periods: [
      ...new Set(list(search.get('periods')).flatMap((p) => (/^\d{1,3}$/.test(p) ? [+p] : []))),
    ].sort((a, b) => a - b),
    fromMs: ordered?.fromMs ?? null,
    toMs: ordered?.toMs ?? null,
    keepCurrent: search.get('keep') === '1',
    sinceMax:
      since === null
        ? null
        : { percent: since, zone: search.get('sinceZone') === 'rolling' ? 'rolling' : 'session' },
    game: {
      by: gv === 'quarters' || gv === 'plays' ? gv : 'totals',
      group: wholeOrNull(search.get('grp')),
    },
  };
}

/** The address's search with some filters set (null removes one); the others kept. */
export function withFilters(
  search: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The address's form of a comparison choice (every comparison parameter, set or removed). */
export function comparisonParams(choice: ComparisonChoice): Record<string, string | null> {
  const { comparison: c } = choice;
  return {
    cmp:
      c.kind === 'days'
        ? c.days === 7
          ? null
          : String(c.days)
        : c.kind === 'dates'
          ? 'days'
          : 'practices',
    cmpFrom: c.kind === 'dates' ? c.from : null,
    cmpTo: c.kind === 'dates' ? c.to : null,
    cmpIds: c.kind === 'practices' ? c.ids.join(',') : null,
    same: choice.sameIntensity ? '1' : null,
    games: choice.includeGames ? '1' : null,
    inprog: choice.inProgress ? '1' : null,
    thr: choice.threshold === null ? null : String(choice.threshold),
  };
}

/**
 * Whether a comparison choice can be applied (02 §5: no dates, or no practices chosen; in
 * progress, no day before the 28 the session's day allows, the server's rule too).
 */
export function canApplyComparison(choice: ComparisonChoice, sessionDayKey: string): boolean {
  const c = choice.comparison;
  if (c.kind === 'practices') return c.ids.length > 0;
  if (c.kind === 'dates') {
    if (!DAY_KEY.test(c.from) || !DAY_KEY.test(c.to) || c.from > c.to) return false;
    return !choice.inProgress || inProgressAllowsFrom(c.from, sessionDayKey);
  }
  return true;
}

/** A short label of the comparison for its button. */
export function comparisonLabel(c: Comparison): string {
  if (c.kind === 'days') return `Past ${c.days} days`;
  if (c.kind === 'practices')
    return c.ids.length === 1 ? '1 practice' : `${c.ids.length} practices`;
  const day = (k: string) => `${k.slice(4, 6)}/${k.slice(6, 8)}/${k.slice(0, 4)}`;
  return c.from === c.to ? day(c.from) : `${day(c.from)} – ${day(c.to)}`;
}

type Query = Record<string, string | number>;

/**
 * Whether the page reads the comparison: when a percentage shows, or when one was chosen for
 * the highlights.
 */
export const comparesWith = (filters: SessionFilters): boolean =>
  filters.shown === 'percent' ||
  Object.entries(comparisonParams(filters)).some(([k, v]) => k !== 'thr' && v !== null);

/**
 * The comparison call's query; `elapsedMs` is how far a live practice has run (used with
 * in-progress comparisons), `tzOffset` the browser's (chosen dates are the browser's days).
 */

export function comparisonQuery(
  choice: ComparisonChoice,
  elapsedMs: number | null,
  tzOffset: number,
): Query {
  const c = choice.comparison;
  return {
    ...(c.kind === 'days' ? { days: c.days } : {}),
    ...(c.kind === 'dates' ? { from: c.from, to: c.to, tzOffset } : {}),
    ...(c.kind === 'practices' ? { practiceIds: c.ids.join(',') } : {}),
    ...(choice.sameIntensity ? { sameIntensity: 'yes' } : {}),
    ...(choice.includeGames ? { includeGames: 'yes' } : {}),
    ...(choice.inProgress && elapsedMs !== null
      ? { inProgress: 'yes', elapsedMs: Math.max(0, Math.round(elapsedMs)) }
      : {}),
  };
}

/** Whether the numbers must be read with filters (the live topic carries only whole ones). */
export const narrowsNumbers = (f: SessionFilters): boolean =>
  f.periods.length > 0 ||
  f.fromMs !== null ||
  f.toMs !== null ||
  f.keepCurrent ||
  f.sinceMax !== null;

/**
 * fullpractice's query for the filters: periods, the time window (its end `nowMs` under Keep
 * Current), the players left out of the averages, time since max and a game's grouping.
 */
export function numbersQuery(
  f: SessionFilters,
  excluded: readonly string[],
  nowMs: number | null,
): Query {
  const toMs = f.keepCurrent && nowMs !== null ? nowMs : f.toMs;
  return {
    ...(f.periods.length > 0 ? { periods: f.periods.join(',') } : {}),
    ...(f.fromMs !== null ? { fromMs: f.fromMs } : {}),
    ...(toMs !== null ? { toMs } : {}),
    ...(excluded.length > 0 ? { exclude: [...excluded].sort().join(',') } : {}),
    ...(f.sinceMax !== null
      ? {
          sinceMaxPct: f.sinceMax.percent,
          ...(f.sinceMax.zone === 'rolling' ? { sinceMaxZone: 'rolling' } : {}),
        }
      : {}),
    ...(f.game.by === 'quarters' ? { groupBy: 'quarter' } : {}),
    ...(f.game.by === 'plays' ? { groupBy: 'play' } : {}),
  };
}

/**
 * A number as a whole percentage of its comparison baseline; null when either is missing or
 * the baseline is not above zero (shown '-').
 */
export function percentOfBaseline(
  value: number | null | undefined,
  baseline: number | null | undefined,
): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (typeof baseline !== 'number' || !Number.isFinite(baseline) || baseline <= 0) return null;
  return Math.round((value / baseline) * 100);
}
