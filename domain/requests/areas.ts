/**
 * A practice area as the Customers screen's editor sends it (03 §3 Practice area, §5 Practice
 * areas): its venue's field with a name unique among the team's areas, indoor or outdoor, its
 * size in feet, an optional place, and the field's image (a PNG, JPEG or WebP of at most 4 MB,
 * sent as a data URL) with the rectangle of it that is the field, in image pixels. A new area
 * sends all of it; an edit what changes (its name only when renamed, its image only when
 * replaced).
 */
import { z } from 'zod';
import { AREA_IMAGE_MAX_BYTES } from '../practice-areas';
import { plainText } from '../text';

/** A data URL's longest text for an image of at most 4 MB (base64 is 4 characters per 3 bytes). */
export const AREA_IMAGE_MAX_CHARS = Math.ceil(AREA_IMAGE_MAX_BYTES / 3) * 4 + 64;

/** The image types an area's image may be. */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

const pixel = z.number().min(0, 'zero or more').max(1e9, 'at most 9 digits');
const feet = z.number().gt(0, 'above 0 ft').max(100_000, 'at most 100000 ft');

const areaFields = {
  areaName: plainText(z.string().trim().min(1, 'a name').max(60, 'at most 60 characters')),
  type: z.enum(['indoor', 'outdoor']),
  widthFt: feet,
  heightFt: feet,
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  image: z
    .string()
    .max(AREA_IMAGE_MAX_CHARS, 'Images must be smaller than 4mb.')
    .regex(IMAGE_DATA_URL, 'a PNG, JPEG or WebP image as a data URL'),
  x0: pixel,
  y0: pixel,
  x1: pixel,
  y1: pixel,
};

/** Refuses a rectangle whose corners are not in order (the editor normalises it first). */
const inOrder = (
  a: { x0?: number; y0?: number; x1?: number; y1?: number },
  ctx: z.RefinementCtx,
): void => {
  if (a.x0 !== undefined && a.x1 !== undefined && a.x1 <= a.x0)
    ctx.addIssue({ code: 'custom', path: ['x1'], message: 'right of x0' });
  if (a.y0 !== undefined && a.y1 !== undefined && a.y1 <= a.y0)
    ctx.addIssue({ code: 'custom', path: ['y1'], message: 'below y0' });
};

/** A 1 x 1 PNG, the examples' image. */
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** POST venues/{siteId}/areas: a new area, whole. */
export const addAreaBody = z
  .object(areaFields)
  .strict()
  .superRefine(inOrder)
  .meta({
    examples: [
      {
        areaName: 'Grass Field 3',
        type: 'outdoor',
        widthFt: 569,
        heightFt: 274,
        lat: 39.9,
        lng: -75.17,
        image: PIXEL_PNG,
        x0: 0,
        y0: 0,
        x1: 1,
        y1: 1,
      },
    ],
  });
export type AddAreaBody = z.input<typeof addAreaBody>;

/** PUT venues/{siteId}/areas/{areaId}: what changes; the rectangle is sent whole or not at all. */
export const editAreaBody = z
  .object(areaFields)
  .partial()
  .strict()
  .superRefine((a, ctx) => {
    const corners = [a.x0, a.y0, a.x1, a.y1].filter((c) => c !== undefined).length;
    if (corners !== 0 && corners !== 4)
      ctx.addIssue({ code: 'custom', path: ['x0'], message: 'all four corners or none' });
    inOrder(a, ctx);
  });
export type EditAreaBody = z.input<typeof editAreaBody>;
