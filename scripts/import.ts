/**
 * Imports tracking files (NFL Big Data Bowl coords CSV, with its players, plays and games
 * files beside it when present, or Next Gen Stats TSV) into past games of the store:
 * `DATABASE_URL`, by default the SQLite file `npm start` uses. Prints one JSON object,
 * { games: [{ sessionId, gameId, name, homeTeamId, visitorTeamId, homeAssumed,
 * playsImported, playsSkipped, samples, playersCreated, playersMatched }] }, and a line per
 * play on stderr. A refused play ends the run with exit 1 and its reason; the plays before
 * it are kept. Importing a file again skips the plays the store has.
 *
 * Run: npm run import -- --input FILE [--input FILE ...] [--home ABBR] [--visitor ABBR]
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { teamById } from '../domain';
import { openStore } from '../dataaccess';
import {
  importTrackingPlays,
  readTrackingFile,
  type ImportedGame,
} from '../dataaccess/src/importers';
import { DEFAULT_STORE } from './demo/seed';

const USAGE = 'usage: --input FILE [--input FILE ...] [--home ABBR] [--visitor ABBR]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      input: { type: 'string', multiple: true },
      home: { type: 'string' },
      visitor: { type: 'string' },
    },
    strict: true,
  });
  const inputs = values.input ?? [];
  if (inputs.length === 0) throw new Error(`missing --input FILE (${USAGE})`);
  for (const input of inputs) if (!existsSync(input)) throw new Error(`file not found: ${input}`);
  const store = await openStore(process.env.DATABASE_URL ?? DEFAULT_STORE);
  const games: ImportedGame[] = [];
  try {
    for (const input of inputs) {
      const imported = await importTrackingPlays(store.db, readTrackingFile(input), {
        actor: 'import',
        source: basename(input),
        ...(values.home !== undefined ? { homeTeam: values.home } : {}),
        ...(values.visitor !== undefined ? { visitorTeam: values.visitor } : {}),
        log: (line) => process.stderr.write(`${line}\n`),
      });
      games.push(...imported);
    }
  } finally {
    await store.close();
  }
  for (const game of games) {
    if (game.homeAssumed) {
      process.stderr.write(
        `game ${game.gameId}: the file names no home team; took ${teamById(game.homeTeamId)?.teamAbbrName ?? game.homeTeamId} as home (--home ABBR chooses)\n`,
      );
    }
  }
  process.stdout.write(`${JSON.stringify({ games })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`import: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
