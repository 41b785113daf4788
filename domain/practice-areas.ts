/**
 * Practice areas (fields with an image, 03 §3, §5) and practice profiles (03 §5): image
 * size, unique names, coordinate and feet inputs, and when a profile may be saved.
 */
import { MSG_AREA_NAME_TAKEN, MSG_IMAGE_TOO_LARGE } from './messages';
import type { League } from './options';
import { isCollegeUser, type RoleUser } from './roles';

/** Largest practice area image: 4 MB. */
export const AREA_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** Default field dimensions in feet. */
export const DEFAULT_AREA_DIMENSIONS_FT = { widthFt: 569, heightFt: 274 } as const;
/** Size the area map editor is displayed at, pixels. */
export const AREA_MAP_SIZE_PX = { width: 550, height: 240 } as const;

/** Image size check: 'Images must be smaller than 4mb.' above 4 MB. */
export function areaImageError(sizeBytes: number): string | null {
  return sizeBytes <= AREA_IMAGE_MAX_BYTES ? null : MSG_IMAGE_TOO_LARGE;
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Area name check: a name must be unique among the team's areas (case-insensitive).
 * When editing, the area's own current name does not count.
 */
export function areaNameError(
  name: string,
  teamAreaNames: readonly string[],
  editingName?: string,
): string | null {
  if (editingName !== undefined && sameName(name, editingName)) return null;
  return teamAreaNames.some((existing) => sameName(existing, name)) ? MSG_AREA_NAME_TAKEN : null;
}

/** The name to send on edit: omitted (undefined) when unchanged. */
export function editedAreaName(original: string, edited: string): string | undefined {
  return edited === original ? undefined : edited;
}

/** Whether typed coordinate text is acceptable: up to 9 integer digits and 2 decimals. */
export function isCoordinateText(text: string): boolean {
  return /^\d{0,9}(\.\d{0,2})?$/.test(text);
}

/** A coordinate from text: empty is 0, clamped to 0..limit (the image's natural size). */
export function coordinateValue(text: string, limit: number): number {
  const value = text === '' ? 0 : Number(text);
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), limit);
}

/** An area rectangle in image pixel coordinates. */
export interface AreaRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * A rectangle made valid: every corner clamped to the image, and each pair swapped when
 * the first exceeds the second, so it stays axis-aligned with x0 <= x1 and y0 <= y1.
 */
export function normalizeAreaRect(
  rect: AreaRect,
  image: { readonly width: number; readonly height: number },
): AreaRect {
  const clamp = (value: number, limit: number): number => Math.min(Math.max(value, 0), limit);
  const x0 = clamp(rect.x0, image.width);
  const x1 = clamp(rect.x1, image.width);
  const y0 = clamp(rect.y0, image.height);
  const y1 = clamp(rect.y1, image.height);
  return { x0: Math.min(x0, x1), x1: Math.max(x0, x1), y0: Math.min(y0, y1), y1: Math.max(y0, y1) };
}

/** Width or height in feet from text: numeric, rounded to 2 decimals; undefined otherwise. */
export function feetValue(text: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return Math.round(Number(text) * 100) / 100;
}

/** Whether typed latitude or longitude text is acceptable: a number or a lone minus sign. */
export function isLatLngText(text: string): boolean {
  return /^-?\d*(\.\d*)?$/.test(text);
}

/** Whether the area form may submit: a name is given. */
export const canSubmitArea = (areaName: string): boolean => areaName.trim() !== '';

/** What the profile form has (03 §3). */
export interface ProfileInput {
  readonly profileName: string;
  readonly teamId: string;
  readonly siteId: string | number;
  readonly drills: readonly unknown[];
}

/** Whether Create/Save of a profile is enabled: name, team and site given and at least one period. */
export function canSaveProfile(profile: ProfileInput): boolean {
  return (
    profile.profileName.trim() !== '' &&
    profile.teamId.trim() !== '' &&
    String(profile.siteId).trim() !== '' &&
    profile.drills.length > 0
  );
}

/** The league a profile list opens with: NCAA-FBS for college staff, else the user's league. */
export function defaultProfileLeague(user: RoleUser): League | undefined {
  if (isCollegeUser(user)) return 'ncaa-fbs';
  return user.league === 'nfl' || user.league === 'ncaa-mlax' || user.league === 'ncaa-fbs'
    ? user.league
    : undefined;
}
