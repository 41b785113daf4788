/**
 * The plays CSV of a practice (03 §2 Log Plays panel: "logged events feed the plays CSV"): one
 * row per logged play, its start and end, how long it ran and the events in it with their
 * times, in the caller's time zone (an IANA zone, or the spec's tzOffset minutes).
 */
import { formatDate, groupPlays, type TimeZone } from '../../../domain';
import { csvText } from './metric-csv';

/** A logged event as the CSV reads it. */
export interface CsvEvent {
  readonly type: string;
  readonly name: string;
  readonly atMs: number;
}

/** A time of day to the second, e.g. '03:04:05PM'. */
const CLOCK = 'hh:mm:ssa';
/** A date and time to the second, e.g. '11/20/2026 03:04:05PM'. */
const DATE_CLOCK = `MM/dd/yyyy ${CLOCK}`;

/** The column titles, in order. */
export const PLAYS_CSV_HEADER = ['Play', 'Start', 'End', 'Duration (s)', 'Event Count', 'Events'];

/**
 * The CSV text: a row per play, oldest first. A play without an End Play has an empty End and
 * Duration; Events lists each event's name and time, '; ' between them.
 */
export function playsCsv(events: readonly CsvEvent[], zone: TimeZone): string {
  const rows = groupPlays(events).map((play) => [
    String(play.number),
    formatDate(play.startMs, DATE_CLOCK, zone),
    play.endMs === null ? '' : formatDate(play.endMs, DATE_CLOCK, zone),
    play.endMs === null ? '' : ((play.endMs - play.startMs) / 1000).toFixed(1),
    String(play.events.length),
    play.events.map((e) => `${e.name} ${formatDate(e.atMs, CLOCK, zone)}`).join('; '),
  ]);
  return csvText(PLAYS_CSV_HEADER, rows);
}
