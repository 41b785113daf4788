/**
 * The Practice Viewer's rules (03 §2 Practice Viewer, §9), kept out of the components so a
 * test can walk them: the timeline of a practice and its period marks, the drawn entities
 * and their colours (offense blue, defense red), the practice areas of the dropdown, the
 * players table's views and where the camera goes to follow a player.
 */
import {
  formatJersey,
  isBallEntity,
  SIDE_COLORS,
  sideOfPosition,
  type PracticeAreaRow,
  type Side,
  type VenueRow,
} from '../../../../domain';
import type { SessionMeta } from '../../data/sessionMeta';

/** A colour, each channel 0..1 (the drawing module's). */
export type Rgb = readonly [number, number, number];

/** The map's layers the user shows or hides (03 §2). */
export interface MapShow {
  readonly balls: boolean;
  readonly trails: boolean;
  readonly positions: boolean;
  readonly jerseys: boolean;
  readonly speed: boolean;
}

/** Every layer shown but speeds (labels of 120 players crowd the field). */
export const DEFAULT_SHOW: MapShow = {
  balls: true,
  trails: true,
  positions: true,
  jerseys: true,
  speed: false,
};

/** The Show toggles, in the order the spec lists them. */
export const SHOW_LAYERS: readonly (readonly [keyof MapShow, string])[] = [
  ['balls', 'Balls'],
  ['trails', 'Trails'],
  ['positions', 'Positions'],
  ['jerseys', 'Jerseys'],
  ['speed', 'Speed'],
];

/** `#rrggbb` as channels 0..1. */
export function rgbOf(hex: string): Rgb {
  const v = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (v === undefined) throw new Error(`not a colour: ${hex}`);
  const n = parseInt(v, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Colour of someone whose side is unknown (a tag on no roster). */
export const UNKNOWN_COLOR = '#6e7781';
/** Colour of a ball. */
export const BALL_COLOR = '#8b4513';

/** A player as the viewer shows them: from the session's numbers or the live topic. */
export interface MapPlayer {
  readonly id: string;
  readonly name: string;
  readonly jersey: string;
  readonly position: string;
  readonly metrics: Readonly<Record<string, number | null | undefined>>;
}

/** The map colour of a player: their side's (offense blue, defense red, special teams purple). */
export function colorOfPosition(position: string): string {
  const side: Side | undefined = sideOfPosition(position);
  return side === undefined ? UNKNOWN_COLOR : SIDE_COLORS[side];
}

/** One drawn entity, as the drawing module takes it. */
export interface MapEntity {
  readonly id: string;
  readonly kind: 'player' | 'ball';
  readonly label: string;
  readonly color: Rgb;
}

/**
 * The entities to draw: every id with samples, players labelled by jersey (at most 4
 * characters, 03 §9) in their side's colour, balls as balls; sorted so a re-read with the
 * same ids gives the same list.
 */
export function mapEntities(
  ids: Iterable<string>,
  players: ReadonlyMap<string, MapPlayer>,
): MapEntity[] {
  return [...new Set(ids)].sort().map((id) => {
    if (isBallEntity(id)) return { id, kind: 'ball', label: '', color: rgbOf(BALL_COLOR) };
    const player = players.get(id);
    return {
      id,
      kind: 'player',
      label: player === undefined ? '' : formatJersey(player.jersey),
      color: rgbOf(player === undefined ? UNKNOWN_COLOR : colorOfPosition(player.position)),
    };
  });
}

/** A period on the timeline. */
export interface PeriodMark {
  readonly index: number;
  readonly name: string;
  readonly startMs: number;
  /** Where it starts along the timeline, 0..100. */
  readonly leftPct: number;
}

/** The playback timeline of a practice: its first period's start to its last period's end. */
export interface Timeline {
  readonly startMs: number;
  readonly endMs: number;
  readonly live: boolean;
}

/**
 * The timeline of a session: from its first period's start (else its own start) to its
 * last period's end (else its own end); a live practice's runs to `nowMs` and is extended
 * from there by the playback machine.
 */
export function timelineOf(meta: SessionMeta, live: boolean, nowMs: number): Timeline {
  const drills = meta.drills ?? [];
  const starts = drills.flatMap((d) => (typeof d.startTs === 'number' ? [d.startTs] : []));
  const ends = drills.flatMap((d) => (typeof d.endTs === 'number' ? [d.endTs] : []));
  const startMs = starts.length > 0 ? Math.min(...starts) : meta.startTime;
  if (live) return { startMs, endMs: Math.max(startMs + 1, nowMs), live };
  const endMs = ends.length > 0 ? Math.max(...ends) : (meta.endTime ?? startMs);
  return { startMs, endMs: Math.max(startMs + 1, endMs), live };
}

/** The periods that started within the timeline, as marks along it. */
export function periodMarks(meta: SessionMeta, timeline: Timeline): PeriodMark[] {
  const span = timeline.endMs - timeline.startMs;
  return (meta.drills ?? []).flatMap((d, index) => {
    const startMs = d.startTs;
    if (typeof startMs !== 'number' || startMs < timeline.startMs || startMs > timeline.endMs) {
      return [];
    }
    return [
      {
        index,
        name: d.drillType || `Period ${index + 1}`,
        startMs,
        leftPct: span > 0 ? ((startMs - timeline.startMs) / span) * 100 : 0,
      },
    ];
  });
}

/** The period the playhead is in (the last one started by then), or null before the first. */
export function periodAt(marks: readonly PeriodMark[], atMs: number): PeriodMark | null {
  let found: PeriodMark | null = null;
  for (const mark of marks) if (mark.startMs <= atMs) found = mark;
  return found;
}

/**
 * A practice area of the venue, as GET venues gives it: its image and crop, where stored,
 * pass through the contract unchecked, so the map checks them itself.
 */
export type PracticeArea = PracticeAreaRow & {
  readonly image?: unknown;
  readonly x0?: unknown;
  readonly y0?: unknown;
  readonly x1?: unknown;
  readonly y1?: unknown;
};

/** A venue with its practice areas (GET venues). */
export type VenueAreas = Pick<VenueRow, 'siteId' | 'siteName'> & {
  readonly practiceAreas: readonly PracticeArea[];
};

/** The field a map draws: its size in yards, and the area's image with its crop where set. */
export interface MapField {
  readonly id: string;
  readonly label: string;
  readonly widthYd: number;
  readonly heightYd: number;
  readonly image: string | null;
  readonly crop: { x0: number; y0: number; x1: number; y1: number } | null;
}

/** The football field, the map's default: 120 by 53.3 yards with end zones. */
export const FOOTBALL_FIELD: MapField = {
  id: 'football',
  label: 'Football field',
  widthYd: 120,
  heightYd: 53.3,
  image: null,
  crop: null,
};

const FT_PER_YD = 3;

/**
 * The dropdown's fields: the football field, then every practice area of the venues (named
 * with its venue where there are several), its size in yards and its image's crop.
 */
export function mapFields(venues: readonly VenueAreas[]): MapField[] {
  const named = venues.filter((v) => v.practiceAreas.length > 0);
  return [
    FOOTBALL_FIELD,
    ...named.flatMap((v) =>
      v.practiceAreas.map((a): MapField => {
        const crop =
          typeof a.x0 === 'number' &&
          typeof a.y0 === 'number' &&
          typeof a.x1 === 'number' &&
          typeof a.y1 === 'number' &&
          a.x1 > a.x0 &&
          a.y1 > a.y0
            ? { x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1 }
            : null;
        return {
          id: `${v.siteId}/${a._id}`,
          label: named.length > 1 ? `${v.siteName}: ${a.areaName}` : a.areaName,
          widthYd: a.widthFt / FT_PER_YD,
          heightYd: a.heightFt / FT_PER_YD,
          image: typeof a.image === 'string' && a.image !== '' ? a.image : null,
          crop,
        };
      }),
    ),
  ];
}

/** The views of the players table (03 §2). */
export type PlayersView = 'default' | 'totals' | 'metrics';

/** The view dropdown's choices. */
export const PLAYERS_VIEWS: readonly (readonly [PlayersView, string])[] = [
  ['default', 'Default'],
  ['totals', 'Totals'],
  ['metrics', 'Accel/Decel Metrics'],
];

/** The four accel/decel counts of the metrics view (03 §9: medium and fast, each direction). */
export const ACCEL_COLUMNS = ['accelMed', 'accelFast', 'deccelMed', 'deccelFast'] as const;

/** What an expanded row of the metrics view shows beneath the player. */
export const ACCEL_DETAIL = [
  'accelMedYds',
  'accelFastYds',
  'deccelMedYds',
  'deccelFastYds',
  'accelCount',
  'deccelCount',
  'maxAccel',
  'maxDecel',
] as const;

/** The distance columns of the totals view. */
export const TOTAL_COLUMNS = ['totalDis', 'hardEffortDist', 'maxSpeedMPH'] as const;

/** A row of the players table: a player, or (metrics view) the detail row of an expanded one. */
export type PlayersRow =
  | (MapPlayer & { readonly kind: 'player'; readonly color: string })
  | { readonly kind: 'detail'; readonly id: string; readonly player: MapPlayer };

/** The table's rows: players by jersey, each expanded one followed by its detail row. */
export function playersRows(
  players: readonly MapPlayer[],
  view: PlayersView,
  expanded: ReadonlySet<string>,
): PlayersRow[] {
  const byJersey = [...players].sort(
    (a, b) =>
      (Number(a.jersey) || 1000) - (Number(b.jersey) || 1000) || a.name.localeCompare(b.name),
  );
  return byJersey.flatMap((p): PlayersRow[] => {
    const row: PlayersRow = { ...p, kind: 'player', color: colorOfPosition(p.position) };
    return view === 'metrics' && expanded.has(p.id)
      ? [row, { kind: 'detail', id: `${p.id}#detail`, player: p }]
      : [row];
  });
}

/** The zoom a followed player is shown at, at least (the whole field shows no one in detail). */
export const FOLLOW_ZOOM = 3;
