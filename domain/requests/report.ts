/**
 * The report PDF's request and answer (02 §2 Report page, 02 §7 PDF, 02 §9 comparison
 * windows): which team's side, the comparison window, and the two-step ask of the exports
 * (materialize=no starts and polls the job, materialize=yes answers the file).
 */
import { z } from 'zod';
import { idListQuery, idText, tzOffsetQuery } from './common';
import { DATE_RANGE_PRESETS_DAYS } from '../views';
import { isViewColumnKey, METRIC_VIEW_SLUG_LIST, type ViewColumnKey } from '../metric-views';

/** The query of reports/pdf/:id. */
export const sessionPdfQuery = z.object({
  /** The side reported on; default the session's team. */
  teamId: idText.optional(),
  /** Days before the session the highlights compare with: 7 (default), 14 or 28. */
  compareRange: z.coerce
    .number()
    .refine((v) => (DATE_RANGE_PRESETS_DAYS as readonly number[]).includes(v), {
      message: `one of ${DATE_RANGE_PRESETS_DAYS.join(', ')}`,
    })
    .optional(),
  /** Minutes behind UTC (Date#getTimezoneOffset); the x-time-zone header wins. */
  tzOffset: tzOffsetQuery.optional(),
  /** no (default): start or poll the job; yes: the file. */
  materialize: z
    .enum(['yes', 'true', 'no', 'false'])
    .optional()
    .transform((v) => v === 'yes' || v === 'true'),
});

/**
 * Where a report PDF stands: state 1 while it is built (percent done so far), 0 once it is
 * ready to fetch with materialize=yes.
 */
export const pdfStateRow = z.object({
  state: z.union([z.literal(0), z.literal(1)]),
  percent: z.number().int().min(0).max(100),
});
export type PdfState = z.output<typeof pdfStateRow>;

/** The content type of the report PDF. */
export const PDF_TYPE = 'application/pdf';

/** yes/true or no/false (default no). */
const yesNo = z
  .enum(['yes', 'true', 'no', 'false'])
  .optional()
  .transform((v) => v === 'yes' || v === 'true');

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
 * The query of reports/csv/:id (02 §7 CSV): the side, the caller's zone, totals only, the
 * players kept, and the metric view whose columns it writes (none: every catalogue metric);
 * view=custom-view names its columns in `columns`, and only it does.
 */
export const sessionCsvQuery = z
  .object({
    tzOffset: tzOffsetQuery.optional(),
    teamId: idText.optional(),
    totalsOnly: yesNo,
    players: idListQuery('player', 200).optional(),
    view: z.enum(METRIC_VIEW_SLUG_LIST).optional(),
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
  });
