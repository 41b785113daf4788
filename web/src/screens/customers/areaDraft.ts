/**
 * The practice area editor's draft (03 §3 Practice area, §5 Practice areas): the form's text
 * as typed, made from a stored area or new, and the body of the add or the edit. Coordinates
 * take up to 9 integer digits and 2 decimals, are clamped to the image's natural size, empty
 * is 0, and a pair is swapped when the first exceeds the second; feet are numbers rounded to
 * 2 decimals; latitude and longitude take a number or a lone minus sign.
 */
import {
  DEFAULT_AREA_DIMENSIONS_FT,
  coordinateValue,
  editedAreaName,
  feetValue,
  normalizeAreaRect,
  type AddAreaBody,
  type AreaRect,
  type EditAreaBody,
  type PracticeAreaRow,
} from '../../../../domain';

/** A stored area as GET venues gives it: its image and rectangle pass unchecked. */
export type StoredArea = PracticeAreaRow & {
  readonly type?: unknown;
  readonly image?: unknown;
  readonly x0?: unknown;
  readonly y0?: unknown;
  readonly x1?: unknown;
  readonly y1?: unknown;
  readonly lat?: unknown;
  readonly lng?: unknown;
};

/** The corners, as typed. */
export const CORNERS = ['x0', 'y0', 'x1', 'y1'] as const;
export type Corner = (typeof CORNERS)[number];

/** The form, as typed. */
export interface AreaDraft {
  readonly areaName: string;
  readonly type: 'indoor' | 'outdoor';
  readonly widthFt: string;
  readonly heightFt: string;
  readonly lat: string;
  readonly lng: string;
  /** The image as a data URL ('' for none yet), its natural size once loaded. */
  readonly image: string;
  readonly imageSize: { readonly width: number; readonly height: number } | null;
  readonly rect: Readonly<Record<Corner, string>>;
}

const text = (v: unknown): string => (typeof v === 'number' ? String(v) : '');

/** A new area's form: the default field's size, no image yet. */
export const NEW_AREA: AreaDraft = {
  areaName: '',
  type: 'outdoor',
  widthFt: String(DEFAULT_AREA_DIMENSIONS_FT.widthFt),
  heightFt: String(DEFAULT_AREA_DIMENSIONS_FT.heightFt),
  lat: '',
  lng: '',
  image: '',
  imageSize: null,
  rect: { x0: '', y0: '', x1: '', y1: '' },
};

/** The form of a stored area (its image's size is learnt when it loads). */
export function areaDraft(a: StoredArea): AreaDraft {
  return {
    areaName: a.areaName,
    type: a.type === 'indoor' ? 'indoor' : 'outdoor',
    widthFt: String(a.widthFt),
    heightFt: String(a.heightFt),
    lat: text(a.lat),
    lng: text(a.lng),
    image: typeof a.image === 'string' ? a.image : '',
    imageSize: null,
    rect: { x0: text(a.x0), y0: text(a.y0), x1: text(a.x1), y1: text(a.y1) },
  };
}

/** The rectangle the form stands for, clamped to the image and in order (null: no image yet). */
export function rectOf(d: AreaDraft): AreaRect | null {
  if (d.imageSize === null) return null;
  const { width, height } = d.imageSize;
  return normalizeAreaRect(
    {
      x0: coordinateValue(d.rect.x0, width),
      y0: coordinateValue(d.rect.y0, height),
      x1: coordinateValue(d.rect.x1, width),
      y1: coordinateValue(d.rect.y1, height),
    },
    d.imageSize,
  );
}

/** A typed place: null when left empty (or a lone minus sign), else the number. */
const placeOf = (typed: string): number | null => {
  const t = typed.trim();
  return t === '' || t === '-' ? null : Number(t);
};

/**
 * The body of an add, or why it cannot be sent yet: the image, its rectangle (with some area),
 * and the sizes in feet are needed; the name's checks are the caller's (the team's names).
 */
export function addBodyOf(d: AreaDraft): { body: AddAreaBody } | { problem: string } {
  const rect = rectOf(d);
  if (d.image === '' || rect === null) return { problem: 'Choose the field’s image.' };
  return withFields(d, rect, (fields) => ({ ...fields, image: d.image }));
}

/**
 * The body of an edit of `stored`: the name only when changed, the image only when replaced,
 * the rectangle whole.
 */
export function editBodyOf(
  d: AreaDraft,
  stored: StoredArea,
): { body: EditAreaBody } | { problem: string } {
  const rect = rectOf(d);
  if (rect === null) return { problem: 'The field’s image is loading.' };
  return withFields(d, rect, ({ areaName, ...rest }) => {
    const name = editedAreaName(stored.areaName, areaName);
    return {
      ...rest,
      ...(name === undefined ? {} : { areaName: name }),
      ...(d.image === stored.image ? {} : { image: d.image }),
    };
  });
}

function withFields<B>(
  d: AreaDraft,
  rect: AreaRect,
  make: (fields: Omit<AddAreaBody, 'image'>) => B,
): { body: B } | { problem: string } {
  if (rect.x1 <= rect.x0 || rect.y1 <= rect.y0)
    return { problem: 'Draw the field’s rectangle on the image.' };
  const widthFt = feetValue(d.widthFt);
  const heightFt = feetValue(d.heightFt);
  if (widthFt === undefined || widthFt <= 0) return { problem: 'Width: a number of feet.' };
  if (heightFt === undefined || heightFt <= 0) return { problem: 'Height: a number of feet.' };
  return {
    body: make({
      areaName: d.areaName.trim(),
      type: d.type,
      widthFt,
      heightFt,
      lat: placeOf(d.lat),
      lng: placeOf(d.lng),
      ...rect,
    }),
  };
}
