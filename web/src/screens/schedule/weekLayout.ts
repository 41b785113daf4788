/**
 * Geometry of the week view (01 §2.4): practice cards at 1.1 px per minute with the
 * spec's heights, side by side when they overlap, and games grouped by Eastern start hour.
 */
import { displayedPracticeMinutes, easternHourGroup, WEEK_VIEW } from '../../../../domain';
import { easternStart, isGame, type ScheduleEvent } from './events';

/** A practice card placed in its day column. */
export interface PlacedCard {
  readonly event: ScheduleEvent;
  readonly topPx: number;
  readonly heightPx: number;
  /** Column within its overlap cluster, from 0. */
  readonly column: number;
  /** Columns of its overlap cluster. */
  readonly columns: number;
}

/** Minutes since local midnight of an epoch ms. */
export const minutesOfDay = (ms: number): number => {
  const d = new Date(ms);
  return d.getHours() * 60 + d.getMinutes() + d.getSeconds() / 60;
};

/**
 * A practice card's height: live 73 px; a practice with a real end its displayed
 * duration (15 minutes at least, so 16.5 px at least); one without an end 49.5 px.
 */
export function practiceCardHeightPx(event: ScheduleEvent): number {
  if (event.status === 'live') return WEEK_VIEW.practiceCardLiveHeightPx;
  const end = event.endTime;
  if (end === null || end - event.startTime <= 1) return WEEK_VIEW.practiceCardDefaultHeightPx;
  return Math.max(
    WEEK_VIEW.practiceCardMinHeightPx,
    displayedPracticeMinutes(event.startTime, end) * WEEK_VIEW.pxPerMinute,
  );
}

/** A box of the day column: where it starts and how tall it is. */
interface Box {
  readonly topPx: number;
  readonly heightPx: number;
}

/** Boxes whose spans overlap share the width side by side: each gets a column of its cluster. */
function placeBoxes<B extends Box>(
  boxes: readonly B[],
): (B & { column: number; columns: number })[] {
  const sorted = [...boxes].sort((a, b) => a.topPx - b.topPx);
  const placed: (B & { column: number; columns: number })[] = [];
  let cluster: { box: B; column: number }[] = [];
  let clusterBottom = -Infinity;
  const flush = () => {
    const columns = Math.max(0, ...cluster.map((c) => c.column)) + 1;
    for (const c of cluster) placed.push({ ...c.box, column: c.column, columns });
    cluster = [];
  };
  for (const box of sorted) {
    if (box.topPx >= clusterBottom) {
      flush();
      clusterBottom = -Infinity;
    }
    const used = new Set(
      cluster.filter((c) => c.box.topPx + c.box.heightPx > box.topPx).map((c) => c.column),
    );
    let column = 0;
    while (used.has(column)) column += 1;
    cluster.push({ box, column });
    clusterBottom = Math.max(clusterBottom, box.topPx + box.heightPx);
  }
  flush();
  return placed;
}

/**
 * Where an event's box starts in the column of the day that begins at `dayStartMs`: at its
 * start, or at the top for a live one that began on an earlier day and runs on today.
 */
const topOnDayPx = (startMs: number, dayStartMs: number): number =>
  minutesOfDay(Math.max(startMs, dayStartMs)) * WEEK_VIEW.pxPerMinute;

const practiceBoxes = (events: readonly ScheduleEvent[], dayStartMs: number) =>
  events
    .filter((e) => !isGame(e))
    .map((event) => ({
      event,
      topPx: topOnDayPx(event.startTime, dayStartMs),
      heightPx: practiceCardHeightPx(event),
    }));

/** A group of one day's games by Eastern start hour. */
export interface GameGroup {
  readonly group: 1 | 2 | 3;
  readonly topPx: number;
  /** At most six games. */
  readonly shown: ScheduleEvent[];
  /** Games beyond the six, in the overflow. */
  readonly overflow: ScheduleEvent[];
}

/**
 * One day's games (the day beginning at `dayStartMs`) in groups 1 (0-15 h Eastern), 2
 * (16-19 h) and 3 (20 h and later).
 */
export function groupGames(events: readonly ScheduleEvent[], dayStartMs: number): GameGroup[] {
  const groups = new Map<1 | 2 | 3, ScheduleEvent[]>();
  for (const event of events.filter(isGame)) {
    const group = easternHourGroup(easternStart(event)) ?? 1;
    groups.set(group, [...(groups.get(group) ?? []), event]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, games]) => {
      const sorted = [...games].sort((a, b) => a.startTime - b.startTime);
      const first = sorted[0];
      return {
        group,
        topPx: first ? topOnDayPx(first.startTime, dayStartMs) : 0,
        shown: sorted.slice(0, WEEK_VIEW.maxGroupedGames),
        overflow: sorted.slice(WEEK_VIEW.maxGroupedGames),
      };
    });
}

/** Height of one game chip in a group, its 1 px gap included (styles.css .game-group). */
export const GAME_CHIP_PX = 17;

/** A game group placed in its day column. */
export interface PlacedGroup extends GameGroup {
  readonly heightPx: number;
  readonly column: number;
  readonly columns: number;
}

/**
 * One day's practices and game groups together (the day beginning at `dayStartMs`): a game
 * group takes the room of its chips (and the overflow button), and shares the width with
 * practices it overlaps, so a game never covers a practice card.
 */
export function layoutDay(
  events: readonly ScheduleEvent[],
  dayStartMs: number,
): {
  cards: PlacedCard[];
  groups: PlacedGroup[];
} {
  const groups = groupGames(events, dayStartMs).map((g) => ({
    ...g,
    heightPx: (g.shown.length + (g.overflow.length > 0 ? 1 : 0)) * GAME_CHIP_PX,
  }));
  type Item = Box & {
    readonly card?: (typeof cards)[number];
    readonly group?: (typeof groups)[number];
  };
  const cards = practiceBoxes(events, dayStartMs);
  const items: Item[] = [
    ...cards.map((card) => ({ topPx: card.topPx, heightPx: card.heightPx, card })),
    ...groups.map((group) => ({ topPx: group.topPx, heightPx: group.heightPx, group })),
  ];
  const placed = placeBoxes(items);
  return {
    cards: placed.flatMap((p) =>
      p.card ? [{ ...p.card, column: p.column, columns: p.columns }] : [],
    ),
    groups: placed.flatMap((p) =>
      p.group ? [{ ...p.group, column: p.column, columns: p.columns }] : [],
    ),
  };
}
