/**
 * Computes the metrics of every player of every play in a tracking file (NFL Big Data Bowl
 * coords CSV, with its players and plays files beside it, or Next Gen Stats TSV) and prints
 * one JSON object: { sessions: [{ gameId, playId, highlights, ballFlights, players: [...] }] }.
 * With --flights it prints the ball flights instead, one readable line each.
 *
 * Run: npm run metrics -- --input FILE [--frames | --flights]
 */
import { existsSync } from 'node:fs';
import { readTrackingFile, type TrackingSession } from '../dataaccess/src/importers';
import {
  type BallFlight,
  createPlayerMetrics,
  DEFAULT_TEAM_ZONES,
  detectBallFlights,
  sessionHighlights,
} from '../dataaccess/src/metrics';

const USAGE = 'usage: --input FILE [--frames | --flights]';

function parseArgs(argv: readonly string[]): { input: string; frames: boolean; flights: boolean } {
  let input = '';
  let frames = false;
  let flights = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--input') input = argv[++i] ?? '';
    else if (arg?.startsWith('--input=')) input = arg.slice('--input='.length);
    else if (arg === '--frames') frames = true;
    else if (arg === '--flights') flights = true;
    else throw new Error(`unknown argument: ${arg ?? ''} (${USAGE})`);
  }
  if (input === '') throw new Error(`missing --input FILE (${USAGE})`);
  if (frames && flights) throw new Error(`--frames and --flights do not go together (${USAGE})`);
  return { input, frames, flights };
}

/** A play's ball flights as found by the engine, each with its launcher's name and position. */
function playFlights(session: TrackingSession): (BallFlight & { launcher: string })[] {
  if (!session.ball) return [];
  const positions = new Map(session.players.map((p) => [String(p.nflId), p.position]));
  const names = new Map(session.players.map((p) => [String(p.nflId), p]));
  return detectBallFlights(session.ball, { players: session.tracks, positions }).map((f) => {
    const p = names.get(f.launcherKey ?? '');
    return { ...f, launcher: p ? `${p.position} ${p.name}` : '-' };
  });
}

const num = (v: number | null, digits: number, unit: string): string =>
  v === null ? '-' : `${v.toFixed(digits)} ${unit}`;

/** One readable line per flight; times are seconds from the play's first ball sample. */
function flightLines(session: TrackingSession): string[] {
  const t0 = session.ball?.atMs[0] ?? 0;
  const head = `${session.gameId} play ${session.playId}`;
  const flights = playFlights(session);
  if (flights.length === 0) return [`${head}: no ball flights`];
  return flights.map((f) =>
    [
      head,
      f.flightType.padEnd(9),
      f.launcher.padEnd(22),
      `release ${((f.startTimeMS - t0) / 1000).toFixed(1)} s`,
      `for ${num(f.flightDurationSec, 1, 's')}${f.endedByData ? ' (data end)' : ''}`,
      `ground ${num(f.groundDistanceYds, 1, 'yd')}`,
      `air ${num(f.airDistInYards, 1, 'yd')}`,
      `speed ${num(f.initialAirSpeedMPH, 1, 'mph')} (max ${num(f.maxAirSpeedMPH, 1, 'mph')})`,
      `peak ${num(f.peakHeightFt, 1, 'ft')}${f.peakHeightFrom ? ` (${f.peakHeightFrom})` : ''}`,
      `spin ${num(f.initialRotationRPM, 0, 'rpm')}`,
    ].join('  '),
  );
}

function sessionJson(session: TrackingSession, withFrames: boolean): Record<string, unknown> {
  const players = session.players.map((player) => {
    const key = String(player.nflId);
    const track = session.tracks.get(key);
    const metrics = createPlayerMetrics({ zones: DEFAULT_TEAM_ZONES, keepSpeedSeries: withFrames });
    if (track) metrics.push(track.atMs, track.xYd, track.yYd);
    metrics.flush();
    const row: Record<string, unknown> = {
      nflId: player.nflId,
      name: player.name,
      jersey: player.jersey,
      position: player.position,
      team: player.team,
      metrics: metrics.values(),
    };
    if (withFrames && track) {
      const frameIds = session.frameIds.get(key);
      const frameAt = new Map<number, number>();
      track.atMs.forEach((at, i) => frameAt.set(at, frameIds?.[i] ?? i));
      const series = metrics.speedSeries();
      row.frames = series.atMs.map((at, i) => ({
        frameId: frameAt.get(at) ?? null,
        speedYps: Number((series.speedYps[i] ?? 0).toFixed(3)),
      }));
    }
    return row;
  });
  return {
    gameId: session.gameId,
    playId: session.playId,
    description: session.description,
    events: session.events,
    highlights: sessionHighlights(players.map((p) => p.metrics as Record<string, number | null>)),
    ballFlights: playFlights(session),
    players,
  };
}

async function main(): Promise<void> {
  const { input, frames, flights } = parseArgs(process.argv.slice(2));
  if (!existsSync(input)) throw new Error(`file not found: ${input}`);
  if (flights) {
    for await (const session of readTrackingFile(input))
      process.stdout.write(`${flightLines(session).join('\n')}\n`);
    return;
  }
  const sessions: Record<string, unknown>[] = [];
  for await (const session of readTrackingFile(input)) sessions.push(sessionJson(session, frames));
  process.stdout.write(`${JSON.stringify({ sessions })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`metrics: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
