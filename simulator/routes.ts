/**
 * Pass routes as waypoints relative to the receiver's start, offense going toward +x.
 * `out` is +1 when the near sideline is toward +y, so an out route heads for it.
 */
import type { Rng } from './random';

type Route = (out: number, rng: Rng) => number[];

const DEEP: readonly Route[] = [
  (_o, r) => [r.range(28, 36), 0],
  (o, r) => [12, 0, r.range(26, 32), -o * r.range(9, 13)],
  (o, r) => [12, 0, r.range(25, 30), o * r.range(8, 11)],
  (o, r) => [r.range(22, 28), o * 1.5],
  (o, r) => [16, 0, r.range(32, 38), o * 1],
];

const SHORT: readonly Route[] = [
  (o, r) => [r.range(10, 13), 0, r.range(12, 14), -o * r.range(10, 14)],
  (o, r) => [r.range(9, 11), 0, r.range(10, 11.5), o * r.range(7, 9)],
  (o, r) => [2.5, 0, r.range(12, 15), -o * r.range(7, 9)],
  (o, r) => [r.range(15, 17), 0, r.range(12.5, 14), o * 4],
  (o, r) => [r.range(11, 13), 0, r.range(9.5, 11), -o * 1.5],
];

const BACK: readonly Route[] = [
  (o, r) => [1, o * 3, r.range(3, 5), o * r.range(9, 12)],
  (o, r) => [1, o * 5, r.range(18, 24), o * r.range(7, 9)],
  (o, r) => [r.range(4, 6), -o * 1, r.range(6, 8), -o * 6],
];

function place(route: number[], x: number, y: number): number[] {
  return route.map((v, i) => (i % 2 === 0 ? x + v : y + v));
}

/** A receiver's route from (x, y): deep about two times in five, short otherwise. */
export function receiverRoute(
  rng: Rng,
  x: number,
  y: number,
  out: number,
  deepShare = 0.4,
): number[] {
  return place(rng.pick(rng.chance(deepShare) ? DEEP : SHORT)(out, rng), x, y);
}

/** A back's or tight end's route out of the backfield: flat, wheel or check-down. */
export function backRoute(rng: Rng, x: number, y: number, out: number): number[] {
  return place(rng.pick(BACK)(out, rng), x, y);
}

/** +1 when the sideline nearer to `y` lies toward +y, else -1. */
export function outward(y: number, fieldWidthYd: number): number {
  return y > fieldWidthYd / 2 ? 1 : -1;
}
