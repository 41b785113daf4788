/**
 * What the combine logger sends (03 §3, §4, §7 Combine event): a drill started on a panel,
 * and a change of a drill (its times, review, delete).
 */
import { z } from 'zod';
import { DRILL_GROUPS, drillsFor } from '../drills';
import { plainText } from '../text';

const epochMs = z.number().int().min(0).max(8.64e15);

/** combine/event/:id (POST), a new drill: the combine event of 03 §3 as the Start button makes it. */
export const startCombineBody = z
  .object({
    id: z.enum(['drillOnest', 'drillTwost'], { error: 'drillOnest or drillTwost (the panel)' }),
    type: z.enum(DRILL_GROUPS, { error: `a drill group: ${DRILL_GROUPS.join(', ')}` }),
    drill: plainText(z.string().trim().min(1, 'a drill name').max(100)).meta({
      examples: ['40 Yard Dash'],
    }),
    isCustom: z.boolean().default(false),
    jerseyNumber: z
      .string()
      .regex(/^[A-Za-z]{0,6}\d{1,3}$/, 'the jersey: 1 to 3 digits, after the position or not')
      .meta({ examples: ['11', 'WO11'] }),
    stTime: epochMs,
  })
  .superRefine((body, ctx) => {
    if (!body.isCustom && !drillsFor(body.type).includes(body.drill)) {
      ctx.addIssue({
        code: 'custom',
        path: ['drill'],
        message: `'${body.drill}' is not a drill of ${body.type}; a drill of your own is a custom drill (isCustom)`,
      });
    }
  });

/** combine/event/:id/:eventId (PUT), a change of a drill: the combine event as the browser holds it, or the fields to change. */
export const changeCombineBody = z.looseObject({
  id: z.string().max(20).optional(),
  stTime: epochMs.optional(),
  endTime: epochMs.optional(),
  review: z.boolean().optional(),
  deleted: z.boolean().optional(),
});
