/**
 * Computes the metrics of every player of every play in a tracking file (NFL Big Data Bowl
 * coords CSV, with its players and plays files beside it, or Next Gen Stats TSV) and prints
 * one JSON object: { sessions: [{ gameId, playId, highlights, ballFlights, players: [...] }] }.
 *
 * Run: npm run metrics -- --input FILE [--frames]
 */
import { existsSync } from 'node:fs';
import { readTrackingFile, type TrackingSession } from '../dataaccess/src/importers';
import {
  createPlayerMetrics,
  DEFAULT_TEAM_ZONES,
  detectBallFlights,
  sessionHighlights,
} from '../dataaccess/src/metrics';

function parseArgs(argv: readonly string[]): { input: string; frames: boolean } {
  let input = '';
  let frames = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--input') input = argv[++i] ?? '';
    else if (arg?.startsWith('--input=')) input = arg.slice('--input='.length);
    else if (arg === '--frames') frames = true;
    else throw new Error(`unknown argument: ${arg ?? ''} (usage: --input FILE [--frames])`);
  }
  if (input === '') throw new Error('missing --input FILE (usage: --input FILE [--frames])');
  return { input, frames };
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
  const positions = new Map(session.players.map((p) => [String(p.nflId), p.position]));
  return {
    gameId: session.gameId,
    playId: session.playId,
    description: session.description,
    events: session.events,
    highlights: sessionHighlights(players.map((p) => p.metrics as Record<string, number | null>)),
    ballFlights: session.ball
      ? detectBallFlights(session.ball, { players: session.tracks, positions })
      : [],
    players,
  };
}

async function main(): Promise<void> {
  const { input, frames } = parseArgs(process.argv.slice(2));
  if (!existsSync(input)) throw new Error(`file not found: ${input}`);
  const sessions: Record<string, unknown>[] = [];
  for await (const session of readTrackingFile(input)) sessions.push(sessionJson(session, frames));
  process.stdout.write(`${JSON.stringify({ sessions })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`metrics: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
