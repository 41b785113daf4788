/**
 * Benchmark of the metrics engine: a generated two-hour, 120-player practice (8.64 million
 * samples at 10 Hz) run through the full metric set per player, in one-minute batches as a
 * live practice delivers them, against a baseline loop over the same data that only sums
 * step distances. Prints a JSON object as its last line.
 *
 * `kernel` names the metrics kernel that ran: native (and the build for the processor's
 * instruction set) where `npm ci` built it, else wasm;
 * METRICS_KERNEL=wasm measures the WebAssembly kernel on a machine that has both.
 *
 * Run: npm run bench:metrics
 */
import { seededRandom } from '../domain';
import {
  createPlayerMetrics,
  DEFAULT_TEAM_ZONES,
  relativeZonesFromMax,
} from '../dataaccess/src/metrics';
import { motionKernel, nativeKernel } from '../dataaccess/src/metrics/motion-kernel';

const PLAYERS = 120;
const SAMPLES = 2 * 3600 * 10;
const BATCH = 600;
const ROUNDS = 3;
const START_MS = Date.UTC(2024, 7, 1, 15, 0, 0);

interface Track {
  atMs: Float64Array;
  xYd: Float32Array;
  yYd: Float32Array;
}

/**
 * One player's practice: rests, walks, jogs, runs and sprints of random length, speed
 * changes limited to 4 yd/s², turns limited by speed, kept on the field, 2 cm tag noise.
 */
function generatePlayer(seed: number): Track {
  const rnd = seededRandom(seed);
  const gauss = (): number =>
    Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  const atMs = new Float64Array(SAMPLES);
  const xYd = new Float32Array(SAMPLES);
  const yYd = new Float32Array(SAMPLES);
  let x = 10 + rnd() * 100;
  let y = 5 + rnd() * 43;
  let heading = rnd() * 2 * Math.PI;
  let speed = 0;
  let target = 0;
  let left = 0;
  const dt = 0.1;
  for (let i = 0; i < SAMPLES; i++) {
    if (left <= 0) {
      const r = rnd();
      if (r < 0.3) [target, left] = [rnd() * 0.3, 50 + rnd() * 400];
      else if (r < 0.55) [target, left] = [1 + rnd() * 1.5, 30 + rnd() * 200];
      else if (r < 0.8) [target, left] = [2.5 + rnd() * 2.5, 30 + rnd() * 150];
      else if (r < 0.93) [target, left] = [5 + rnd() * 2, 20 + rnd() * 60];
      else [target, left] = [7 + rnd() * 2.5, 15 + rnd() * 35];
    }
    left--;
    const maxChange = 4 * dt;
    speed += Math.max(-maxChange, Math.min(maxChange, target - speed));
    const turn = (gauss() * 0.6 * dt * 3) / (1 + speed);
    heading += turn;
    x += Math.cos(heading) * speed * dt;
    y += Math.sin(heading) * speed * dt;
    if (x < 1 || x > 119) heading = Math.PI - heading;
    if (y < 1 || y > 52.3) heading = -heading;
    x = Math.max(0.5, Math.min(119.5, x));
    y = Math.max(0.5, Math.min(52.8, y));
    atMs[i] = START_MS + i * 100;
    xYd[i] = x + gauss() * 0.02;
    yYd[i] = y + gauss() * 0.02;
  }
  return { atMs, xYd, yYd };
}

/** The baseline: a plain loop that only sums step distances. */
function sumStepDistances(track: Track): number {
  const x = track.xYd;
  const y = track.yYd;
  let total = 0;
  for (let i = 1; i < x.length; i++) {
    const dx = (x[i] as number) - (x[i - 1] as number);
    const dy = (y[i] as number) - (y[i - 1] as number);
    total += Math.sqrt(dx * dx + dy * dy);
  }
  return total;
}

function runEngine(tracks: Track[]): number {
  let check = 0;
  for (const track of tracks) {
    const metrics = createPlayerMetrics({
      zones: DEFAULT_TEAM_ZONES,
      relativeZones: relativeZonesFromMax(20),
      targetMph: 18,
      referenceMaxMph: 20,
    });
    for (let from = 0; from < SAMPLES; from += BATCH) {
      const to = Math.min(SAMPLES, from + BATCH);
      metrics.push(
        track.atMs.subarray(from, to),
        track.xYd.subarray(from, to),
        track.yYd.subarray(from, to),
      );
    }
    metrics.flush();
    check += metrics.values().totalDis ?? 0;
  }
  return check;
}

function timed(run: () => number): { seconds: number; check: number } {
  const start = process.hrtime.bigint();
  const check = run();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, check };
}

const genStart = process.hrtime.bigint();
const tracks = Array.from({ length: PLAYERS }, (_, p) => generatePlayer(1000 + p));
const samples = PLAYERS * SAMPLES;
console.log(
  `generated ${PLAYERS} players x ${SAMPLES} samples in ${(Number(process.hrtime.bigint() - genStart) / 1e9).toFixed(1)} s`,
);

let engineBest = Infinity;
let baselineBest = Infinity;
for (let round = 0; round < ROUNDS; round++) {
  const base = timed(() => tracks.reduce((s, t) => s + sumStepDistances(t), 0));
  const engine = timed(() => runEngine(tracks));
  baselineBest = Math.min(baselineBest, base.seconds);
  engineBest = Math.min(engineBest, engine.seconds);
  console.log(
    `round ${round + 1}: engine ${engine.seconds.toFixed(3)} s (total ${(engine.check / PLAYERS).toFixed(0)} yd/player), ` +
      `baseline ${base.seconds.toFixed(3)} s (raw ${(base.check / PLAYERS).toFixed(0)} yd/player)`,
  );
}
const samplesPerSecond = Math.round(samples / engineBest);
const baselineSamplesPerSecond = Math.round(samples / baselineBest);
console.log(
  JSON.stringify({
    kernel: motionKernel === nativeKernel ? `native ${nativeKernel.variant}` : motionKernel.name,
    samples,
    samplesPerSecond,
    baselineSamplesPerSecond,
    ratio: Number((baselineSamplesPerSecond / samplesPerSecond).toFixed(2)),
  }),
);
