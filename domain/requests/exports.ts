/**
 * The session CSV's query (02 §7 Reports: "GET reports/csv/{id} with query tzOffset (minutes),
 * teamId, teamOfInterest (optional), gameView (quarters or plays), isLive (true or oldlive),
 * customCsv=yes, totalsOnly=yes"; 02 §9 Export menu: Full Practice/Game Export, Export Plays
 * (games), Export Filtered Data, Totals Only Export (not for live)), and the metric view whose
 * columns it writes (01 §3.4).
 */
import { z } from 'zod';
import { isViewColumnKey, METRIC_VIEW_SLUG_LIST, type ViewColumnKey } from '../metric-views';
import { idListQuery, idText, tzOffsetQuery } from './common';
import { yesFlag } from './sessions';

/** The most columns a custom view's CSV names. */
export const MAX_CSV_COLUMNS = 120;

/** A custom view's columns, comma-joined: catalogue metrics or their Relative variants. */
const viewColumnsQuery = z
  .string()
  .max(MAX_CSV_COLUMNS * 40)
  .transform((text, ctx) => {
    const keys = text.split(',');
    const bad = keys.find((k) => !isViewColumnKey(k));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `'${bad}' is no metric of the catalogue` });
      return z.NEVER;
    }
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', message: 'a metric named twice' });
      return z.NEVER;
    }
    if (keys.length > MAX_CSV_COLUMNS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_CSV_COLUMNS} columns` });
      return z.NEVER;
    }
    return keys as ViewColumnKey[];
  });

/**
 * The query of reports/csv/:id: the side, the caller's zone, totals only, the players kept,
 * a game's quarters or plays, live, and the metric view whose columns it writes (none: every
 * catalogue metric); view=custom-view names its columns in `columns`, and only it does.
 */
export const sessionCsvQuery = z
  .object({
    /** Minutes behind UTC (Date#getTimezoneOffset); the x-time-zone header wins. */
    tzOffset: tzOffsetQuery.optional(),
    /** The side exported; default the session's team. */
    teamId: idText.optional(),
    /** The spec's name for the side; the same as teamId (both given: they must agree). */
    teamOfInterest: idText.optional(),
    /** Only each player's Total row. */
    totalsOnly: yesFlag,
    /** Only these players (the individual CSV, Export Filtered Data). */
    players: idListQuery('player', 200).optional(),
    /** A game's rows by quarter or by play instead of by period. */
    gameView: z.enum(['quarters', 'plays']).optional(),
    /** Asked from a live view: the numbers so far; Totals Only is not for live. */
    isLive: z.enum(['true', 'yes', 'oldlive']).optional(),
    /** The metric view whose columns the file writes. */
    view: z.enum(METRIC_VIEW_SLUG_LIST).optional(),
    /** The custom view's columns, with view=custom-view only. */
    columns: viewColumnsQuery.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.view === 'custom-view' && q.columns === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'view=custom-view names its columns',
      });
    if (q.view !== 'custom-view' && q.columns !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['columns'],
        message: 'columns go with view=custom-view only',
      });
    if (q.teamId !== undefined && q.teamOfInterest !== undefined && q.teamId !== q.teamOfInterest)
      ctx.addIssue({
        code: 'custom',
        path: ['teamOfInterest'],
        message: 'names another team than teamId',
      });
    if (q.totalsOnly && (q.isLive === 'true' || q.isLive === 'yes'))
      ctx.addIssue({
        code: 'custom',
        path: ['totalsOnly'],
        message: 'Totals Only Export is not for a live session',
      });
  });

/**
 * The query of the bulk CSV calls (02 §7 Bulk CSV: tzOffset and materialize, no then yes).
 * progress=percent asks the poll to answer its percent done beside the spec's 1/0.
 */
export const bulkCsvQuery = z.object({
  tzOffset: tzOffsetQuery.optional(),
  materialize: yesFlag,
  progress: z.literal('percent').optional(),
});

/** The bulk CSV's data types (02 §7): sessions' players, or their ball flights. */
export const BULK_DATA_TYPES = [
  'practices',
  'games',
  'practiceBallFlights',
  'gameBallFlights',
] as const;
export type BulkDataType = (typeof BULK_DATA_TYPES)[number];
