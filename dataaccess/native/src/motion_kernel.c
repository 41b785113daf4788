/*
 * The metrics kernel in C, a Node-API addon: the same steps as the WebAssembly kernel
 * (dataaccess/src/metrics/kernel/assembly), each value computed by the same f64 operations
 * in the same order, so every result is bit-identical (native-kernel.test.ts checks it).
 * dataaccess/src/metrics/motion-kernel.ts runs it where `npm ci` built it (with node-gyp,
 * scripts/build-native.ts) and the WebAssembly kernel elsewhere.
 *
 * Differences from the WebAssembly kernel, none visible in results:
 * - the work is arranged in stages that suit the processor (see "The passes" below);
 * - the engine's state block is worked on in place, not copied in and out;
 * - the input is read straight from the caller's Float64Array or Float32Array columns;
 * - the scratch columns belong to the Node environment (one per worker thread).
 *
 * Build flags that keep the bits (binding.gyp): -ffp-contract=off (no fused multiply-add),
 * and no -ffast-math: nothing is reassociated. -fno-math-errno and -fno-trapping-math only
 * let sqrt be one instruction and comparisons be computed without branches.
 */
#define NAPI_VERSION 8
/* The version of the calls below; native-kernel.ts refuses an addon built for another. */
#define KERNEL_API 3
#include <math.h>
#include <node_api.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../generated/layout.h"
#include "../generated/motion.h"

/* Every step is inlined into push and flush, which are built once per instruction set (see
 * "Builds per instruction set" below). */
#define HOT static inline __attribute__((always_inline))

#if defined(__x86_64__) && defined(__GNUC__)
#define X86_VARIANTS 1
#endif

struct Variant;

/* Scratch memory of one Node environment: the sample records of the filter segment, by
 * column. */
typedef struct {
  double col[Column_count][COLUMN_CAPACITY];
  /* Per-sample values of the range being processed that no later call looks back to:
   * from the arithmetic stage, distance (yd), acceleration vector (yd/s²), moving (1/0)
   * and the gate's chord comparisons (moving stays moving, or starts moving); from the
   * classifying stage, what the scalar families decide on (see classify). */
  double dist[COLUMN_CAPACITY];
  double ax[COLUMN_CAPACITY];
  double ay[COLUMN_CAPACITY];
  int32_t on[COLUMN_CAPACITY];
  int32_t stays[COLUMN_CAPACITY];
  int32_t starts[COLUMN_CAPACITY];
  double jerk[COLUMN_CAPACITY];
  double moving_step[COLUMN_CAPACITY];
  double fast_dist[COLUMN_CAPACITY];
  double fast_step[COLUMN_CAPACITY];
  double exertion[COLUMN_CAPACITY];
  double load[COLUMN_CAPACITY];
  double moving_along[COLUMN_CAPACITY];
  double zone[2][COLUMN_CAPACITY];
  double hard_dist[2][COLUMN_CAPACITY];
  double effort_dir[COLUMN_CAPACITY];
  double lateral_dir[COLUMN_CAPACITY];
  double lateral_size[COLUMN_CAPACITY];
  double turn[COLUMN_CAPACITY];
  /* Where every call writes its speed series and the series' length (see bind), the
   * references that keep those arrays alive, and the entries written by this call. */
  double *series_t;
  float *series_v;
  int32_t *series_count;
  napi_ref bound[3];
  int32_t series_len;
  /* The build of push and flush this environment runs. */
  const struct Variant *variant;
} Scratch;

/* ------------------------------------------------------------------------------------- */
/* Closing efforts (efforts.ts): rare, so called out of the loop's way                    */

static void close_effort(double *restrict B, int32_t dir, int32_t samples, double peak,
                         double yd, double start_yps, double end_yps, double max_speed) {
  if (dir == 0 || samples < effortMinSamples) return;
  const int32_t band = peak >= accelHighYps2 ? 2 : peak >= accelMedYps2 ? 1 : 0;
  const double ref = B[Block_refMaxYps];
  const double ref_max = isfinite(ref) ? ref : max_speed;
  const double gain = ref_max > 0 ? (fabs(end_yps - start_yps) / ref_max) * 100 : 0;
  const int32_t gain_band = gain >= gainPercent4   ? 4
                            : gain >= gainPercent3 ? 3
                            : gain >= gainPercent2 ? 2
                            : gain >= gainPercent1 ? 1
                            : gain >= gainPercent0 ? 0
                                                   : -1;
  if (gain_band >= 0) B[(dir > 0 ? Block_accelGainCount : Block_decelGainCount) + gain_band] += 1;
  B[(dir > 0 ? Block_accelCount : Block_decelCount) + band] += 1;
  B[(dir > 0 ? Block_accelYd : Block_decelYd) + band] += yd;
  if (dir > 0 && band >= 1 && start_yps < explosiveStartYps) B[Block_explosive] += 1;
}

static void close_lateral(double *restrict B, int32_t dir, int32_t samples, double peak) {
  if (dir == 0 || samples < effortMinSamples) return;
  const int32_t band = peak >= lateralHighYps2 ? 2 : peak >= lateralMedYps2 ? 1 : 0;
  B[Block_lateralCount + (dir > 0 ? 0 : 3) + band] += 1;
}

/* ------------------------------------------------------------------------------------- */
/* The passes (motion-pass.ts, zone-pass.ts, efforts.ts)                                */
/*
 * Three stages over the range of samples being processed, each shaped for what the
 * processor does well:
 * - arithmetic: the filter, the chord of the moving gate and the acceleration, the same
 *   operations on every sample, in loops the compiler turns into vector instructions (the
 *   samples at a segment's edges, whose windows are clipped, one by one);
 * - classifying: for every sample, what the families add or decide on (see classify),
 *   again in vector loops, without branches;
 * - one scalar loop that carries every family's running values (totals, peaks, zones,
 *   efforts, lateral efforts and changes of direction), with few branches left: a zone
 *   change, an effort's start or end.
 * No family reads another's running values, only the sample's values of the stages before,
 * so every value sees the same operations in the same order as in the WebAssembly kernel.
 * (Built without the compiler's straight-line vectorizer: it paired running values into
 * one vector, and the processor then waited on every sample for a vector load of two
 * values stored apart.)
 */

/* Player totals, peaks and the sustained windows: sums of the per-sample terms of the
 * classifying stage, each already 0 where the sample does not count. */
typedef struct {
  double time_trkd, time_moving, total, dist10, time10, exertion, range_max;
  double load, max_accel, max_decel;
  double speed_sum, accel_sum, max_speed_sum, max_accel_sum, max_decel_sum;
} Totals;

/* One set of speed zones (team or relative), with its block slots. The current zone's
 * distance is held in `zone_yd` while the zone lasts and written back when it ends: the
 * same additions to the same value, without a store and reload per sample. */
typedef struct {
  int32_t yd_slot, count_slot, hard_yd_slot, zone_slot, dwell_slot;
  double hard_yd, zone_yd;
  int32_t zone, dwell;
} Zones;

static inline Zones zones_load(const double *restrict B, int32_t yd_slot, int32_t count_slot,
                               int32_t hard_yd_slot, int32_t zone_slot, int32_t dwell_slot) {
  Zones z = {yd_slot,
             count_slot,
             hard_yd_slot,
             zone_slot,
             dwell_slot,
             B[hard_yd_slot],
             0,
             (int32_t)B[zone_slot],
             (int32_t)B[dwell_slot]};
  if (z.zone >= 0) z.zone_yd = B[yd_slot + z.zone];
  return z;
}

/* `zone` is the sample's zone (-1 not moving), `hard_dist` its distance at or above the
 * hard-effort speed (else 0). */
static inline void zones_step(Zones *z, double *restrict B, int32_t zone, double dist,
                              double hard_dist) {
  z->hard_yd += hard_dist;
  if (zone == z->zone) {
    z->dwell++;
  } else {
    if (z->zone >= 0) B[z->yd_slot + z->zone] = z->zone_yd;
    if (zone >= 0) z->zone_yd = B[z->yd_slot + zone];
    z->dwell = 1;
    z->zone = zone;
  }
  if (zone >= 0) {
    z->zone_yd += dist;
    if (z->dwell == zoneDwellSamples) B[z->count_slot + zone] += 1;
  }
}

static inline void zones_store(const Zones *z, double *restrict B) {
  if (z->zone >= 0) B[z->yd_slot + z->zone] = z->zone_yd;
  B[z->hard_yd_slot] = z->hard_yd;
  B[z->zone_slot] = z->zone;
  B[z->dwell_slot] = z->dwell;
}

/* The open acceleration or deceleration effort. */
typedef struct {
  int32_t dir, len;
  double peak, yd, start, end, max_so_far;
} Effort;

/* `dir` is the sample's direction: 1 accelerating, -1 decelerating, 0 neither. */
static inline void effort_step(Effort *e, double *restrict B, int32_t dir, double speed,
                               double along, double dist) {
  if (speed > e->max_so_far) e->max_so_far = speed;
  if (dir != e->dir) {
    close_effort(B, e->dir, e->len, e->peak, e->yd, e->start, e->end, e->max_so_far);
    e->dir = dir;
    e->len = 0;
    e->peak = 0;
    e->yd = 0;
    e->start = speed;
  }
  if (dir != 0) {
    const double abs_a = along < 0 ? -along : along;
    e->len++;
    e->yd += dist;
    e->end = speed;
    if (abs_a > e->peak) e->peak = abs_a;
  }
}

/* The open lateral effort and the changes of direction. */
typedef struct {
  int32_t dir, len, cod_wait;
  double peak, cod_left, cod_right;
} Lateral;

/* `dir` is the sample's lateral direction (1 left, -1 right, 0 none) and `size` its lateral
 * acceleration; `turn` says whether the heading turned enough (1 left, 2 right, 0 no). A
 * moving sample counts the refractory samples down, or counts a turn. */
static inline void lateral_step(Lateral *l, double *restrict B, int on, int32_t dir,
                                double size, int32_t turn) {
  if (dir != l->dir) {
    close_lateral(B, l->dir, l->len, l->peak);
    l->dir = dir;
    l->len = 0;
    l->peak = 0;
  }
  if (dir != 0) {
    l->len++;
    if (size > l->peak) l->peak = size;
  }
  if (l->cod_wait > 0) {
    l->cod_wait -= on;
  } else if (on & (turn != 0)) {
    if (turn == 1) l->cod_left++;
    else l->cod_right++;
    l->cod_wait = codRefractorySamples;
  }
}

/* "Last time at" the target speed and each "X% of max" speed (ascending), scanning back
 * from the newest sample until every threshold that the range's top speed reaches is found. */
HOT void speed_times(Scratch *s, double *restrict B, double range_max, int32_t from,
                        int32_t to) {
  const double *restrict V = s->col[Column_v];
  const double *restrict T = s->col[Column_t];
  const double target = B[Block_targetYps];
  if (target <= range_max) {
    for (int32_t p = to - 1; p >= from; p--) {
      if (V[p] >= target) {
        B[Block_lastTargetHitMs] = T[p];
        break;
      }
    }
  }
  int32_t n = 0;
  while (n < TIME_SINCE_COUNT && B[Block_pctYps + n] <= range_max) n++;
  int32_t k = 0;
  for (int32_t p = to - 1; p >= from && k < n; p--) {
    const double speed = V[p];
    if (speed < B[Block_pctYps + k]) continue;
    const double at = T[p];
    do B[Block_lastPctMs + k++] = at;
    while (k < n && speed >= B[Block_pctYps + k]);
  }
}

/* The filtered velocity of position p at a segment's edge: the weights of the steps that
 * exist, renormalised. */
HOT void filter_edge(Scratch *s, int32_t p, int32_t i, int32_t last) {
  const double *restrict SVX = s->col[Column_svx];
  const double *restrict SVY = s->col[Column_svy];
  double wx = 0, wy = 0, ws = 0;
  if (i >= 2) {
    wx = weightPrev * SVX[p - 1];
    wy = weightPrev * SVY[p - 1];
    ws = weightPrev;
  }
  if (i >= 1) {
    wx += weightOwn * SVX[p];
    wy += weightOwn * SVY[p];
    ws += weightOwn;
  }
  if (p < last) {
    wx += weightNext * SVX[p + 1];
    wy += weightNext * SVY[p + 1];
    ws += weightNext;
  }
  const double vel_x = ws > 0 ? wx / ws : 0;
  const double vel_y = ws > 0 ? wy / ws : 0;
  s->col[Column_vx][p] = vel_x;
  s->col[Column_vy][p] = vel_y;
  s->col[Column_v][p] = sqrt(vel_x * vel_x + vel_y * vel_y);
}

/* Positions [lo, hi) within [from, to): where a window reaching `before` samples back and
 * `after` ahead is whole (segment index i >= before, p + after <= last). */
typedef struct {
  int32_t lo, hi;
} Span;

static inline Span whole(int32_t from, int32_t to, int32_t first, int32_t last, int32_t before,
                         int32_t after) {
  int32_t lo = before - first > from ? before - first : from;
  int32_t hi = last - after + 1 < to ? last - after + 1 : to;
  if (lo > to) lo = to;
  if (hi < lo) hi = lo;
  return (Span){lo, hi};
}

/* Speed filter: three-step FIR of step velocities (previous, own, next), renormalised at
 * the segment's edges; writes velocity and speed. */
HOT void filter_speeds(Scratch *s, int32_t from, int32_t to, int32_t last, int32_t first) {
  const double *restrict SVX = s->col[Column_svx];
  const double *restrict SVY = s->col[Column_svy];
  double *restrict VX = s->col[Column_vx];
  double *restrict VY = s->col[Column_vy];
  double *restrict V = s->col[Column_v];
  const Span w = whole(from, to, first, last, 2, 1);
  for (int32_t p = from; p < w.lo; p++) filter_edge(s, p, p + first, last);
  for (int32_t p = w.lo; p < w.hi; p++) {
    const double vel_x = weightPrev * SVX[p - 1] + weightOwn * SVX[p] + weightNext * SVX[p + 1];
    const double vel_y = weightPrev * SVY[p - 1] + weightOwn * SVY[p] + weightNext * SVY[p + 1];
    VX[p] = vel_x;
    VY[p] = vel_y;
    V[p] = sqrt(vel_x * vel_x + vel_y * vel_y);
  }
  for (int32_t p = w.hi; p < to; p++) filter_edge(s, p, p + first, last);
}

/* Moving gate: hysteresis on the chord speed over ±chordHalfWidth samples (clipped at the
 * segment's edges), and a minimum speed; distance = speed × step while moving. The chord's
 * two comparisons are computed for every sample first; only the hysteresis is sequential. */
HOT int gate(Scratch *s, int moving, int32_t from, int32_t to, int32_t last, int32_t first) {
  const double *restrict T = s->col[Column_t];
  const double *restrict X = s->col[Column_x];
  const double *restrict Y = s->col[Column_y];
  const double *restrict DT = s->col[Column_dt];
  const double *restrict V = s->col[Column_v];
  int32_t *restrict stays = s->stays;
  int32_t *restrict starts = s->starts;
  const int32_t hw = chordHalfWidth;
  const Span w = whole(from, to, first, last, hw + 1, hw);
  for (int32_t p = from; p < to; p++) {
    const int32_t i = p + first;
    int32_t pa = i > hw ? p - hw : p - i;
    int32_t pb = p + hw < last ? p + hw : last;
    if (p >= w.lo && p < w.hi) {
      /* The loop below does these. */
      p = w.hi - 1;
      continue;
    }
    const double cdt = T[pb] - T[pa];
    const double cdx = X[pb] - X[pa];
    const double cdy = Y[pb] - Y[pa];
    const double chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    stays[p] = chord2 >= movingOff2 * cdt * cdt;
    starts[p] = chord2 > movingOn2 * cdt * cdt;
  }
  for (int32_t p = w.lo; p < w.hi; p++) {
    const double cdt = T[p + hw] - T[p - hw];
    const double cdx = X[p + hw] - X[p - hw];
    const double cdy = Y[p + hw] - Y[p - hw];
    const double chord2 = (cdx * cdx + cdy * cdy) * 1e6;
    stays[p] = chord2 >= movingOff2 * cdt * cdt;
    starts[p] = chord2 > movingOn2 * cdt * cdt;
  }
  for (int32_t p = from; p < to; p++) {
    moving = moving ? stays[p] : starts[p];
    const int on = moving && V[p] >= minMovingSpeedYps;
    s->on[p] = on;
    s->dist[p] = on ? V[p] * DT[p] : 0;
  }
  return moving;
}

/* Acceleration over two samples (one at the segment's second sample, none at its first):
 * along the path and as a vector. 1000 / step is the same number however often it is
 * divided, so every sample divides. */
HOT void accelerate(Scratch *s, int32_t from, int32_t to, int32_t first) {
  const double *restrict T = s->col[Column_t];
  const double *restrict V = s->col[Column_v];
  const double *restrict VX = s->col[Column_vx];
  const double *restrict VY = s->col[Column_vy];
  double *restrict A = s->col[Column_a];
  double *restrict AX = s->ax;
  double *restrict AY = s->ay;
  int32_t p = from;
  for (; p < to && p + first < 2; p++) {
    const int32_t q = p - 1;
    const double per_span = p + first == 0 ? 0 : 1000 / (T[p] - T[q]);
    A[p] = p + first == 0 ? 0 : (V[p] - V[q]) * per_span;
    AX[p] = p + first == 0 ? 0 : (VX[p] - VX[q]) * per_span;
    AY[p] = p + first == 0 ? 0 : (VY[p] - VY[q]) * per_span;
  }
  for (; p < to; p++) {
    const double per_span = 1000 / (T[p] - T[p - 2]);
    A[p] = (V[p] - V[p - 2]) * per_span;
    AX[p] = (VX[p] - VX[p - 2]) * per_span;
    AY[p] = (VY[p] - VY[p - 2]) * per_span;
  }
}

/*
 * The classifying stage: for every sample of [from, to), what the scalar families add or
 * decide on, as doubles so the loops stay in vector lanes of one width:
 * - the terms of the sums, 0 where the sample does not count (moving time, "X+" distance
 *   and time, exertion, player load's jerk, the acceleration of a moving sample for the
 *   peaks): adding +0 leaves a sum as it was, and no sum here is ever -0 (each starts at +0
 *   and adds values that are not negative), so the sums are the bits of `if … +=`;
 * - each set of zones' zone (-1 not moving) and distance at or above its hard-effort speed;
 * - the acceleration effort's direction; the lateral effort's direction and size (lateral
 *   acceleration = cross / speed, cross = lateral acceleration × speed, positive turning
 *   left); whether the heading turned codCosine or more over codLagSamples (1 left, 2
 *   right, 0 no).
 * The expressions are the WebAssembly kernel's; values computed where no family reads them
 * (a size without a lateral effort, a jerk of a sample not moving) are never read. The
 * directions are differences of comparisons: along ≥ 2 and ≤ -2 cannot both hold, nor
 * cross ≥ limit and ≤ -limit, as a moving sample's speed is at least 0.2 yd/s.
 */
HOT void classify(Scratch *s, const double *restrict B, int32_t from,
                                   int32_t to, int32_t first, double prev_ax, double prev_ay) {
  const double *restrict V = s->col[Column_v];
  const double *restrict VX = s->col[Column_vx];
  const double *restrict VY = s->col[Column_vy];
  const double *restrict DT = s->col[Column_dt];
  const double *restrict A = s->col[Column_a];
  const double *restrict AX = s->ax;
  const double *restrict AY = s->ay;
  const double *restrict dist = s->dist;
  const int32_t *restrict on = s->on;
  double *restrict jerk = s->jerk;
  const double x_plus = B[Block_xPlusYps];
  const double t0 = B[Block_zoneBounds], t1 = B[Block_zoneBounds + 1],
               t2 = B[Block_zoneBounds + 2], t3 = B[Block_zoneBounds + 3];
  const double r0 = B[Block_relBounds], r1 = B[Block_relBounds + 1],
               r2 = B[Block_relBounds + 2], r3 = B[Block_relBounds + 3];
  const double team_hard_yps = B[Block_hardYps];
  const double rel_hard_yps = B[Block_relHardYps];

  jerk[from] = sqrt((AX[from] - prev_ax) * (AX[from] - prev_ax) +
                    (AY[from] - prev_ay) * (AY[from] - prev_ay));
  for (int32_t p = from + 1; p < to; p++) {
    const double jx = AX[p] - AX[p - 1];
    const double jy = AY[p] - AY[p - 1];
    jerk[p] = sqrt(jx * jx + jy * jy);
  }
  for (int32_t p = from; p < to; p++) {
    const int moving = on[p] != 0;
    const double speed = V[p], d = dist[p], step = DT[p], along = A[p];
    const double abs_along = along < 0 ? -along : along;
    const int fast = moving & (speed >= x_plus);
    s->moving_step[p] = moving ? step : 0;
    s->fast_dist[p] = fast ? d : 0;
    s->fast_step[p] = fast ? step : 0;
    s->exertion[p] = moving ? d * (1 + exertionPerAccel * abs_along) : 0;
    s->load[p] = moving ? jerk[p] : 0;
    s->moving_along[p] = moving ? along : 0;
    const double team = (double)((speed >= t0) + (speed >= t1) + (speed >= t2) + (speed >= t3));
    const double rel = (double)((speed >= r0) + (speed >= r1) + (speed >= r2) + (speed >= r3));
    s->zone[0][p] = moving ? team : -1;
    s->zone[1][p] = moving ? rel : -1;
    s->hard_dist[0][p] = speed >= team_hard_yps ? d : 0;
    s->hard_dist[1][p] = speed >= rel_hard_yps ? d : 0;
    const double effort = (double)((along >= accelLowYps2) - (along <= -accelLowYps2));
    s->effort_dir[p] = moving ? effort : 0;
    const double product = VX[p] * AY[p] - VY[p] * AX[p];
    const double cross = moving & (speed >= lateralMinSpeedYps) ? product : 0;
    const double limit = lateralLowYps2 * speed;
    const double lateral = (double)((cross >= limit) - (cross <= -limit));
    s->lateral_dir[p] = moving ? lateral : 0;
    s->lateral_size[p] = (cross < 0 ? -cross : cross) / speed;
  }
  int32_t lagged = codLagSamples - first > from ? codLagSamples - first : from;
  if (lagged > to) lagged = to;
  for (int32_t p = from; p < lagged; p++) s->turn[p] = 0;
  for (int32_t p = lagged; p < to; p++) {
    const int32_t q = p - codLagSamples;
    const double speed = V[p], vel_x = VX[p], vel_y = VY[p];
    const double pv = V[q], pvx = VX[q], pvy = VY[q];
    const int turned = (speed >= codMinSpeedYps) & (pv >= codMinSpeedYps) &
                       (pvx * vel_x + pvy * vel_y < codCosine * pv * speed);
    const double side = pvx * vel_y - pvy * vel_x > 0 ? 1 : 2;
    s->turn[p] = turned ? side : 0;
  }
}

/* Runs every family over positions [from, to) of the segment; `last` is the position of
 * the latest known sample, where the filter's and the chord's windows are clipped. */
HOT void process_range(Scratch *s, double *restrict B, int32_t from,
                                        int32_t to, int32_t last) {
  const double *restrict T = s->col[Column_t];
  const double *restrict DT = s->col[Column_dt];
  const double *restrict V = s->col[Column_v];
  const double *restrict A = s->col[Column_a];
  const double *restrict dist = s->dist;
  const int32_t *restrict on = s->on;
  const double *restrict moving_step = s->moving_step;
  const double *restrict fast_dist = s->fast_dist;
  const double *restrict fast_step = s->fast_step;
  const double *restrict exertion = s->exertion;
  const double *restrict load = s->load;
  const double *restrict moving_along = s->moving_along;
  const int32_t first = (int32_t)B[Block_firstIndex];
  const double max_speed_before = B[Block_maxSpeed];
  const int relative = B[Block_hasRelative] != 0;

  /* The arithmetic and classifying stages (vector instructions). */
  filter_speeds(s, from, to, last, first);
  B[Block_moving] = gate(s, B[Block_moving] != 0, from, to, last, first) ? 1 : 0;
  accelerate(s, from, to, first);
  classify(s, B, from, to, first, B[Block_prevAx], B[Block_prevAy]);
  B[Block_prevAx] = s->ax[to - 1];
  B[Block_prevAy] = s->ay[to - 1];

  /* The families that carry running values, one sample at a time. */
  Totals t = {B[Block_timeTrkd],
              B[Block_timeMoving],
              B[Block_totalDis],
              B[Block_dist10Plus],
              B[Block_time10Plus],
              B[Block_exertion],
              0,
              B[Block_load],
              B[Block_maxAccel],
              B[Block_maxDecel],
              B[Block_speedSum],
              B[Block_accelSum],
              B[Block_maxSustainedSum],
              B[Block_maxSustainedAccelSum],
              B[Block_maxSustainedDecelSum]};
  Zones team = zones_load(B, Block_zoneYd, Block_zoneCount, Block_hardEffortDist, Block_zone,
                          Block_dwell);
  Zones rel = zones_load(B, Block_relZoneYd, Block_relZoneCount, Block_hardEffortDistRel,
                         Block_relZone, Block_relDwell);
  Effort e = {(int32_t)B[Block_effort], (int32_t)B[Block_effortLen], B[Block_effortPeak],
              B[Block_effortYd], B[Block_effortStart], B[Block_effortEnd], max_speed_before};
  Lateral l = {(int32_t)B[Block_lateral], (int32_t)B[Block_lateralLen],
               (int32_t)B[Block_codWait], B[Block_lateralPeak], B[Block_codLeft],
               B[Block_codRight]};
  for (int32_t p = from; p < to; p++) {
    const int32_t i = p + first;
    const double speed = V[p], along = A[p], d = dist[p];
    t.time_trkd += DT[p];
    t.time_moving += moving_step[p];
    t.total += d;
    t.dist10 += fast_dist[p];
    t.time10 += fast_step[p];
    t.exertion += exertion[p];
    t.range_max = speed > t.range_max ? speed : t.range_max;
    /* The peaks start at 0, so max_accel >= 0 >= max_decel: the two picks are the
     * WebAssembly kernel's `if … else if`, and a sample not moving (0) moves neither. */
    t.load += load[p];
    const double a = moving_along[p];
    t.max_accel = a > t.max_accel ? a : t.max_accel;
    t.max_decel = a < t.max_decel ? a : t.max_decel;
    t.speed_sum += speed;
    t.accel_sum += along;
    if (i >= sustainedSamples) {
      t.speed_sum -= V[p - sustainedSamples];
      t.accel_sum -= A[p - sustainedSamples];
    }
    if (i >= sustainedSamples - 1) {
      t.max_speed_sum = t.speed_sum > t.max_speed_sum ? t.speed_sum : t.max_speed_sum;
      t.max_accel_sum = t.accel_sum > t.max_accel_sum ? t.accel_sum : t.max_accel_sum;
      t.max_decel_sum = t.accel_sum < t.max_decel_sum ? t.accel_sum : t.max_decel_sum;
    }
    zones_step(&team, B, (int32_t)s->zone[0][p], d, s->hard_dist[0][p]);
    if (relative) zones_step(&rel, B, (int32_t)s->zone[1][p], d, s->hard_dist[1][p]);
    effort_step(&e, B, (int32_t)s->effort_dir[p], speed, along, d);
    lateral_step(&l, B, on[p], (int32_t)s->lateral_dir[p], s->lateral_size[p],
                 (int32_t)s->turn[p]);
  }
  B[Block_timeTrkd] = t.time_trkd;
  B[Block_timeMoving] = t.time_moving;
  B[Block_totalDis] = t.total;
  B[Block_dist10Plus] = t.dist10;
  B[Block_time10Plus] = t.time10;
  B[Block_exertion] = t.exertion;
  B[Block_load] = t.load;
  B[Block_maxAccel] = t.max_accel;
  B[Block_maxDecel] = t.max_decel;
  B[Block_speedSum] = t.speed_sum;
  B[Block_accelSum] = t.accel_sum;
  B[Block_maxSustainedSum] = t.max_speed_sum;
  B[Block_maxSustainedAccelSum] = t.max_accel_sum;
  B[Block_maxSustainedDecelSum] = t.max_decel_sum;
  zones_store(&team, B);
  if (relative) zones_store(&rel, B);
  B[Block_effort] = e.dir;
  B[Block_effortLen] = e.len;
  B[Block_effortPeak] = e.peak;
  B[Block_effortYd] = e.yd;
  B[Block_effortStart] = e.start;
  B[Block_effortEnd] = e.end;
  B[Block_lateral] = l.dir;
  B[Block_lateralLen] = l.len;
  B[Block_lateralPeak] = l.peak;
  B[Block_codWait] = l.cod_wait;
  B[Block_codLeft] = l.cod_left;
  B[Block_codRight] = l.cod_right;

  /* The speed series of the range. */
  double *restrict out_t = s->series_t + s->series_len;
  float *restrict out_v = s->series_v + s->series_len;
  for (int32_t p = from; p < to; p++) out_t[p - from] = T[p];
  for (int32_t p = from; p < to; p++) out_v[p - from] = (float)V[p];
  s->series_len += to - from;

  const double range_max = t.range_max;
  B[Block_maxSpeed] = range_max > max_speed_before ? range_max : max_speed_before;
  speed_times(s, B, range_max, from, to);
  B[Block_lastSpeed] = V[to - 1];
  B[Block_lastAtMs] = T[to - 1];
  B[Block_done] = first + to;
}

/* ------------------------------------------------------------------------------------- */
/* Entry points (index.ts)                                                                */

HOT void end_segment(Scratch *s, double *restrict B) {
  const int32_t held = (int32_t)B[Block_held];
  const int32_t from = (int32_t)(B[Block_done] - B[Block_firstIndex]);
  if (held > from) process_range(s, B, from, held, held - 1);
  close_effort(B, (int32_t)B[Block_effort], (int32_t)B[Block_effortLen], B[Block_effortPeak],
               B[Block_effortYd], B[Block_effortStart], B[Block_effortEnd], B[Block_maxSpeed]);
  close_lateral(B, (int32_t)B[Block_lateral], (int32_t)B[Block_lateralLen],
                B[Block_lateralPeak]);
  for (int32_t slot = Block_moving; slot <= Block_lateralPeak; slot++) B[slot] = 0;
  B[Block_zone] = -1;
  B[Block_relZone] = -1;
  B[Block_held] = 0;
  B[Block_firstIndex] = 0;
  B[Block_done] = 0;
}

HOT void unpack_records(Scratch *s, const double *restrict B) {
  const int32_t held = (int32_t)B[Block_held];
  for (int32_t c = 0; c < Column_count; c++) {
    for (int32_t j = 0; j < held; j++) s->col[c][j] = B[Block_records + c * KEPT + j];
  }
}

HOT void pack_records(Scratch *s, double *restrict B) {
  const int32_t first = (int32_t)B[Block_firstIndex];
  int32_t drop = (int32_t)B[Block_done] - LOOK_BACK - first;
  if (drop < 0) drop = 0;
  const int32_t held = (int32_t)B[Block_held] - drop;
  for (int32_t c = 0; c < Column_count; c++) {
    for (int32_t j = 0; j < held; j++) B[Block_records + c * KEPT + j] = s->col[c][drop + j];
  }
  B[Block_held] = held;
  B[Block_firstIndex] = first + drop;
}

/* A column of the caller's input: f64 or f32 values. */
typedef struct {
  const void *data;
  int f32;
} Input;

static inline double input_at(Input in, int32_t k) {
  return in.f32 ? (double)((const float *)in.data)[k] : ((const double *)in.data)[k];
}

/* Copies input [start, end) as doubles to `to`. */
HOT void widen(double *restrict to, Input in, int32_t start, int32_t end) {
  if (in.f32) {
    const float *restrict from = (const float *)in.data;
    for (int32_t k = start; k < end; k++) to[k - start] = (double)from[k];
  } else {
    const double *restrict from = (const double *)in.data;
    for (int32_t k = start; k < end; k++) to[k - start] = from[k];
  }
}

/*
 * The common case of a push, without a branch per sample: the samples continue a segment
 * and every one is accepted (later than the one before, not a NaN or infinite time, not a
 * NaN coordinate, no step longer than maxStepMs). Takes the `n` samples already widened to
 * positions [len, len + n) of T, X and Y; returns 0, having written nothing else, when one
 * of them is not like that. The step values are those of the sample-by-sample loop: the
 * same differences and quotients, which the loop only caches while the step stays the same.
 */
HOT int push_regular(Scratch *s, int32_t len, int32_t n) {
  double *restrict T = s->col[Column_t];
  const double *restrict X = s->col[Column_x];
  const double *restrict Y = s->col[Column_y];
  double *restrict DT = s->col[Column_dt];
  double *restrict SVX = s->col[Column_svx];
  double *restrict SVY = s->col[Column_svy];
  int odd = 0;
  for (int32_t k = len; k < len + n; k++) {
    const double at = T[k];
    odd |= !(at > T[k - 1]) | (at == INFINITY) | (X[k] != X[k]) | (Y[k] != Y[k]) |
           (at - T[k - 1] > maxStepMs);
  }
  if (odd) return 0;
  for (int32_t k = len; k < len + n; k++) {
    const double step_ms = T[k] - T[k - 1];
    const double per_s = 1000 / step_ms;
    DT[k] = step_ms / 1000;
    SVX[k] = (X[k] - X[k - 1]) * per_s;
    SVY[k] = (Y[k] - Y[k - 1]) * per_s;
  }
  return 1;
}

/* Adds input samples [start, end) one by one; see index.ts's push. */
HOT int32_t push_each(Scratch *s, double *restrict B, Input in_t, Input in_x, Input in_y,
                         int32_t start, int32_t end) {
  double *restrict T = s->col[Column_t];
  double *restrict X = s->col[Column_x];
  double *restrict Y = s->col[Column_y];
  double *restrict DT = s->col[Column_dt];
  double *restrict SVX = s->col[Column_svx];
  double *restrict SVY = s->col[Column_svy];
  int32_t len = (int32_t)B[Block_held];
  double last_in = B[Block_lastInMs];
  int32_t accepted = 0;
  double step_ms = NAN, per_s = 0, step_s = 0;
  double prev_x = len > 0 ? X[len - 1] : 0;
  double prev_y = len > 0 ? Y[len - 1] : 0;
  for (int32_t k = start; k < end; k++) {
    const double at = input_at(in_t, k);
    const double px = input_at(in_x, k);
    const double py = input_at(in_y, k);
    if (!(at > last_in) || at == INFINITY || px != px || py != py) continue;
    if (len > 0 && at - last_in > maxStepMs) {
      B[Block_held] = len;
      end_segment(s, B);
      len = 0;
    }
    if (len > 0) {
      if (at - last_in != step_ms) {
        step_ms = at - last_in;
        per_s = 1000 / step_ms;
        step_s = step_ms / 1000;
      }
      DT[len] = step_s;
      SVX[len] = (px - prev_x) * per_s;
      SVY[len] = (py - prev_y) * per_s;
    } else {
      DT[len] = 0;
      SVX[len] = 0;
      SVY[len] = 0;
    }
    T[len] = at;
    X[len] = px;
    Y[len] = py;
    prev_x = px;
    prev_y = py;
    len++;
    last_in = at;
    accepted++;
  }
  B[Block_held] = len;
  B[Block_lastInMs] = last_in;
  const int32_t to = len - chordHalfWidth;
  const int32_t from = (int32_t)(B[Block_done] - B[Block_firstIndex]);
  if (to > from) process_range(s, B, from, to, len - 1);
  pack_records(s, B);
  return accepted;
}

/* Adds input samples [start, end) (at most INPUT_CAPACITY); see index.ts's push. */
HOT int32_t push(Scratch *s, double *restrict B, Input in_t, Input in_x, Input in_y,
                    int32_t start, int32_t end) {
  s->series_len = 0;
  unpack_records(s, B);
  int32_t len = (int32_t)B[Block_held];
  if (len > 0 && end > start) {
    widen(s->col[Column_t] + len, in_t, start, end);
    widen(s->col[Column_x] + len, in_x, start, end);
    widen(s->col[Column_y] + len, in_y, start, end);
    if (push_regular(s, len, end - start)) {
      len += end - start;
      B[Block_held] = len;
      B[Block_lastInMs] = s->col[Column_t][len - 1];
      const int32_t to = len - chordHalfWidth;
      const int32_t from = (int32_t)(B[Block_done] - B[Block_firstIndex]);
      if (to > from) process_range(s, B, from, to, len - 1);
      pack_records(s, B);
      return end - start;
    }
  }
  return push_each(s, B, in_t, in_x, in_y, start, end);
}

HOT void flush(Scratch *s, double *restrict B) {
  s->series_len = 0;
  unpack_records(s, B);
  if (B[Block_held] > 0) end_segment(s, B);
  pack_records(s, B);
}

/* ------------------------------------------------------------------------------------- */
/* Builds per instruction set                                                             */
/*
 * push and flush, with every step inlined, are built for x86-64 processors with AVX-512
 * (eight doubles per vector instruction, and 32 vector registers, so the scalar loop keeps
 * every running value in a register), with AVX2, and for any processor. Each environment
 * runs the widest its processor has; select() picks another, so the tests check each one
 * the processor can run. Only the width changes: each lane does the same IEEE operations,
 * so every build gives the same bits.
 */
#define BUILD(suffix, target)                                                               \
  target static int32_t push_##suffix(Scratch *s, double *restrict B, Input t, Input x,     \
                                      Input y, int32_t start, int32_t end) {                \
    return push(s, B, t, x, y, start, end);                                                  \
  }                                                                                          \
  target static void flush_##suffix(Scratch *s, double *restrict B) { flush(s, B); }

typedef struct Variant {
  const char *name;
  int32_t (*push)(Scratch *, double *restrict, Input, Input, Input, int32_t, int32_t);
  void (*flush)(Scratch *, double *restrict);
  int (*supported)(void);
} Variant;

static int always(void) { return 1; }

BUILD(any, )
#if defined(X86_VARIANTS)
BUILD(avx2, __attribute__((target("arch=x86-64-v3"))))
BUILD(avx512, __attribute__((target("arch=x86-64-v4"))))
static int has_avx2(void) { return __builtin_cpu_supports("x86-64-v3"); }
static int has_avx512(void) { return __builtin_cpu_supports("x86-64-v4"); }
#endif

/* Widest first. */
static const Variant VARIANTS[] = {
#if defined(X86_VARIANTS)
    {"avx512", push_avx512, flush_avx512, has_avx512},
    {"avx2", push_avx2, flush_avx2, has_avx2},
#endif
    {"any", push_any, flush_any, always},
};
#define VARIANT_COUNT ((int)(sizeof VARIANTS / sizeof VARIANTS[0]))

/* ------------------------------------------------------------------------------------- */
/* Node-API binding                                                                        */

#define CHECK(call)                                                                      \
  do {                                                                                   \
    if ((call) != napi_ok) return throw_last(env);                                       \
  } while (0)

static napi_value throw_last(napi_env env) {
  const napi_extended_error_info *info = NULL;
  napi_get_last_error_info(env, &info);
  napi_throw_error(env, NULL, info && info->error_message ? info->error_message : "napi failed");
  return NULL;
}

static napi_value throw_type(napi_env env, const char *message) {
  napi_throw_type_error(env, NULL, message);
  return NULL;
}

/* The typed array `value` as a pointer and length, if it is one of type `want`
 * (napi_float64_array, napi_float32_array, napi_int32_array, or -1 for either float type). */
static int typed(napi_env env, napi_value value, int want, void **data, size_t *length,
                 int *f32) {
  napi_typedarray_type type;
  if (napi_get_typedarray_info(env, value, &type, length, data, NULL, NULL) != napi_ok) return 0;
  if (want < 0 ? type != napi_float64_array && type != napi_float32_array : (int)type != want)
    return 0;
  if (f32) *f32 = type == napi_float32_array;
  return 1;
}

static Scratch *scratch_of(napi_env env) {
  void *data = NULL;
  napi_get_instance_data(env, &data);
  return (Scratch *)data;
}

/* The state block argument. */
static int block_of(napi_env env, napi_value value, double **block) {
  void *data;
  size_t length;
  if (!typed(env, value, napi_float64_array, &data, &length, NULL) || length != Block_size)
    return 0;
  *block = (double *)data;
  return 1;
}

/* bind(seriesTimes, seriesSpeeds, seriesCount): the arrays every later call writes the
 * speed series (Float64Array, Float32Array, COLUMN_CAPACITY each) and its length
 * (Int32Array) into. Kept alive by references until the environment ends. */
static napi_value js_bind(napi_env env, napi_callback_info info) {
  size_t argc = 3;
  napi_value argv[3];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  void *t, *v, *n;
  size_t nt, nv, nn;
  if (argc != 3 || !typed(env, argv[0], napi_float64_array, &t, &nt, NULL) ||
      !typed(env, argv[1], napi_float32_array, &v, &nv, NULL) ||
      !typed(env, argv[2], napi_int32_array, &n, &nn, NULL) || nt < COLUMN_CAPACITY ||
      nv < COLUMN_CAPACITY || nn < 1)
    return throw_type(env, "bind(seriesTimes, seriesSpeeds, seriesCount)");
  for (int k = 0; k < 3; k++) {
    if (s->bound[k]) napi_delete_reference(env, s->bound[k]);
    CHECK(napi_create_reference(env, argv[k], 1, &s->bound[k]));
  }
  s->series_t = (double *)t;
  s->series_v = (float *)v;
  s->series_count = (int32_t *)n;
  return NULL;
}

/* push(block, atMs, xYd, yYd, start, end): the samples accepted of [start, end). */
static napi_value js_push(napi_env env, napi_callback_info info) {
  size_t argc = 6;
  napi_value argv[6];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  if (s->series_count == NULL) return throw_type(env, "call bind() first");
  double *block;
  if (argc != 6 || !block_of(env, argv[0], &block))
    return throw_type(env, "push(block, atMs, xYd, yYd, start, end) needs a state block");
  void *t, *x, *y;
  size_t nt, nx, ny;
  int ft, fx, fy;
  if (!typed(env, argv[1], -1, &t, &nt, &ft) || !typed(env, argv[2], -1, &x, &nx, &fx) ||
      !typed(env, argv[3], -1, &y, &ny, &fy))
    return throw_type(env, "atMs, xYd and yYd must be Float64Array or Float32Array");
  int32_t start, end;
  CHECK(napi_get_value_int32(env, argv[4], &start));
  CHECK(napi_get_value_int32(env, argv[5], &end));
  if (start < 0 || end < start || end - start > INPUT_CAPACITY || (size_t)end > nt ||
      (size_t)end > nx || (size_t)end > ny)
    return throw_type(env, "start and end must select at most INPUT_CAPACITY input samples");
  const Input in_t = {t, ft}, in_x = {x, fx}, in_y = {y, fy};
  const int32_t accepted = s->variant->push(s, block, in_t, in_x, in_y, start, end);
  *s->series_count = s->series_len;
  napi_value result;
  CHECK(napi_create_int32(env, accepted, &result));
  return result;
}

/* flush(block). */
static napi_value js_flush(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  if (s->series_count == NULL) return throw_type(env, "call bind() first");
  double *block;
  if (argc != 1 || !block_of(env, argv[0], &block))
    return throw_type(env, "flush(block) needs a state block");
  s->variant->flush(s, block);
  *s->series_count = s->series_len;
  return NULL;
}

/* variants(): the builds this processor can run, widest first. */
static napi_value js_variants(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value list;
  CHECK(napi_create_array(env, &list));
  uint32_t n = 0;
  for (int k = 0; k < VARIANT_COUNT; k++) {
    if (!VARIANTS[k].supported()) continue;
    napi_value name;
    CHECK(napi_create_string_utf8(env, VARIANTS[k].name, NAPI_AUTO_LENGTH, &name));
    CHECK(napi_set_element(env, list, n++, name));
  }
  return list;
}

/* select(name?): runs the named build from now on (the widest without a name); returns the
 * name of the build that runs. Throws for a build this processor cannot run. */
static napi_value js_select(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  CHECK(napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
  Scratch *s = scratch_of(env);
  char name[16] = "";
  napi_valuetype type = napi_undefined;
  if (argc >= 1) CHECK(napi_typeof(env, argv[0], &type));
  if (type == napi_string) {
    CHECK(napi_get_value_string_utf8(env, argv[0], name, sizeof name, NULL));
  } else if (type != napi_undefined) {
    return throw_type(env, "select(name?) takes the name of a build");
  }
  const Variant *chosen = NULL;
  for (int k = 0; k < VARIANT_COUNT && chosen == NULL; k++) {
    const int named = name[0] == '\0' || strcmp(name, VARIANTS[k].name) == 0;
    if (named && VARIANTS[k].supported()) chosen = &VARIANTS[k];
  }
  if (chosen == NULL) return throw_type(env, "this processor cannot run that build");
  s->variant = chosen;
  napi_value result;
  CHECK(napi_create_string_utf8(env, chosen->name, NAPI_AUTO_LENGTH, &result));
  return result;
}

static void free_scratch(napi_env env, void *data, void *hint) {
  (void)env;
  (void)hint;
  free(data);
}

NAPI_MODULE_INIT() {
#if defined(X86_VARIANTS)
  __builtin_cpu_init();
#endif
  Scratch *s = calloc(1, sizeof(Scratch));
  if (!s || napi_set_instance_data(env, s, free_scratch, NULL) != napi_ok) {
    free(s);
    napi_throw_error(env, NULL, "the metrics kernel could not allocate its scratch memory");
    return NULL;
  }
  for (int k = VARIANT_COUNT - 1; k >= 0; k--) {
    if (VARIANTS[k].supported()) s->variant = &VARIANTS[k];
  }
  const napi_property_descriptor props[] = {
      {"bind", NULL, js_bind, NULL, NULL, NULL, napi_enumerable, NULL},
      {"variants", NULL, js_variants, NULL, NULL, NULL, napi_enumerable, NULL},
      {"select", NULL, js_select, NULL, NULL, NULL, napi_enumerable, NULL},
      {"push", NULL, js_push, NULL, NULL, NULL, napi_enumerable, NULL},
      {"flush", NULL, js_flush, NULL, NULL, NULL, napi_enumerable, NULL},
  };
  if (napi_define_properties(env, exports, sizeof props / sizeof props[0], props) != napi_ok)
    return NULL;
  napi_value capacity, version;
  napi_create_int32(env, INPUT_CAPACITY, &capacity);
  napi_set_named_property(env, exports, "inputCapacity", capacity);
  napi_create_int32(env, KERNEL_API, &version);
  napi_set_named_property(env, exports, "api", version);
  return exports;
}
