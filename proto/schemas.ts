/**
 * The tables and columns of every live topic, declared once as data. The gateway's sources
 * fill rows of these shapes and the browser reads them back through the same declarations,
 * so TypeScript derives both sides' row types from here: a renamed or removed column fails
 * the typecheck wherever it is written or read.
 */
import type { CellValue, ColumnSpec } from './tables';
import type { Topic } from './topics';

/** A text column named `name`. */
export const textColumn = <const N extends string>(name: N) =>
  ({ name, kind: 'text', scale: 0 }) as const;

/** A number column named `name`, sent as an integer scaled by 10^scale. */
export const numberColumn = <const N extends string>(name: N, scale = 0) =>
  ({ name, kind: 'number', scale }) as const;

/** A number column of the declared name type (for columns whose names are built). */
type NumberColumn<N extends string> = ReturnType<typeof numberColumn<N>>;

/** One table of a topic: its declared columns, in wire order. */
export interface TableSchema {
  readonly columns: readonly ColumnSpec[];
  /**
   * Columns past the declared ones, of any name and all of this kind (a practice's further
   * metrics): sent after the declared ones in first-seen order, read by name (readMore).
   */
  readonly more?: Omit<ColumnSpec, 'name'>;
}

/** A topic's tables by name. */
export type TopicSchema = Readonly<Record<string, TableSchema>>;

type ColumnOf<TS extends TableSchema> = TS['columns'][number];

/** The cell type of a column: a number or a text, null when missing. */
export type CellOf<C extends ColumnSpec> = C extends { kind: 'number' }
  ? number | null
  : C extends { kind: 'text' }
    ? string | null
    : CellValue;

/** A row of a table as a reader sees it: every declared column, typed by its kind. */
export type TableRow<TS extends TableSchema> = {
  readonly [C in ColumnOf<TS> as C['name']]: CellOf<C>;
};

/** A row of table `T` of topic schema `S`, e.g. `RowOf<typeof PRACTICE_LIVE, 'players'>`. */
export type RowOf<S extends TopicSchema, T extends keyof S> = TableRow<S[T]>;

/** What a source supplies for one row: a value per declared column (any JSON, made a cell). */
export type SourceRow<TS extends TableSchema> = {
  readonly [C in ColumnOf<TS> as C['name']]: unknown;
};

/**
 * A row of a decoded table read through its schema: each declared column's cell when it has
 * the declared kind, else null (missing, or sent otherwise). Columns the schema does not know
 * (a newer server's) are left out, so an old browser keeps working.
 */
export function readRow<TS extends TableSchema>(
  schema: TS,
  cells: Readonly<Record<string, CellValue>>,
): TableRow<TS> {
  const row: Record<string, CellValue> = {};
  for (const column of schema.columns) {
    const value = Object.hasOwn(cells, column.name) ? cells[column.name] : undefined;
    const kind = column.kind === 'number' ? 'number' : 'string';
    row[column.name] = typeof value === kind ? (value ?? null) : null;
  }
  return row as TableRow<TS>;
}

/**
 * A row's cells past the declared columns, of the table's `more` kind (a practice's further
 * metrics), by name; empty for a table without `more`.
 */
export function readMore(
  schema: TableSchema,
  cells: Readonly<Record<string, CellValue>>,
): Readonly<Record<string, CellValue>> {
  const more: Record<string, CellValue> = {};
  if (schema.more === undefined) return more;
  const declared = new Set(schema.columns.map((c) => c.name));
  const kind = schema.more.kind === 'number' ? 'number' : 'string';
  for (const [name, value] of Object.entries(cells)) {
    if (!declared.has(name) && typeof value === kind) more[name] = value;
  }
  return more;
}

/** A scheduled event flattened, with its running period: the schedule, the header, sessions. */
const EVENT_COLUMNS = [
  textColumn('type'),
  textColumn('status'),
  textColumn('name'),
  // Epoch ms, as dataaccess names them.
  numberColumn('startTime'),
  numberColumn('endTime'),
  textColumn('teamId'),
  textColumn('homeTeamId'),
  textColumn('visitorTeamId'),
  textColumn('league'),
  textColumn('intensity'),
  numberColumn('currentDrillIndex'),
  numberColumn('stepIndex'),
  textColumn('currentDrill'),
  // Start of the running period, epoch ms.
  numberColumn('drillStartTs'),
  numberColumn('drillCount'),
  // The aggregate's version: a screen holding the record (the manage screen) reads it again
  // when this changes, instead of polling it.
  numberColumn('version'),
] as const;

/** `schedule/{teamId|*}`: the events of the 90 UTC days around today. */
export const SCHEDULE = { events: { columns: EVENT_COLUMNS } } as const satisfies TopicSchema;

/** Metrics travel with 2 decimals (yards, mph, counts). */
const METRIC_SCALE = 2;

/** The key of the one row of a practice's `header` table. */
export const HEADER_ROW = 'header';

/**
 * `practice/{id}/live`: the practice (one `header` row), its periods, and its players with
 * the metrics the live view shows; every further metric follows as a `more` column.
 */
export const PRACTICE_LIVE = {
  header: { columns: EVENT_COLUMNS },
  periods: {
    columns: [
      textColumn('drillType'),
      textColumn('periodType'),
      numberColumn('startTs'),
      numberColumn('endTs'),
      textColumn('state'),
      numberColumn('session_id'),
    ],
  },
  players: {
    columns: [
      textColumn('name'),
      textColumn('jerseyNumber'),
      textColumn('position'),
      numberColumn('totalDis', METRIC_SCALE),
      numberColumn('maxSpeedMPH', METRIC_SCALE),
      numberColumn('maxSustainedSpeedMPH', METRIC_SCALE),
      numberColumn('hardEffortDist', METRIC_SCALE),
      numberColumn('sprintYds', METRIC_SCALE),
      numberColumn('sprintCount', METRIC_SCALE),
      numberColumn('accelFast', METRIC_SCALE),
      numberColumn('deccelFast', METRIC_SCALE),
      numberColumn('ypm', METRIC_SCALE),
    ],
    more: { kind: 'number', scale: METRIC_SCALE },
  },
} as const satisfies TopicSchema;

/** Samples per entity in a tracks row: the last second at 10 Hz. */
export const TRACK_SAMPLES = 10;

/** The index of a track sample in its row: 0 to TRACK_SAMPLES - 1. */
export type SampleIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Columns `{prefix}0` to `{prefix}9`, one track sample each, with `scale` decimals. */
const sampleColumns = <const P extends string>(prefix: P, scale: number) =>
  Array.from({ length: TRACK_SAMPLES }, (_, i) =>
    numberColumn(`${prefix}${i}`, scale),
  ) as readonly NumberColumn<`${P}${SampleIndex}`>[];

/**
 * `practice/{id}/tracks`: one row per entity: the first sample's time (epoch ms), the sample
 * count, x0..x9 and y0..y9 in yards, then d0..d9, each sample's time in ms after t0.
 *
 * Location engines drop samples and jitter, so a sample's time is carried rather than
 * assumed 100 ms after the one before. d0 is 0 whenever a row has samples; a row without it
 * comes from a gateway that sent no times, whose samples were 100 ms apart. Regular spacing
 * repeats from one second to the next, and a delta leaves unchanged cells out, so the times
 * cost bytes only when the spacing changes.
 */
export const PRACTICE_TRACKS = {
  positions: {
    columns: [
      numberColumn('t0'),
      numberColumn('n'),
      ...sampleColumns('x', 2),
      ...sampleColumns('y', 2),
      ...sampleColumns('d', 0),
    ],
  },
} as const satisfies TopicSchema;

/** `monitor`, `dataops` and `processing/{teamId}`: sessions with their processing state. */
export const SESSIONS = {
  sessions: {
    columns: [
      ...EVENT_COLUMNS,
      textColumn('processingStatus'),
      textColumn('description'),
      textColumn('siteName'),
      textColumn('reviewedBy'),
      textColumn('replicaStatus'),
      textColumn('gameId'),
      // Data Ops (03 §2, §4): the dataset, its venue, the running stage and the last message.
      textColumn('datasetId'),
      textColumn('datasetRef'),
      textColumn('venueIp'),
      numberColumn('lastEditedMs'),
      textColumn('stage'),
      numberColumn('stagePercent'),
      textColumn('actionMessage'),
      // Why the last stage failed (it waits at its X_I code for a retry), else empty.
      textColumn('failed'),
      // The last action a person ran: its server name, who ran it and when.
      textColumn('lastAction'),
      textColumn('lastActionBy'),
      numberColumn('lastActionAtMs'),
      // The Monitor: a live session's venue receivers that went silent, comma-separated.
      textColumn('silentReceivers'),
    ],
  },
} as const satisfies TopicSchema;

/** `alerts/{teamId|*}`: today's alert hits. */
export const ALERT_HITS = {
  hits: {
    columns: [
      textColumn('teamId'),
      textColumn('sessionId'),
      textColumn('sessionName'),
      textColumn('playerId'),
      textColumn('playerName'),
      textColumn('metric'),
      numberColumn('value', 2),
      numberColumn('threshold', 2),
      numberColumn('atMs'),
    ],
  },
} as const satisfies TopicSchema;

/** The schema of each topic kind. */
export const TOPIC_SCHEMAS = {
  schedule: SCHEDULE,
  practiceLive: PRACTICE_LIVE,
  practiceTracks: PRACTICE_TRACKS,
  monitor: SESSIONS,
  dataops: SESSIONS,
  processing: SESSIONS,
  alerts: ALERT_HITS,
} as const satisfies Record<Topic['kind'], TopicSchema>;

/** The schema of topic kind `K`. */
export type SchemaOf<K extends Topic['kind']> = (typeof TOPIC_SCHEMAS)[K];

/** The schema of a topic. */
export const schemaOf = <T extends Topic>(topic: T): SchemaOf<T['kind']> =>
  TOPIC_SCHEMAS[topic.kind as T['kind']];
