/**
 * The report PDF's request and answer (02 §2 Report page, 02 §7 PDF, 02 §9 comparison
 * windows): which team's side, the comparison window, and the two-step ask of the exports
 * (materialize=no starts and polls the job, materialize=yes answers the file).
 */
import { z } from 'zod';
import { idText, tzOffsetQuery } from './common';
import { DATE_RANGE_PRESETS_DAYS } from '../views';

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
