/**
 * The limits of what staff type into a practice or a profile (01 §3.6, 03 §3, §5), as zod
 * schemas written once: dataaccess validates its bodies with them, and the forms take their
 * `maxLength` from them and ask them (`safeParse`) whether a field may be saved, so a form
 * never lets through what the server would refuse, nor refuses what it takes.
 */
import { z } from 'zod';
import { FIELD_TYPES, INTENSITIES } from './options';
import { PROFILE_MAX_PERIOD_MIN, PROFILE_MAX_PERIODS } from './profiles';
import { plainText } from './text';

/**
 * A practice's or a period's name: required, at most 100 characters, spaces around dropped,
 * one line of plain text.
 */
export const practiceNameSchema = plainText(
  z.string().trim().min(1, 'a name is required').max(100, 'at most 100 characters'),
);

/** A practice's description: at most 2000 characters of plain text, lines allowed. */
export const practiceDescriptionSchema = plainText(
  z.string().max(2000, 'at most 2000 characters'),
  'multi',
);

/** A period's types, comma-joined. */
export const periodTypeSchema = plainText(z.string().max(200, 'at most 200 characters'));

/** One period of a new practice: its name and types. */
export const practicePeriodSchema = z.object({
  drillType: practiceNameSchema,
  periodType: periodTypeSchema.optional(),
});

/** A new practice's periods: at most as many as a profile plans, since it takes a profile's. */
export const practicePeriodsSchema = z
  .array(practicePeriodSchema)
  .max(PROFILE_MAX_PERIODS, `at most ${PROFILE_MAX_PERIODS} periods`);

const intensities: readonly string[] = INTENSITIES;

/**
 * A practice's intensities, comma-joined (01 §3.4): at least one, each one of the spec's list,
 * spelt as the picker sends it.
 */
export const practiceIntensitySchema = z
  .string()
  .min(1, { message: 'choose an intensity', abort: true })
  .max(300, 'at most 300 characters')
  .refine((value) => value.split(',').every((i) => intensities.includes(i)), {
    message: `a comma list of ${INTENSITIES.join(', ')}`,
  });

/** A practice's field type: one of the spec's (01 §3.4). */
export const practiceFieldTypeSchema = z.enum(FIELD_TYPES, {
  error: `choose a field type: ${FIELD_TYPES.join(', ')}`,
});

/** The profile a practice was made from, by name ('' for none). */
export const practiceProfileNameSchema = plainText(z.string().max(100, 'at most 100 characters'));

/** A profile's name: required, at most 100 characters, spaces around dropped, plain text. */
export const profileNameSchema = plainText(
  z.string().trim().min(1, 'a profile name is required').max(100, 'at most 100 characters'),
);

/** A profile's description: at most 2000 characters, spaces around dropped, lines allowed. */
export const profileDescriptionSchema = plainText(
  z.string().trim().max(2000, 'at most 2000 characters'),
  'multi',
);

/** A profile period's name: required, at most 100 characters, plain text. */
export const profilePeriodNameSchema = plainText(
  z.string().trim().min(1, 'every period needs a name').max(100, 'at most 100 characters'),
);

/** A profile period's planned minutes: whole, 1 to 600. */
export const periodMinutesSchema = z
  .number()
  .int('whole minutes')
  .min(1, 'at least 1 minute')
  .max(PROFILE_MAX_PERIOD_MIN, `at most ${PROFILE_MAX_PERIOD_MIN} minutes`);

/** The `maxLength` a text input takes from a string schema (none when it sets no maximum). */
export const inputMaxLength = (schema: z.ZodString): number | undefined =>
  schema.maxLength ?? undefined;

/** The first message a schema gives for a value, or null when it takes the value. */
export function inputProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}
