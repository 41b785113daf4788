/**
 * Prints how long real plays take, from the NGS highlight plays in the shared tracking data
 * (or the folder given): huddle to snap, snap to the pass, and snap to the whistle (tackle,
 * out of bounds, touchdown, the last event). The game simulator's timing
 * (simulator/game.ts) follows these numbers. Usage: tsx scripts/measure-play-timing.ts [dir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '/work/shared/data/tracking/ngs-highlights';

/** The ball's events of one play file, with their times in ms. */
function ballEvents(file: string): { event: string; atMs: number }[] {
  const [head = '', ...lines] = readFileSync(file, 'utf8').split('\n');
  const cols = head.split('\t');
  const at = (name: string) => cols.indexOf(name);
  const [name, time, event] = [at('displayName'), at('time'), at('event')];
  return lines.flatMap((line) => {
    const f = line.split('\t');
    const e = f[event] ?? '';
    if (f[name] !== 'ball' || e === '' || e === 'NA') return [];
    return [{ event: e, atMs: Date.parse(`${(f[time] ?? '').replace(' ', 'T')}Z`) }];
  });
}

const seconds = (a?: number, b?: number) =>
  a === undefined || b === undefined ? '-' : ((b - a) / 1000).toFixed(1);

for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsv'))) {
  const events = ballEvents(join(dir, file));
  const first = (name: string) => events.find((e) => e.event === name)?.atMs;
  const snap = first('ball_snap');
  const huddle = first('huddle_start_offense') ?? first('huddle_break_offense');
  const whistle = events.at(-1)?.atMs;
  console.log(
    `${file}: huddle to snap ${seconds(huddle, snap)} s, snap to pass ${seconds(snap, first('pass_forward'))} s, snap to whistle ${seconds(snap, whistle)} s`,
  );
}
